import { useTranslation } from 'react-i18next';
import { BRANCH_ANIMAL } from '../../core/bazi/romanization';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { lunarBirth } from '../../core/lunar/lunar-birth';

/**
 * The birth in the Chinese lunar calendar (农历 / 旧暦) and its animal (生肖 / 干支 / zodiac), under the pillars
 * (issue 29 §1). BaZi counts the animal from 立春; when 春节 custom gives another animal, both are named. A chart
 * stored before charts carried `lunar` is read again from its date (core, not the page).
 */
export function LunarLine({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const l = chart.lunar ?? lunarBirth(chart.local.date, chart.bazi.year.branch);
  if (!l) return null;
  const months = t('lunar.months', { returnObjects: true }) as string[];
  const days = t('lunar.days', { returnObjects: true }) as string[];
  const animal = (b: keyof typeof BRANCH_ANIMAL) => t(`animals.${BRANCH_ANIMAL[b]}`);
  const date = t(l.leap ? 'lunar.dateLeap' : 'lunar.date', {
    year: l.year,
    ganzhi: `${l.yearStem}${l.yearBranch}`,
    month: months[l.month - 1] ?? String(l.month),
    day: days[l.day - 1] ?? String(l.day),
  });
  const stars = t('nineStar.names', { returnObjects: true }) as string[];
  const differs = l.animalByLichun !== l.animalBySpringFestival;
  return (
    <div className="lunar-line" data-testid="lunar-line">
      <p>{date}</p>
      <p>
        {differs
          ? t('lunar.animalBoth', {
              lichun: animal(l.animalByLichun),
              festival: animal(l.animalBySpringFestival),
            })
          : t('lunar.animal', { animal: animal(l.animalByLichun) })}
      </p>
      {/* 九星 are read beside the chart in Japan only (issue 29 §5). */}
      {i18n.language === 'ja' && chart.bazi.nineStar && (
        <p data-testid="nine-star">
          {t('nineStar.line', {
            year: stars[chart.bazi.nineStar.year - 1],
            month: stars[chart.bazi.nineStar.month - 1],
          })}
        </p>
      )}
    </div>
  );
}
