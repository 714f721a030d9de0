import { useTranslation } from 'react-i18next';
import type { ChartAngle, ChartBodyPosition } from '../../../core/astrology/natal-chart';
import type { ChartOutput } from '../../../core/chart/compute-chart';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The chart's key facts at the top of a new conversation: Sun, Moon, Ascendant and day master. */
export function ChatFacts({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation(['consultant', 'results']);
  const { sun, moon } = chart.bodies;
  const ascendant = chart.angles?.ascendant;
  const { stem, element, polarity } = chart.bazi.dayMaster;
  const signText = (p: ChartBodyPosition | ChartAngle) =>
    t('signValue', { sign: t(`results:signs.${p.sign}`), degree: p.degree, minute: pad2(p.minute) });
  const rows: [string, string, string][] = [
    ['sun', t('facts.sun'), sun ? signText(sun) : ''],
    ['moon', t('facts.moon'), moon ? signText(moon) : ''],
    ['ascendant', t('facts.ascendant'), ascendant ? signText(ascendant) : t('results:unknownTime.unknown')],
    [
      'day-master',
      t('facts.dayMaster'),
      t('dayMasterValue', {
        stem,
        name: t('results:stemGloss', {
          polarity: t(`results:polarity.${polarity}`),
          element: t(`results:elements.${element}`),
        }),
      }),
    ],
  ];
  return (
    <dl className="consultant-facts">
      {rows.map(([id, label, value]) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd data-testid={`fact-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
