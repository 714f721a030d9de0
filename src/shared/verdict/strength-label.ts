import type { ChartJudgement, Structure } from '../../core/bazi/judgement';

/** The one name of a chart's strength every page shows: 身強 / 身弱, or the following chart by name (曲直格 …). */
export function strengthLabel(t: (key: string) => string, j: ChartJudgement): string {
  const f = j.strength.following;
  if (f && (f.kind === 'specialProsperity' || f.kind === 'transformed'))
    return t(`results:followingNames.${f.kind}.${f.element}`);
  return t(`results:levels.${j.strength.level}`);
}

/** The structures with a name of their own (建祿格, 月刃格, 月令比劫); the others are named by their ten god. */
const hasOwnName = (s: Structure) =>
  s.kind === 'establishedProsperity' || s.kind === 'monthBlade' || s.kind === 'companion';

/** A structure's name: 建祿格, 月刃格, or the ten god's structure (正官格 …). */
export function structureName(t: (key: string, o?: Record<string, string>) => string, s: Structure): string {
  return hasOwnName(s)
    ? t(`results:judgement.structures.${s.kind}`)
    : t('results:judgement.structureNamed', { god: t(`results:tenGods.${s.kind}`) });
}

/** The same name from the results bundle's plain names (the consultant's record and offline answers). */
export function structureNameIn(
  names: { structures: Record<string, string>; structureNamed: string; tenGods: Record<string, string> },
  s: Structure,
): string {
  return hasOwnName(s)
    ? (names.structures[s.kind] ?? s.kind)
    : names.structureNamed.replace('{{god}}', names.tenGods[s.kind] ?? s.kind);
}
