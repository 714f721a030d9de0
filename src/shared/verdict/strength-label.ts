import type { ChartJudgement, Structure } from '../../core/bazi/judgement';

/** The one name of a chart's strength every page shows: 身強 / 身弱, or the following chart by name (曲直格 …). */
export function strengthLabel(t: (key: string) => string, j: ChartJudgement): string {
  const f = j.strength.following;
  if (f && (f.kind === 'specialProsperity' || f.kind === 'transformed'))
    return t(`results:followingNames.${f.kind}.${f.element}`);
  return t(`results:levels.${j.strength.level}`);
}

/** A structure's name: 建祿格, 月刃格, or the ten god's structure (正官格 …). */
export function structureName(t: (key: string, o?: Record<string, string>) => string, s: Structure): string {
  return s.kind === 'establishedProsperity' || s.kind === 'monthBlade' || s.kind === 'companion'
    ? t(`results:judgement.structures.${s.kind}`)
    : t('results:judgement.structureNamed', { god: t(`results:tenGods.${s.kind}`) });
}
