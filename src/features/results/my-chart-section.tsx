import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analyseChart, type Element as WesternElement } from '../../core/astrology/chart-analysis';
import type { ChartJudgement } from '../../core/bazi/judgement';
import type { Element } from '../../core/bazi/stems-branches';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { useCjkLang } from '../../shared/lib/use-cjk-lang';
import { paths } from '../../shared/paths';
import { judgementOf } from '../../shared/verdict/judgement-of';
import { strengthLabel } from '../../shared/verdict/strength-label';

/** The BaZi element a Western element shares its name with (air has none). */
const SAME_NAME: Readonly<Record<WesternElement, Element | null>> = {
  fire: 'fire',
  earth: 'earth',
  water: 'water',
  air: null,
};

/**
 * Where the Western advice to strengthen an element meets a BaZi element of the same name that the chart's
 * judgement does not call 用神 or 喜神: the page then says in one sentence that the two systems count different
 * things (issue 27: the astrology page never recommends an element the BaZi verdict calls 忌神 or 仇神 unexplained).
 */
export function westernAdviceClash(
  weakest: WesternElement,
  j: Pick<ChartJudgement, 'useOf'>,
): { element: Element; use: ChartJudgement['useOf'][Element] } | null {
  const element = SAME_NAME[weakest];
  if (!element) return null;
  const use = j.useOf[element];
  return use === 'useful' || use === 'favourable' ? null : { element, use };
}

/**
 * My Chart: the BaZi pillars and day master beside this Western chart (the big three are on the first screen),
 * suggestions (the Western ones from the chart's element balance, the BaZi one the judgement's 用神 and 喜神, never
 * "the missing elements" as such), and the ways onward (transits, the AI consultant).
 */
export function MyChartSection({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const cjkLang = useCjkLang();
  const a = analyseChart(chart.bodies, chart.angles?.ascendant.sign ?? null, chart.aspects);
  const b = chart.bazi;
  const j = judgementOf(chart);
  const weakest = (Object.entries(a.elements) as [WesternElement, number][]).sort(
    (x, y) => x[1] - y[1],
  )[0]?.[0] as WesternElement;
  const clash = weakest !== a.dominantElement ? westernAdviceClash(weakest, j) : null;
  return (
    <section
      className="card"
      aria-labelledby="mychart-title"
      data-testid="my-chart"
      data-tour="recommendations"
    >
      <h2 id="mychart-title">{t('mychart.title')}</h2>
      <h3>{t('mychart.bazi')}</h3>
      <p lang={cjkLang}>
        {t('mychart.pillars', {
          // Three pillars when the birth time is unknown.
          pillars: [b.year, b.month, b.day, b.hour].flatMap((p) => (p ? [p.stem + p.branch] : [])).join(' '),
        })}
      </p>
      <p>
        {t('mychart.dayMaster', {
          stem: b.dayMaster.stem,
          element: t(`elements.${b.dayMaster.element}`),
        })}
      </p>
      <h3>{t('mychart.recommendations')}</h3>
      <ul>
        <li>{t(`mychart.recWestern.${a.dominantElement}`)}</li>
        {weakest !== a.dominantElement && (
          <li>
            {t(`mychart.recWeak.${weakest}`)}
            {clash && i18n.language === 'en' ? ' ' : ''}
            {clash && (
              <span className="muted" data-testid="systems-differ" data-element={clash.element}>
                {t('mychart.systemsDiffer', {
                  western: t(`analysis.elements.${weakest}`),
                  element: t(`elements.${clash.element}`),
                  use: t(`judgement.uses.${clash.use}`),
                })}
              </span>
            )}
          </li>
        )}
        <li
          data-testid="bazi-recommendation"
          data-useful={j.elements.useful}
          data-favourable={j.elements.favourable}
        >
          {t('mychart.recBazi', {
            level: strengthLabel(t, j),
            useful: t(`elements.${j.elements.useful}`),
            favourable: t(`elements.${j.elements.favourable}`),
          })}
        </li>
      </ul>
      <div className="row-actions">
        <Link className="button-secondary" to={paths.transit}>
          {t('mychart.transit')}
        </Link>
        <Link className="button-secondary" to={paths.chat}>
          {t('mychart.consultant')}
        </Link>
      </div>
    </section>
  );
}
