import { useTranslation } from 'react-i18next';
import { analyseChart, type Element } from '../../core/astrology/chart-analysis';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { TermLinks } from '../../shared/ui/term-link';

/** Detailed analysis: balance, hemispheres and quadrants, dominant planets and signs, stelliums, patterns. */
export function AnalysisSection({ chart }: { chart: ChartOutput }) {
  const { t, i18n } = useTranslation('results');
  const a = analyseChart(chart.bodies, chart.angles?.ascendant.sign ?? null, chart.aspects);
  const sep = i18n.language === 'en' ? ', ' : '、';
  const names = (list: readonly string[]) => list.map((b) => t(`bodies.${b}`)).join(sep);
  const total = Object.values(a.elements).reduce((x, y) => x + y, 0);
  const h = a.hemispheres;
  const hemiKey =
    h === null
      ? null
      : Math.abs(h.above - h.below) <= 2 && Math.abs(h.east - h.west) <= 2
        ? 'balanced'
        : Math.abs(h.above - h.below) >= Math.abs(h.east - h.west)
          ? h.above > h.below
            ? 'above'
            : 'below'
          : h.east > h.west
            ? 'east'
            : 'west';
  return (
    <div className="card" data-testid="analysis">
      <div className="grid-2">
        <div>
          <h3>{t('analysis.balance')}</h3>
          <table className="data">
            <tbody>
              {(Object.entries(a.elements) as [Element, number][]).map(([e, n]) => (
                <tr key={e}>
                  <th scope="row">{t(`analysis.elements.${e}`)}</th>
                  <td style={{ width: '60%' }}>
                    <div
                      className="bar"
                      role="img"
                      aria-label={`${t(`analysis.elements.${e}`)} ${Math.round((100 * n) / total)}%`}
                    >
                      <span style={{ width: `${(100 * n) / total}%` }} />
                    </div>
                  </td>
                  <td className="num">{Math.round((100 * n) / total)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t(`analysis.elementText.${a.dominantElement}`)}</p>
          <p>
            {(['cardinal', 'fixed', 'mutable'] as const)
              .map((m) => `${t(`analysis.modalities.${m}`)} ${Math.round((100 * a.modalities[m]) / total)}%`)
              .join(' · ')}
          </p>
          <p>{t(`analysis.modalityText.${a.dominantModality}`)}</p>
        </div>
        <div>
          <h3>{t('analysis.hemispheres')}</h3>
          {h && hemiKey ? (
            <>
              <ul className="chips">
                <li>{t('analysis.above', { n: h.above })}</li>
                <li>{t('analysis.below', { n: h.below })}</li>
                <li>{t('analysis.east', { n: h.east })}</li>
                <li>{t('analysis.west', { n: h.west })}</li>
                {a.quadrants?.map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the four quadrants are positional
                  <li key={i}>{t('analysis.quadrant', { q: i + 1, n })}</li>
                ))}
              </ul>
              <p>{t(`analysis.hemisphereText.${hemiKey}`)}</p>
            </>
          ) : (
            <p>{t('unknownTime.noHemispheres')}</p>
          )}
          <h3>{t('analysis.dominant')}</h3>
          {a.chartRuler && <p>{t('analysis.chartRuler', { planet: t(`bodies.${a.chartRuler}`) })}</p>}
          <p>{t('analysis.dominantPlanets', { list: names(a.dominantPlanets) })}</p>
          {a.dominantSigns.length > 0 && (
            <p>
              {t('analysis.dominantSigns', { list: a.dominantSigns.map((s) => t(`signs.${s}`)).join(sep) })}
            </p>
          )}
        </div>
      </div>
      <h3>{t('analysis.stellium')}</h3>
      {a.stelliums.length === 0 ? (
        <p>{t('analysis.noStellium')}</p>
      ) : (
        <ul>
          {a.stelliums.map((s) => (
            <li key={s.sign ?? `h${s.house}`}>
              {s.sign
                ? t('analysis.stelliumSign', { sign: t(`signs.${s.sign}`), list: names(s.bodies) })
                : t('analysis.stelliumHouse', { house: s.house, list: names(s.bodies) })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('analysis.patterns')}</h3>
      {a.patterns.length === 0 ? (
        <p>{t('analysis.noPatterns')}</p>
      ) : (
        <dl className="reading-list">
          {a.patterns.map((p) => (
            <div key={`${p.kind}-${p.bodies.join()}`}>
              <dt>{t(`analysis.pattern.${p.kind}`)}</dt>
              <dd>
                {t(`analysis.patternText.${p.kind}`)} {t('analysis.patternBodies', { list: names(p.bodies) })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <TermLinks terms={['elements-modalities', 'hemispheres', 'stellium', 'aspect-patterns']} />
    </div>
  );
}
