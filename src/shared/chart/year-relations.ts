import { useTranslation } from 'react-i18next';
import { knownPillars } from '../../core/bazi/bazi-chart';
import { type Relation, relationLines, relationsWith } from '../../core/bazi/relations';
import type { Branch, Stem } from '../../core/bazi/stems-branches';
import type { ChartOutput } from '../../core/chart/compute-chart';

type LuckPillar = NonNullable<ChartOutput['bazi']['luck']>['pillars'][number];

/** What a year's pillar (流年) does to the chart, with the running luck pillar taken into account. */
export function annualRelations(
  chart: ChartOutput,
  year: { stem: Stem; branch: Branch },
  luck: LuckPillar | null,
): Relation[] {
  const b = chart.bazi;
  const natal = knownPillars(b).map(({ name, pillar }) => ({
    name,
    stem: pillar.stem,
    branch: pillar.branch,
  }));
  const outside = [
    { name: 'annual' as const, stem: year.stem, branch: year.branch },
    ...(luck ? [{ name: 'luck' as const, stem: luck.stem, branch: luck.branch }] : []),
  ];
  return relationsWith(outside, natal).filter((r) => r.pillars.includes('annual'));
}

/**
 * "干合 丙辛（月柱）、冲 子午（年柱・時柱）", "Clash 子午 (year, hour)": the relations of a year in the current language,
 * each named once in the textbook's order with the chart's pillars it joins.
 */
export function useRelationsText() {
  const { t } = useTranslation('results');
  return (rels: Relation[]) =>
    relationLines(rels)
      .map((r) => {
        const list = r.pillars
          .filter((p) => p !== 'annual')
          .map((p) => t(`luck.with.${p}`))
          .join(t('relations.pillarSeparator'));
        return `${t(`relations.${r.kind}`)} ${r.named}${t('relations.pillarsOf', { list })}`;
      })
      .join(t('relations.lineSeparator'));
}
