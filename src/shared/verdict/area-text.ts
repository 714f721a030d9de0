import { useTranslation } from 'react-i18next';
import type { FortuneArea } from '../../core/bazi/fortune';
import type { AreaReading } from '../../core/bazi/period-verdict';
import type { ChartOutput } from '../../core/chart/compute-chart';

/** One area's themes as a phrase: the stars that arrive and the palaces touched (the spouse star by gender). */
export function useAreaText() {
  const { t } = useTranslation('results');
  return (chart: ChartOutput, area: FortuneArea, reading: AreaReading | null): string => {
    if (!reading) return t('fortune.notRead');
    const gender = chart.settings.gender;
    return reading.themes
      .map((th) =>
        t(`fortune.themes.${th.kind}`, {
          role:
            area === 'love' && th.kind === 'starArrives' && gender
              ? t(`fortune.spouseStar.${gender}`)
              : t(`fortune.roles.${th.role}`),
          element: t(`elements.${th.element}`),
          use: t(`judgement.uses.${th.use}`),
          palace: t(`fortune.palaces.${area === 'wealth' ? 'career' : area}`),
        }),
      )
      .join(t('judgement.listSeparator'));
  };
}
