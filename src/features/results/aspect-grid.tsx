import { useTranslation } from 'react-i18next';
import type { Aspect } from '../../core/astrology/aspects';
import { ANGLES, type AspectKind, CHART_BODIES, type ChartPoint } from '../../core/astrology/vocabulary';
import { ScrollRegion } from '../../shared/ui/scroll-region';

export const ASPECT_GLYPH: Readonly<Record<AspectKind, string>> = {
  conjunction: '☌',
  sextile: '✶',
  square: '□',
  trine: '△',
  opposition: '☍',
};

/** The grid's points, in chart order (the south node mirrors the north node and is left out). */
export const GRID_POINTS: readonly ChartPoint[] = [
  ...CHART_BODIES.filter((b) => b !== 'southNode'),
  ...ANGLES,
];

/** The aspect between two points, whichever order the engine listed them in. */
export function aspectAt(aspects: readonly Aspect[], x: ChartPoint, y: ChartPoint): Aspect | undefined {
  return aspects.find((a) => (a.a === x && a.b === y) || (a.a === y && a.b === x));
}

/** A triangular aspect grid: glyph, orb and applying (A) / separating (S) in the cell of each pair. */
export function AspectGrid({
  aspects,
  withAngles = true,
}: {
  aspects: readonly Aspect[];
  /** False for a chart without a birth time: no ASC or MC rows and columns. */
  withAngles?: boolean;
}) {
  const { t } = useTranslation('results');
  const points = withAngles
    ? GRID_POINTS
    : GRID_POINTS.filter((p) => !(ANGLES as readonly string[]).includes(p));
  return (
    <ScrollRegion label={t('grid.title')}>
      <table className="aspect-grid" data-testid="aspect-grid">
        <caption className="sr-only">{t('grid.title')}</caption>
        <thead>
          <tr>
            <td />
            {points.slice(0, -1).map((p) => (
              <th key={p} scope="col" title={t(`bodies.${p}`)}>
                {t(`grid.abbr.${p}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.slice(1).map((row, i) => (
            <tr key={row}>
              <th scope="row" title={t(`bodies.${row}`)}>
                {t(`grid.abbr.${row}`)}
              </th>
              {points.slice(0, -1).map((col, j) => {
                if (j > i) return <td key={col} className="empty" />;
                const a = aspectAt(aspects, row, col);
                return (
                  <td key={col} data-pair={`${col}-${row}`} className={a ? `has ${a.type}` : ''}>
                    {a && (
                      <>
                        <span aria-hidden="true">{ASPECT_GLYPH[a.type]}</span>
                        <span className="sr-only">{t(`aspectTypes.${a.type}`)}</span>
                        <small>
                          {a.orb.toFixed(1)}
                          {t(a.applying ? 'grid.applying' : 'grid.separating')}
                        </small>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
