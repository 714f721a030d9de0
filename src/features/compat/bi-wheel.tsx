import { signElement } from '../../core/astrology/chart-analysis';
import { CHART_BODIES, type ChartBody, SIGNS } from '../../core/astrology/vocabulary';
import type { CompatSide, InterAspect } from '../../core/compat/synastry';
import { ASPECT_CLASS, BODY_GLYPH, SIGN_GLYPH } from '../../shared/ui/wheel/glyphs';
import { polar, screenAngleDeg, spreadOnCircle } from '../../shared/ui/wheel/wheel-layout';
import '../../shared/ui/wheel/wheel.css';

const SIZE = 600;
const C = SIZE / 2;
/** Radii, outside in: B's ring, the zodiac band, A's ring with A's houses, the centre with the contact lines. */
const R = {
  outer: 296,
  bGlyph: 270,
  zodiacOut: 244,
  signGlyph: 224,
  zodiacIn: 204,
  aGlyph: 174,
  houseNum: 134,
  inner: 118,
} as const;
/** Font sizes in viewBox units: the wheel is drawn at 300 px or more, so a body glyph is at least 16 px. */
const FONT = { body: 32, sign: 26, house: 21, axis: 19 } as const;
/** Contacts drawn as lines in the centre: the tight ones between bodies (the table lists them all). */
export const WHEEL_LINE_ORB_DEG = 3;

type Pt = { x: number; y: number };
const line = (a: Pt, b: Pt) => ({ x1: a.x, y1: a.y, x2: b.x, y2: b.y });
const isAngle = (p: string) => p === 'ascendant' || p === 'midheaven';

/** An annular sector of the zodiac band from `from` to `to` degrees of longitude. */
function sector(at: (lon: number, r: number) => Pt, from: number, to: number): string {
  const f = (n: number) => n.toFixed(2);
  const a = at(from, R.zodiacOut);
  const b = at(to, R.zodiacOut);
  const c = at(to, R.zodiacIn);
  const d = at(from, R.zodiacIn);
  return `M${f(a.x)} ${f(a.y)}A${R.zodiacOut} ${R.zodiacOut} 0 0 0 ${f(b.x)} ${f(b.y)}L${f(c.x)} ${f(c.y)}A${R.zodiacIn} ${R.zodiacIn} 0 0 1 ${f(d.x)} ${f(d.y)}Z`;
}

/** One person's 13 bodies on a ring: a tick at the true longitude on the zodiac band, the glyph spread apart. */
function BodyRing({
  side,
  who,
  at,
  glyphR,
  edgeR,
  tickR,
  gapDeg,
}: {
  side: CompatSide;
  who: 'a' | 'b';
  at: (lon: number, r: number) => Pt;
  glyphR: number;
  edgeR: number;
  tickR: number;
  gapDeg: number;
}) {
  const placed = spreadOnCircle(
    CHART_BODIES.map((id) => ({ id, lonDeg: side.bodies[id].longitude })),
    gapDeg,
  );
  const half = FONT.body * 0.55;
  // The leader runs from the tick to the near edge of the glyph.
  const leaderR = glyphR + (edgeR > glyphR ? half : -half);
  return (
    <g className={`bi-ring bi-ring-${who}`}>
      {placed.map((p) => {
        const g = at(p.displayLonDeg, glyphR);
        return (
          <g key={p.id} className="body" data-body={p.id} data-person={who}>
            <line {...line(at(p.lonDeg, edgeR), at(p.lonDeg, tickR))} className="body-tick" />
            <line {...line(at(p.lonDeg, tickR), at(p.displayLonDeg, leaderR))} className="leader" />
            <circle cx={g.x} cy={g.y} r={half} className="body-bg" />
            <text
              x={g.x}
              y={g.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={FONT.body}
              className="body-glyph"
            >
              {BODY_GLYPH[p.id as ChartBody]}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Two charts on one wheel (SVG): the zodiac band, person A's bodies inside it with A's houses and ASC/MC when A's
 * birth time is known, person B's bodies on a ring outside it, and the tight contacts between them as lines in
 * the centre. A's Ascendant stands at 9 o'clock, or 0° Aries without A's birth time. A picture (role="img")
 * named by `label`; the tables beside it give every number.
 */
export function BiWheel({
  a,
  b,
  contacts,
  label,
}: {
  a: CompatSide;
  b: CompatSide;
  contacts: readonly InterAspect[];
  label: string;
}) {
  const asc = a.angles ? a.angles.ascendant.longitude : 0;
  const at = (lon: number, r: number) => polar(C, C, r, screenAngleDeg(lon, asc));
  const gapDeg = (r: number) => ((FONT.body * 1.2) / r) * (180 / Math.PI);
  const lines = contacts.filter((c) => c.orb <= WHEEL_LINE_ORB_DEG && !isAngle(c.a) && !isAngle(c.b));
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="natal-wheel bi-wheel"
      role="img"
      aria-label={label}
      data-testid="bi-wheel"
    >
      <circle cx={C} cy={C} r={R.outer} className="ring-outer" />
      <circle cx={C} cy={C} r={R.zodiacIn} className="ring-houses" />
      <circle cx={C} cy={C} r={R.inner} className="ring-inner" />
      {SIGNS.map((sign, i) => {
        const g = at(i * 30 + 15, R.signGlyph);
        return (
          <g key={sign} className={`sign el-${signElement(sign)}`}>
            <path d={sector(at, i * 30, i * 30 + 30)} className="sign-band" />
            <line {...line(at(i * 30, R.zodiacIn), at(i * 30, R.zodiacOut))} className="ring-line" />
            <text
              x={g.x}
              y={g.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={FONT.sign}
              className="sign-glyph"
            >
              {SIGN_GLYPH[sign]}
            </text>
          </g>
        );
      })}
      <circle cx={C} cy={C} r={R.zodiacOut} className="ring-edge" />
      <circle cx={C} cy={C} r={R.zodiacIn} className="ring-edge" />
      {a.cusps?.map((cusp, i) => {
        const next = a.cusps?.[(i + 1) % 12] as number;
        const mid = cusp + ((next - cusp + 360) % 360) / 2;
        const n = at(mid, R.houseNum);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the twelve cusps are positional
          <g key={`cusp-${i}`}>
            <line
              {...line(at(cusp, R.inner), at(cusp, R.zodiacIn))}
              className={i % 3 === 0 ? 'cusp cusp-axis' : 'cusp'}
            />
            <text
              x={n.x}
              y={n.y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={FONT.house}
              className="house-num"
            >
              {i + 1}
            </text>
          </g>
        );
      })}
      {a.angles &&
        (
          [
            ['ASC', a.angles.ascendant.longitude],
            ['MC', a.angles.midheaven.longitude],
          ] as const
        ).map(([name, lon]) => {
          const l = at(lon, R.inner - FONT.axis * 1.3);
          return (
            <g key={name} className="axis">
              <line {...line(at(lon, R.inner), at(lon, R.zodiacIn))} className="axis-line" />
              <text
                x={l.x}
                y={l.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={FONT.axis}
                className="axis-label"
              >
                {name}
              </text>
            </g>
          );
        })}
      {lines.map((c) => (
        <line
          key={`${c.a}-${c.b}`}
          {...line(
            at(a.bodies[c.a as ChartBody].longitude, R.inner),
            at(b.bodies[c.b as ChartBody].longitude, R.inner),
          )}
          className={`aspect ${ASPECT_CLASS[c.type]}`}
        />
      ))}
      <BodyRing
        side={a}
        who="a"
        at={at}
        glyphR={R.aGlyph}
        edgeR={R.zodiacIn}
        tickR={R.zodiacIn - 8}
        gapDeg={gapDeg(R.aGlyph)}
      />
      <BodyRing
        side={b}
        who="b"
        at={at}
        glyphR={R.bGlyph}
        edgeR={R.zodiacOut}
        tickR={R.zodiacOut + 8}
        gapDeg={gapDeg(R.bGlyph)}
      />
    </svg>
  );
}
