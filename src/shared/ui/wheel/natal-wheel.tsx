import {
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  type SVGProps,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { signElement } from '../../../core/astrology/chart-analysis';
import { CHART_BODIES, type ChartBody, SIGNS } from '../../../core/astrology/vocabulary';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { ASPECT_CLASS, BODY_GLYPH, RETROGRADE_GLYPH, SIGN_GLYPH } from './glyphs';
import {
  axisLabelAngleDeg,
  type LabelRequest,
  type Obstacle,
  placeDegreeLabels,
  polar,
  STACK_PITCH_EM,
  screenAngleDeg,
  spreadOnCircle,
  wheelMetrics,
} from './wheel-layout';
import './wheel.css';

const SIZE = 600;
/** How far from a glyph's centre (CSS px) a click or tap still chooses it: a 44 px target at the least. */
const TAP_RADIUS_PX = 24;
const C = SIZE / 2;
const R = {
  outer: 292,
  signIn: 250,
  signGlyph: 271,
  tick: 242,
} as const;

type Point = { x: number; y: number };
const line = (a: Point, b: Point) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
const pad2 = (n: number) => String(n).padStart(2, '0');
const hasRetrograde = (id: ChartBody) => id !== 'northNode' && id !== 'southNode';
/** Nodes are reported retrograde as a matter of course; the mark is only drawn for the other bodies. */
const isRetro = (chart: WheelChart, id: ChartBody) => chart.bodies[id].retrograde && hasRetrograde(id);

/** What the wheel draws. The optional parts default to on. */
export interface WheelOptions {
  aspects: boolean;
  houses: boolean;
  /** Sign glyphs in the zodiac band. */
  labels: boolean;
  /** ASC/DSC/MC/IC axes; default true. */
  angles?: boolean;
  /** Degree and minute beside each body where there is room; default true. */
  degrees?: boolean;
}

/** The part of a chart the wheel reads. */
export type WheelChart = Pick<ChartOutput, 'bodies' | 'aspects' | 'angles' | 'houses'>;

/**
 * Width in CSS pixels the element is drawn at, kept current as it resizes; null until first measured. Measured by
 * a ResizeObserver, whose first report comes after the browser's own layout: reading the width during React's
 * commit instead would force an extra layout of the whole page. The wheel is then drawn in the next task, so the
 * page's first paint (its heading, the big three) does not wait for the wheel's few hundred elements; the wheel's
 * box is sized by CSS, so nothing moves when it fills in.
 */
function useWidthPx(ref: RefObject<Element | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Without ResizeObserver (old browsers, jsdom): measure once, now.
    if (typeof ResizeObserver === 'undefined') {
      setWidth(el.getBoundingClientRect().width);
      return;
    }
    // A transition: React builds the wheel's few hundred elements in slices, yielding to the browser between
    // them, instead of one long task right after the first paint (Lighthouse's total blocking time).
    const ro = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) startTransition(() => setWidth(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return width;
}

/** Every 5° a tick inward from the zodiac band, longer at each 10°, as one path. */
function tickPath(at: (lon: number, r: number) => Point): string {
  const f = (n: number) => n.toFixed(2);
  let d = '';
  for (let deg = 0; deg < 360; deg += 5) {
    const a = at(deg, R.signIn);
    const b = at(deg, R.signIn - (deg % 10 === 0 ? 7 : 4));
    d += `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
  }
  return d;
}

/** An annular sector between two radii from longitude `fromLon` to `toLon` (counter-clockwise on screen). */
function sectorPath(at: (lon: number, r: number) => Point, fromLon: number, toLon: number): string {
  const a = at(fromLon, R.outer);
  const b = at(toLon, R.outer);
  const c = at(toLon, R.signIn);
  const d = at(fromLon, R.signIn);
  const f = (n: number) => n.toFixed(2);
  return `M${f(a.x)} ${f(a.y)}A${R.outer} ${R.outer} 0 0 0 ${f(b.x)} ${f(b.y)}L${f(c.x)} ${f(c.y)}A${R.signIn} ${R.signIn} 0 0 1 ${f(d.x)} ${f(d.y)}Z`;
}

/**
 * The chart wheel (SVG): zodiac band coloured by element, house cusps and numbers, ASC/DSC/MC/IC axes, the 13
 * bodies at their true longitudes (spread apart when close, with leader lines) with their degree and minute
 * where there is room, retrograde marks and aspect lines. Font sizes follow the drawn width so glyphs stay
 * legible on a phone. With `onSelect`, bodies are focusable buttons: focusing, hovering or tapping one selects
 * it and highlights its aspects; without it the wheel is a picture labelled by `label`.
 * `orientation` 'ascendant' puts the Ascendant at 9 o'clock; 'aries' puts 0° Aries there (no place, no houses).
 */
export function NatalWheel({
  chart,
  options,
  rotationDeg = 0,
  selected = null,
  onSelect,
  orientation = 'ascendant',
  label,
  testId = 'natal-wheel',
}: {
  chart: WheelChart;
  options: WheelOptions;
  rotationDeg?: number;
  selected?: ChartBody | null;
  onSelect?(body: ChartBody | null): void;
  orientation?: 'ascendant' | 'aries';
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation('results');
  const svg = useRef<SVGSVGElement>(null);
  const measuredPx = useWidthPx(svg);
  const widthPx = measuredPx ?? 0;
  // Without a birth time there are no angles or houses: 0° Aries stands at 9 o'clock (issue 17 §2).
  const angles = chart.angles;
  const houses = options.houses ? chart.houses : null;
  const showAngles = options.angles !== false;
  const showDegrees = options.degrees !== false;
  const asc = orientation === 'ascendant' && angles ? angles.ascendant.longitude : 0;
  const at = (lon: number, r: number) => polar(C, C, r, screenAngleDeg(lon, asc));

  // Glyph ring just inside the body ticks; it moves in a little when the glyphs grow on a small screen.
  const m0 = wheelMetrics(widthPx, SIZE, 220);
  const bodyR = R.tick - 6 - m0.bodyFont * 0.6;
  const m = wheelMetrics(widthPx, SIZE, bodyR);
  const glyphHalf = m.bodyFont * 0.5;
  // The ℞ mark stands on the ring just after its glyph (towards increasing longitude), and the spread keeps
  // room for it there, so it never runs into a neighbouring glyph.
  const retroOffset = glyphHalf * 0.9 + m.retroFont * 0.45;
  const retroOffsetDeg = (retroOffset / bodyR) * (180 / Math.PI);
  const aspectR = m.aspectRadius;
  const houseNumR = aspectR + m.houseFont * 0.85;
  const innerR = houses ? houseNumR + m.houseFont * 0.6 + 2 : aspectR + 4;

  const placed = useMemo(
    () =>
      spreadOnCircle(
        CHART_BODIES.map((id) => ({
          id,
          lonDeg: chart.bodies[id].longitude,
          extraAfterDeg: isRetro(chart, id) ? ((m.retroFont * 0.9) / bodyR) * (180 / Math.PI) : 0,
        })),
        m.minGlyphGapDeg,
      ),
    [chart, m.minGlyphGapDeg, m.retroFont, bodyR],
  );

  // Degree labels, laid out in screen space (with the current rotation) so they stay upright and apart.
  const labels = useMemo(() => {
    if (!showDegrees || !m.labels) return new Map();
    const screen = (lon: number) => screenAngleDeg(lon, asc) + rotationDeg;
    const obstacles: Obstacle<ChartBody>[] = [];
    for (const p of placed) {
      const g = polar(C, C, bodyR, screen(p.displayLonDeg));
      obstacles.push({ box: { cx: g.x, cy: g.y, hw: glyphHalf, hh: glyphHalf }, skipFor: p.id });
      if (isRetro(chart, p.id)) {
        const r = polar(C, C, bodyR, screen(p.displayLonDeg + retroOffsetDeg));
        obstacles.push({ box: { cx: r.x, cy: r.y, hw: m.retroFont * 0.42, hh: m.retroFont * 0.5 } });
      }
    }
    const requests: LabelRequest<ChartBody>[] = CHART_BODIES.map((id) => {
      const p = placed.find((q) => q.id === id) as (typeof placed)[number];
      const b = chart.bodies[id];
      return {
        id,
        angleDeg: screen(p.displayLonDeg),
        parts: [`${b.degree}°`, `${pad2(b.minute)}′`],
      };
    });
    const out = placeDegreeLabels(requests, {
      cx: C,
      cy: C,
      glyphRadius: bodyR,
      glyphHalf,
      fontSize: m.labelFont,
      innerRadius: innerR,
      clearance: Math.max(3, m.labelFont * 0.2),
      obstacles,
    });
    return new Map(out.map((l) => [l.id, l]));
  }, [
    showDegrees,
    m.labels,
    m.retroFont,
    m.labelFont,
    placed,
    chart,
    asc,
    rotationDeg,
    bodyR,
    glyphHalf,
    innerR,
    retroOffsetDeg,
  ]);

  const interactive = onSelect !== undefined;
  /**
   * The body a click or Enter chose (as against one shown by focus or hover). A tap focuses, hovers and clicks in
   * one gesture: the click pins what the focus showed instead of toggling it off, and a second press unpins it.
   */
  const pinned = useRef<ChartBody | null>(null);
  const press = (id: ChartBody | null) => {
    const unpin = id !== null && pinned.current === id && selected === id;
    pinned.current = unpin ? null : id;
    onSelect?.(unpin ? null : id);
  };
  /**
   * A click anywhere on the wheel chooses the nearest glyph within TAP_RADIUS_PX of it on screen: a 44 px target
   * around each body however small its glyph is drawn, and in a stellium the nearest body wins, not the one drawn
   * last. A click far from every body lets go of the pinned one.
   */
  const onWheelClick = (e: ReactMouseEvent<SVGSVGElement>) => {
    let best: { id: ChartBody; d: number } | null = null;
    for (const el of svg.current?.querySelectorAll<SVGGElement>('[data-body]') ?? []) {
      const glyph = el.querySelector('.body-glyph') ?? el;
      const r = glyph.getBoundingClientRect();
      const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2));
      if (d <= TAP_RADIUS_PX && (!best || d < best.d)) best = { id: el.dataset.body as ChartBody, d };
    }
    if (best) press(best.id);
    else if (pinned.current) press(null);
  };
  const related = (a: string, b: string) => selected !== null && (a === selected || b === selected);
  const bodyLabel = (id: ChartBody) => {
    const b = chart.bodies[id];
    return `${t(`bodies.${id}`)} ${t(`signs.${b.sign}`)} ${b.degree}°${pad2(b.minute)}′${b.house === null ? '' : `, ${t('astro.houseN', { n: b.house })}`}${b.retrograde && hasRetrograde(id) ? `, ${t('astro.retrograde')}` : ''}`;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches every body through its own button (Enter pins it); the wheel's click only widens the pointer's target
    <svg
      ref={svg}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="natal-wheel"
      role={interactive ? 'group' : 'img'}
      onClick={interactive ? onWheelClick : undefined}
      aria-label={label ?? t('wheel.label')}
      data-testid={testId}
    >
      {/* Drawn once its size is known, not twice. */}
      {measuredPx !== null && (
        <g transform={`rotate(${-rotationDeg} ${C} ${C})`}>
          <circle cx={C} cy={C} r={R.outer} className="ring-outer" />
          <circle cx={C} cy={C} r={R.signIn} className="ring-houses" />
          <circle cx={C} cy={C} r={aspectR} className="ring-inner" />
          {SIGNS.map((sign, i) => {
            const start = i * 30;
            const g = at(start + 15, R.signGlyph);
            return (
              <g key={sign} className={`sign el-${signElement(sign)}`} data-sign={sign}>
                <path d={sectorPath(at, start, start + 30)} className="sign-band" />
                <line {...line(at(start, R.signIn), at(start, R.outer))} className="ring-line" />
                {options.labels && (
                  <UprightText at={g} rotationDeg={rotationDeg} className="sign-glyph" fontSize={m.signFont}>
                    <title>{t(`signs.${sign}`)}</title>
                    {SIGN_GLYPH[sign]}
                  </UprightText>
                )}
              </g>
            );
          })}
          <circle cx={C} cy={C} r={R.outer} className="ring-edge" />
          <circle cx={C} cy={C} r={R.signIn} className="ring-edge" />
          {/* The 72 five-degree ticks as one path: one element to lay out and paint, not 72. */}
          <path d={tickPath(at)} className="deg-tick" />
          {houses?.cusps.map((cusp, i) => {
            const next = houses.cusps[(i + 1) % 12] as number;
            const mid = cusp + ((next - cusp + 360) % 360) / 2;
            const axis = i === 0 || i === 3 || i === 6 || i === 9;
            const num = at(mid, houseNumR);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the twelve cusps are positional
              <g key={`cusp-${i}`}>
                <line
                  {...line(at(cusp, aspectR), at(cusp, R.signIn))}
                  className={axis && showAngles ? 'cusp cusp-axis' : 'cusp'}
                />
                <UprightText at={num} rotationDeg={rotationDeg} className="house-num" fontSize={m.houseFont}>
                  {i + 1}
                </UprightText>
              </g>
            );
          })}
          {showAngles &&
            angles &&
            (
              [
                ['ASC', angles.ascendant.longitude],
                ['DSC', angles.ascendant.longitude + 180],
                ['MC', angles.midheaven.longitude],
                ['IC', angles.midheaven.longitude + 180],
              ] as const
            ).map(([name, lon]) => {
              const a = at(lon, aspectR);
              const b = at(lon, R.outer + 4);
              // Inside the rim whatever the angle: a three-letter label is about 2.2 em wide and 1 em tall; beside
              // its axis rather than on a sign glyph (axisLabelAngleDeg).
              const radiusAt = (deg: number) => {
                const sa = (deg * Math.PI) / 180;
                return (
                  R.outer - 3 - m.axisFont * (1.1 * Math.abs(Math.cos(sa)) + 0.5 * Math.abs(Math.sin(sa)))
                );
              };
              const labelDeg = axisLabelAngleDeg({
                angleDeg: screenAngleDeg(lon, asc),
                radiusAt,
                width: m.axisFont * 0.68 * name.length,
                height: m.axisFont,
                glyphAnglesDeg: options.labels ? SIGNS.map((_, i) => screenAngleDeg(i * 30 + 15, asc)) : [],
                glyphRadius: R.signGlyph,
                glyphSize: m.signFont,
              });
              const l = polar(C, C, radiusAt(labelDeg), labelDeg);
              return (
                <g key={name} className="axis">
                  <line {...line(a, b)} className="axis-line" />
                  <UprightText at={l} rotationDeg={rotationDeg} className="axis-label" fontSize={m.axisFont}>
                    {name}
                  </UprightText>
                </g>
              );
            })}
          {options.aspects &&
            chart.aspects
              .filter(
                (a) =>
                  a.a !== 'ascendant' && a.a !== 'midheaven' && a.b !== 'ascendant' && a.b !== 'midheaven',
              )
              .map((a) => {
                const p = at(chart.bodies[a.a as ChartBody].longitude, aspectR);
                const q = at(chart.bodies[a.b as ChartBody].longitude, aspectR);
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
          {/* A patch of background under every glyph first, so lines stop short of the glyphs but no body's
            patch can cover a neighbour's retrograde mark or label. */}
          {placed.map((p) => {
            const g = at(p.displayLonDeg, bodyR);
            return <circle key={`bg-${p.id}`} cx={g.x} cy={g.y} r={glyphHalf} className="body-bg" />;
          })}
          {placed.map((p) => {
            const body = chart.bodies[p.id];
            const tick = at(p.lonDeg, R.tick);
            const tickIn = at(p.lonDeg, R.signIn);
            const g = at(p.displayLonDeg, bodyR);
            const leaderEnd = at(p.displayLonDeg, bodyR + glyphHalf + 2);
            const isSel = selected === p.id;
            const deg = labels.get(p.id);
            const retro = isRetro(chart, p.id) ? at(p.displayLonDeg + retroOffsetDeg, bodyR) : null;
            // The label box was placed in screen space; bring its centre back into the rotating group's frame.
            const labelAt = deg
              ? polar(
                  C,
                  C,
                  Math.hypot(deg.box.cx - C, deg.box.cy - C),
                  Math.atan2(C - deg.box.cy, deg.box.cx - C) / (Math.PI / 180) - rotationDeg,
                )
              : null;
            const handlers = interactive
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-pressed': isSel,
                  'aria-label': bodyLabel(p.id),
                  // Focus and hover show a body; a click (the wheel's own handler) or Enter pins it.
                  onFocus: () => onSelect(p.id),
                  onMouseEnter: () => onSelect(p.id),
                  onKeyDown: (e: KeyboardEvent) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      press(p.id);
                    } else if (e.key === 'Escape') {
                      pinned.current = null;
                      onSelect(null);
                    }
                  },
                }
              : {};
            return (
              <g
                key={p.id}
                className={`body${isSel ? ' selected' : ''}${selected && !isSel ? ' dim' : ''}`}
                data-body={p.id}
                data-lon={p.lonDeg.toFixed(4)}
                {...handlers}
              >
                <line {...line(tickIn, tick)} className="body-tick" />
                <line {...line(tick, leaderEnd)} className="leader" />
                <circle cx={g.x} cy={g.y} r={m.bodyFont * 0.72} className="body-hit" />
                <UprightText at={g} rotationDeg={rotationDeg} className="body-glyph" fontSize={m.bodyFont}>
                  {BODY_GLYPH[p.id]}
                </UprightText>
                {retro && (
                  <UprightText
                    at={retro}
                    rotationDeg={rotationDeg}
                    className="retro-mark"
                    fontSize={m.retroFont}
                  >
                    {RETROGRADE_GLYPH}
                  </UprightText>
                )}
                {deg && labelAt && (
                  <UprightText
                    at={labelAt}
                    rotationDeg={rotationDeg}
                    className="deg-label"
                    fontSize={m.labelFont}
                    data-label-shape={deg.shape}
                  >
                    {deg.shape === 'line' ? (
                      `${body.degree}°${pad2(body.minute)}′`
                    ) : (
                      <>
                        <tspan x={labelAt.x} dy={`${-STACK_PITCH_EM / 2}em`}>{`${body.degree}°`}</tspan>
                        <tspan x={labelAt.x} dy={`${STACK_PITCH_EM}em`}>{`${pad2(body.minute)}′`}</tspan>
                      </>
                    )}
                  </UprightText>
                )}
              </g>
            );
          })}
        </g>
      )}
    </svg>
  );
}

/** A label centred on a point of the wheel that stays upright however the wheel is turned. */
function UprightText({
  at,
  rotationDeg,
  children,
  ...rest
}: { at: Point; rotationDeg: number; children: ReactNode } & SVGProps<SVGTextElement>) {
  return (
    <text
      x={at.x}
      y={at.y}
      textAnchor="middle"
      dominantBaseline="central"
      transform={`rotate(${rotationDeg} ${at.x} ${at.y})`}
      {...rest}
    >
      {children}
    </text>
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
