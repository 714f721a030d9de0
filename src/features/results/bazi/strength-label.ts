import type { ChartJudgement } from '../../../core/bazi/judgement';

/** The one name of a chart's strength every page shows: 身強 / 身弱, or the following chart by name (曲直格 …). */
export function strengthLabel(t: (key: string) => string, j: ChartJudgement): string {
  const f = j.strength.following;
  if (f && (f.kind === 'specialProsperity' || f.kind === 'transformed'))
    return t(`results:followingNames.${f.kind}.${f.element}`);
  return t(`results:levels.${j.strength.level}`);
}
