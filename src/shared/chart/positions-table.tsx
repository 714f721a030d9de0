import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signElement } from '../../core/astrology/chart-analysis';
import { CHART_BODIES } from '../../core/astrology/vocabulary';
import { zodiacPosition } from '../../core/astrology/zodiac';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { ScrollRegion } from '../ui/scroll-region';
import { BODY_GLYPH, SIGN_GLYPH } from '../ui/wheel/glyphs';
import { degMin } from './chart-meta';

/**
 * Positions as sign + degree + minute and house; the raw longitudes and speeds are one tap away (always shown
 * on wide screens, behind a switch on phones).
 */
export function PositionsTable({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const [exact, setExact] = useState(false);
  // Without a birth time there are no houses: the column goes (issue 17 §2).
  const houses = chart.houses !== null;
  return (
    <div className="positions" data-exact={exact}>
      <ScrollRegion label={t('astro.positions')}>
        <table className="data positions-table">
          <thead>
            <tr>
              <th scope="col">{t('astro.body')}</th>
              <th scope="col">{t('astro.position')}</th>
              {houses && (
                <th scope="col" className="col-house">
                  {t('astro.house')}
                </th>
              )}
              <th scope="col" className="exact">
                {t('astro.longitude')}
              </th>
              <th scope="col" className="exact">
                {t('grid.speed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {CHART_BODIES.map((k) => {
              const b = chart.bodies[k];
              const retro = b.retrograde && k !== 'northNode' && k !== 'southNode';
              return (
                <tr key={k} data-body={k}>
                  <th scope="row">
                    <span className="glyph" aria-hidden="true">
                      {BODY_GLYPH[k]}
                    </span>{' '}
                    {t(`bodies.${k}`)}
                  </th>
                  <td className="nowrap">
                    <span className={`glyph zel-${signElement(b.sign)}`} aria-hidden="true">
                      {SIGN_GLYPH[b.sign]}
                    </span>{' '}
                    {t(`signs.${b.sign}`)} <span className="num">{degMin(b)}</span>
                    {retro ? (
                      <span className="retro" title={t('astro.retrograde')}>
                        {' '}
                        ℞<span className="sr-only"> {t('astro.retrograde')}</span>
                      </span>
                    ) : null}
                  </td>
                  {houses && <td className="num col-house">{b.house}</td>}
                  <td className="num exact lon">{b.longitude.toFixed(4)}°</td>
                  <td className="num exact">
                    {b.speed.toFixed(4)}
                    {t('positionsTable.speedUnit')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <label className="exact-toggle">
        <input type="checkbox" checked={exact} onChange={(e) => setExact(e.target.checked)} />
        {t('positionsTable.exact')}
      </label>
    </div>
  );
}

/** Ascendant, Midheaven and the twelve cusps, each as sign + degree + minute. */
export function AnglesAndCusps({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const angles = chart.angles;
  if (!angles || !chart.houses)
    return (
      <p className="note" data-testid="no-angles">
        {t('unknownTime.noAngles')}
      </p>
    );
  return (
    <div className="angles-cusps">
      <ul className="angle-list">
        {(['ascendant', 'midheaven'] as const).map((k) => (
          <li key={k} data-angle={k} data-longitude={angles[k].longitude.toFixed(4)}>
            <span className="muted">{t(`bodies.${k}`)}</span>{' '}
            <span className={`glyph zel-${signElement(angles[k].sign)}`} aria-hidden="true">
              {SIGN_GLYPH[angles[k].sign]}
            </span>{' '}
            {t(`signs.${angles[k].sign}`)} <span className="num">{degMin(angles[k])}</span>
          </li>
        ))}
      </ul>
      <h3>{t('astro.cusps')}</h3>
      <ol className="cusps">
        {chart.houses.cusps.map((lonDeg, i) => {
          const pos = zodiacPosition(lonDeg);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the twelve cusps are positional
            <li key={i} data-longitude={lonDeg.toFixed(4)}>
              <span className="muted">{t('cuspN', { n: i + 1 })}</span>{' '}
              <span className="nowrap">
                <span className={`glyph zel-${signElement(pos.sign)}`} aria-hidden="true">
                  {SIGN_GLYPH[pos.sign]}
                </span>{' '}
                {t(`signs.${pos.sign}`)} <span className="num">{degMin(pos)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
