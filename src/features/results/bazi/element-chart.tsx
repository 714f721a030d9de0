import { useTranslation } from 'react-i18next';
import { ELEMENTS, type Element } from '../../../core/bazi/stems-branches';

const SIZE = 300;
const C = SIZE / 2;
const R = 105;
/** Pentagon order of the generating cycle (wood → fire → earth → metal → water), wood at the top. */
const point = (i: number, r = R) => {
  const a = (-90 + i * 72) * (Math.PI / 180);
  return { x: C + r * Math.cos(a), y: C + r * Math.sin(a) };
};

/**
 * The five elements as a pentagon: the generating cycle around the rim (arrows), the controlling cycle as the inner
 * star (dashed), and each element's circle sized by its weighted share.
 */
export function ElementChart({
  percent,
  missing,
}: {
  percent: Record<Element, number>;
  missing: readonly Element[];
}) {
  const { t } = useTranslation('results');
  const label = ELEMENTS.map((e) => `${t(`elements.${e}`)} ${percent[e]}%`).join(', ');
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="element-chart"
      role="img"
      aria-label={`${t('elementChart.title')}: ${label}`}
      data-testid="element-chart"
    >
      <defs>
        <marker
          id="arrow-gen"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="gen-head" />
        </marker>
      </defs>
      {ELEMENTS.map((e, i) => {
        const a = point(i, R);
        const b = point((i + 1) % 5, R);
        const shrink = 0.2;
        return (
          <line
            key={`gen-${e}`}
            x1={a.x + (b.x - a.x) * shrink}
            y1={a.y + (b.y - a.y) * shrink}
            x2={a.x + (b.x - a.x) * (1 - shrink)}
            y2={a.y + (b.y - a.y) * (1 - shrink)}
            className="gen"
            markerEnd="url(#arrow-gen)"
          />
        );
      })}
      {ELEMENTS.map((e, i) => {
        const a = point(i, R * 0.78);
        const b = point((i + 2) % 5, R * 0.78);
        return <line key={`ctl-${e}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="ctl" />;
      })}
      {ELEMENTS.map((e, i) => {
        const p = point(i, R);
        const r = 14 + (percent[e] / 100) * 40;
        return (
          <g key={e} className={`el-node el-${e}${missing.includes(e) ? ' missing' : ''}`}>
            <circle cx={p.x} cy={p.y} r={r} />
            <text x={p.x} y={p.y - 4} textAnchor="middle" dominantBaseline="central" className="el-name">
              {t(`elements.${e}`)}
            </text>
            <text x={p.x} y={p.y + 12} textAnchor="middle" dominantBaseline="central" className="el-pct">
              {percent[e]}%
            </text>
          </g>
        );
      })}
    </svg>
  );
}
