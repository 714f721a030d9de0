import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_BODIES, type ChartBody, SIGNS } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { ASPECT_CLASS, BODY_GLYPH, SIGN_GLYPH } from './glyphs';
import { polar, screenAngleDeg, spreadOnCircle } from './wheel-layout';
import './wheel.css';

const SIZE = 600;
const C = SIZE / 2;
const R = {
  outer: 292,
  signIn: 252,
  signGlyph: 272,
  tick: 244,
  body: 214,
  houseNum: 158,
  aspect: 140,
} as const;
const MIN_GLYPH_GAP_DEG = 8;

type Point = { x: number; y: number };
const line = (a: Point, b: Point) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });

export interface WheelOptions {
  aspects: boolean;
  houses: boolean;
  labels: boolean;
}

/**
 * The natal chart wheel (SVG): zodiac ring, house cusps and numbers, ASC/DSC/MC/IC axes, the 13 bodies at their
 * true longitudes (spread apart when close, with leader lines), retrograde marks and aspect lines. Bodies are
 * focusable; focusing, hovering or tapping one selects it and highlights its aspects.
 */
export function NatalWheel({
  chart,
  options,
  rotationDeg,
  selected,
  onSelect,
}: {
  chart: ChartOutput;
  options: WheelOptions;
  rotationDeg: number;
  selected: ChartBody | null;
  onSelect(body: ChartBody | null): void;
}) {
  const { t } = useTranslation('results');
  const asc = chart.angles.ascendant.longitude;
  const at = (lon: number, r: number) => polar(C, C, r, screenAngleDeg(lon, asc));
  const placed = useMemo(
    () =>
      spreadOnCircle(
        CHART_BODIES.map((id) => ({ id, lonDeg: chart.bodies[id].longitude })),
        MIN_GLYPH_GAP_DEG,
      ),
    [chart],
  );
  const related = (a: string, b: string) => selected !== null && (a === selected || b === selected);
  const bodyLabel = (id: ChartBody) => {
    const b = chart.bodies[id];
    return `${t(`bodies.${id}`)} ${t(`signs.${b.sign}`)} ${b.degree}°${String(b.minute).padStart(2, '0')}′, ${t('astro.houseN', { n: b.house })}${b.retrograde && id !== 'northNode' && id !== 'southNode' ? `, ${t('astro.retrograde')}` : ''}`;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG root cannot be a fieldset; its focusable bodies form the group
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="natal-wheel"
      role="group"
      aria-label={t('wheel.label')}
      data-testid="natal-wheel"
    >
      <g transform={`rotate(${-rotationDeg} ${C} ${C})`}>
        <circle cx={C} cy={C} r={R.outer} className="ring-outer" />
        <circle cx={C} cy={C} r={R.signIn} className="ring-houses" />
        <circle cx={C} cy={C} r={R.aspect} className="ring-inner" />
        {SIGNS.map((sign, i) => {
          const start = i * 30;
          const a = at(start, R.signIn);
          const b = at(start, R.outer);
          const g = at(start + 15, R.signGlyph);
          return (
            <g key={sign} className={`sign sign-${i % 4}`}>
              <line {...line(a, b)} className="ring-line" />
              {options.labels && (
                <text x={g.x} y={g.y} className="sign-glyph" textAnchor="middle" dominantBaseline="central">
                  <title>{t(`signs.${sign}`)}</title>
                  {SIGN_GLYPH[sign]}
                </text>
              )}
            </g>
          );
        })}
        {Array.from({ length: 72 }, (_, k) => k * 5).map((deg) => {
          const a = at(deg, R.signIn);
          const b = at(deg, R.signIn - (deg % 10 === 0 ? 7 : 4));
          return <line key={`deg-${deg}`} {...line(a, b)} className="deg-tick" />;
        })}
        {options.houses &&
          chart.houses.cusps.map((cusp, i) => {
            const next = chart.houses.cusps[(i + 1) % 12] as number;
            const mid = cusp + ((next - cusp + 360) % 360) / 2;
            const axis = i === 0 || i === 3 || i === 6 || i === 9;
            const num = at(mid, R.houseNum);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve cusps are positional
              <g key={`cusp-${i}`}>
                <line
                  {...line(at(cusp, R.aspect), at(cusp, R.signIn))}
                  className={axis ? 'cusp cusp-axis' : 'cusp'}
                />
                <text
                  x={num.x}
                  y={num.y}
                  className="house-num"
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {i + 1}
                </text>
              </g>
            );
          })}
        {(
          [
            ['ASC', asc],
            ['DSC', asc + 180],
            ['MC', chart.angles.midheaven.longitude],
            ['IC', chart.angles.midheaven.longitude + 180],
          ] as const
        ).map(([label, lon]) => {
          const a = at(lon, R.aspect);
          const b = at(lon, R.outer + 4);
          const l = at(lon, R.outer - 8);
          return (
            <g key={label} className="axis">
              <line {...line(a, b)} className="axis-line" />
              <text x={l.x} y={l.y} className="axis-label" textAnchor="middle" dominantBaseline="central">
                {label}
              </text>
            </g>
          );
        })}
        {options.aspects &&
          chart.aspects
            .filter(
              (a) => a.a !== 'ascendant' && a.a !== 'midheaven' && a.b !== 'ascendant' && a.b !== 'midheaven',
            )
            .map((a) => {
              const p = at(chart.bodies[a.a as ChartBody].longitude, R.aspect);
              const q = at(chart.bodies[a.b as ChartBody].longitude, R.aspect);
              const dim = selected !== null && !related(a.a, a.b);
              return (
                <line
                  key={`${a.a}-${a.b}`}
                  {...line(p, q)}
                  className={`aspect ${ASPECT_CLASS[a.type]}${dim ? ' dim' : ''}${related(a.a, a.b) ? ' hot' : ''}`}
                  data-aspect={`${a.a}-${a.b}-${a.type}`}
                >
                  <title>
                    {`${t(`bodies.${a.a}`)} ${t(`aspectTypes.${a.type}`)} ${t(`bodies.${a.b}`)} · ${t('astro.orb')} ${a.orb.toFixed(2)}°`}
                  </title>
                </line>
              );
            })}
        {placed.map((p) => {
          const body = chart.bodies[p.id];
          const tick = at(p.lonDeg, R.tick);
          const tickIn = at(p.lonDeg, R.signIn);
          const g = at(p.displayLonDeg, R.body);
          const leaderEnd = at(p.displayLonDeg, R.body + 14);
          const isSel = selected === p.id;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it behaves as one
            <g
              key={p.id}
              className={`body${isSel ? ' selected' : ''}${selected && !isSel ? ' dim' : ''}`}
              role="button"
              tabIndex={0}
              aria-pressed={isSel}
              aria-label={bodyLabel(p.id)}
              data-body={p.id}
              data-lon={p.lonDeg.toFixed(4)}
              onClick={() => onSelect(isSel ? null : p.id)}
              onFocus={() => onSelect(p.id)}
              onMouseEnter={() => onSelect(p.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelect(isSel ? null : p.id);
                } else if (e.key === 'Escape') onSelect(null);
              }}
            >
              <line {...line(tickIn, tick)} className="body-tick" />
              <line {...line(tick, leaderEnd)} className="leader" />
              <circle cx={g.x} cy={g.y} r={15} className="body-hit" />
              <text
                x={g.x}
                y={g.y}
                className="body-glyph"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${rotationDeg} ${g.x} ${g.y})`}
              >
                {BODY_GLYPH[p.id]}
              </text>
              {body.retrograde && p.id !== 'northNode' && p.id !== 'southNode' && (
                <text
                  x={g.x + 11}
                  y={g.y + 10}
                  className="retro-mark"
                  textAnchor="middle"
                  dominantBaseline="central"
                  transform={`rotate(${rotationDeg} ${g.x} ${g.y})`}
                >
                  ℞
                </text>
              )}
            </g>
          );
        })}
      </g>
    </svg>
  );
}

/** Rotation in degrees driven by requestAnimationFrame while `running` (degrees per second `speed`). */
export function useRotation(running: boolean, speed: number): [number, () => void] {
  const [deg, setDeg] = useState(0);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (!running) {
      last.current = null;
      return;
    }
    let frame = 0;
    const step = (now: number) => {
      if (last.current !== null) {
        const dt = (now - last.current) / 1000;
        setDeg((d) => (d + speed * dt) % 360);
      }
      last.current = now;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, speed]);
  return [deg, () => setDeg(0)];
}
