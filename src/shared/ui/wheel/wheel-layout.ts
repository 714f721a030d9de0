/** Geometry of the natal wheel: where a longitude sits on screen, and how close bodies are spread apart. */

/** Degrees → radians. */
const RAD = Math.PI / 180;

function norm360(d: number): number {
  const r = d % 360;
  return r < 0 ? r + 360 : r;
}

/**
 * Screen angle (degrees, counter-clockwise from 3 o'clock) of an ecliptic longitude on a wheel with the
 * Ascendant at 9 o'clock and the zodiac running counter-clockwise, as astrologers draw it.
 */
export function screenAngleDeg(lonDeg: number, ascDeg: number): number {
  return norm360(180 + lonDeg - ascDeg);
}

/** SVG point at a screen angle and radius around (cx, cy); y grows downwards. */
export function polar(cx: number, cy: number, radius: number, angleDeg: number): { x: number; y: number } {
  return { x: cx + radius * Math.cos(angleDeg * RAD), y: cy - radius * Math.sin(angleDeg * RAD) };
}

export interface Placed<T extends string> {
  id: T;
  lonDeg: number;
  /** Where the glyph is drawn; equal to lonDeg unless it had to move away from a neighbour. */
  displayLonDeg: number;
}

/**
 * Spreads points around the circle so neighbouring glyphs are at least `minGapDeg` apart, moving each as little
 * as possible (iterative relaxation on the longitude-sorted ring). Leader lines then join glyph and true position.
 * A point with `extraAfterDeg` keeps that much more room on its side of increasing longitude (for a mark drawn
 * beside its glyph). When everything cannot fit, all gaps shrink in proportion.
 */
export function spreadOnCircle<T extends string>(
  points: readonly { id: T; lonDeg: number; extraAfterDeg?: number }[],
  minGapDeg: number,
): Placed<T>[] {
  const n = points.length;
  if (n === 0) return [];
  const wanted = points.reduce((sum, p) => sum + minGapDeg + (p.extraAfterDeg ?? 0), 0);
  const scale = Math.min(1, 360 / wanted);
  const gap = minGapDeg * scale;
  const sorted = [...points].map((p) => ({
    id: p.id,
    lonDeg: norm360(p.lonDeg),
    pos: norm360(p.lonDeg),
    after: (p.extraAfterDeg ?? 0) * scale,
  }));
  sorted.sort((a, b) => a.pos - b.pos);
  // Work on an unwrapped line starting after the widest empty arc, so clusters never straddle the cut.
  let cut = 0;
  let widest = -1;
  for (let i = 0; i < n; i++) {
    const a = sorted[i] as { pos: number };
    const b = sorted[(i + 1) % n] as { pos: number };
    const arc = norm360(b.pos - a.pos) || (n === 1 ? 360 : 0);
    if (arc > widest) {
      widest = arc;
      cut = (i + 1) % n;
    }
  }
  const line = [...sorted.slice(cut), ...sorted.slice(0, cut)];
  const base = (line[0] as { pos: number }).pos;
  const xs = line.map((p) => norm360(p.pos - base));
  for (let iter = 0; iter < 200; iter++) {
    let moved = false;
    for (let i = 0; i + 1 < n; i++) {
      const d = (xs[i + 1] as number) - (xs[i] as number);
      const need = gap + (line[i] as { after: number }).after;
      if (d < need - 1e-9) {
        const push = (need - d) / 2;
        xs[i] = (xs[i] as number) - push;
        xs[i + 1] = (xs[i + 1] as number) + push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return line.map((p, i) => ({
    id: p.id,
    lonDeg: p.lonDeg,
    displayLonDeg: norm360(base + (xs[i] as number)),
  }));
}

/** The smaller angular distance between two longitudes, degrees (0–180). */
export function arcDeg(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? 360 - d : d;
}

/** An axis-aligned box by its centre and half sizes (SVG user units, y down). */
export interface Box {
  cx: number;
  cy: number;
  hw: number;
  hh: number;
}

/** True when two boxes overlap or come closer than `clearance`. */
export function boxesOverlap(a: Box, b: Box, clearance = 0): boolean {
  return Math.abs(a.cx - b.cx) < a.hw + b.hw + clearance && Math.abs(a.cy - b.cy) < a.hh + b.hh + clearance;
}

/** How far an axis-aligned box reaches from its centre towards a screen angle (its support function). */
function reach(hw: number, hh: number, angleDeg: number): number {
  return hw * Math.abs(Math.cos(angleDeg * RAD)) + hh * Math.abs(Math.sin(angleDeg * RAD));
}

/**
 * Advance width of a label in em, erring wide so the drawn text never leaves its box: tabular digits 0.64 em
 * (DejaVu Sans, the widest common fallback), ° 0.5, ′ 0.37, anything else 0.64.
 */
export function labelWidthEm(text: string): number {
  let em = 0;
  for (const ch of text) em += ch === '°' ? 0.5 : ch === '′' ? 0.37 : 0.64;
  return em;
}

/** Sizes (SVG user units) for a wheel drawn `widthPx` CSS pixels wide on a `viewBoxSize` canvas. */
export interface WheelMetrics {
  /** CSS pixels per user unit. */
  pxPerUnit: number;
  bodyFont: number;
  signFont: number;
  labelFont: number;
  houseFont: number;
  axisFont: number;
  retroFont: number;
  /** Smallest angle between neighbouring body glyphs on the ring, degrees. */
  minGlyphGapDeg: number;
  /** False when degree labels would be too small to read at this size (they are then left out). */
  labels: boolean;
  /** Radius of the aspect circle: smaller on a small wheel, to leave the labels room beside the glyphs. */
  aspectRadius: number;
}

/** Degree labels are left out below this on-screen font size, and the wheel never shrinks them under it. */
export const MIN_LABEL_PX = 10;
/** Body and sign glyphs are drawn at least this large on screen (issue 9: legible on a 375 px phone). */
export const MIN_GLYPH_PX = 14;

/**
 * Font sizes that stay legible on a phone: each is the desktop size in user units or, when the wheel is drawn
 * small, the size that still gives its minimum in CSS pixels. The glyph gap grows with the glyphs so they never
 * touch; labels are dropped when even their minimum would not fit beside the glyphs (under ~240 px).
 */
export function wheelMetrics(widthPx: number, viewBoxSize: number, bodyRadius: number): WheelMetrics {
  const pxPerUnit = widthPx > 0 ? widthPx / viewBoxSize : 1;
  const units = (px: number) => px / pxPerUnit;
  const bodyFont = Math.max(21, units(MIN_GLYPH_PX + 1));
  const labelFont = Math.max(12.5, units(MIN_LABEL_PX + 0.5));
  return {
    pxPerUnit,
    bodyFont,
    signFont: Math.max(23, units(MIN_GLYPH_PX)),
    labelFont,
    houseFont: Math.max(13, units(10)),
    axisFont: Math.max(12, units(9.5)),
    retroFont: Math.max(11, units(9)),
    // The glyph's own width plus a little air, as an angle at the glyph ring; never under 8°.
    minGlyphGapDeg: Math.max(8, ((bodyFont * 1.2) / bodyRadius) * (180 / Math.PI)),
    labels: widthPx === 0 || widthPx >= 240,
    // 104 of 300 from 0.5 px per unit (a 300 px wheel) up, easing to 84 at 0.4 (240 px).
    aspectRadius: 84 + 20 * Math.min(1, Math.max(0, (pxPerUnit - 0.4) / 0.1)),
  };
}

/** A body whose degree label is to be placed: its glyph's screen angle and the two parts of the label. */
export interface LabelRequest<T extends string> {
  id: T;
  /** Screen angle of the glyph (where it is drawn after spreading and rotation), degrees. */
  angleDeg: number;
  /** Degree and minute, e.g. ['24°', '08′']: drawn on one line when it fits, else stacked. */
  parts: readonly [string, string];
}

/** Something a label must not cover; `skipFor` names the body whose own glyph it is (kept clear separately). */
export interface Obstacle<T extends string> {
  box: Box;
  skipFor?: T;
}

/** Where the labels may go: inside the glyph ring, outside `innerRadius`, clear of every obstacle. */
export interface LabelGeometry<T extends string> {
  cx: number;
  cy: number;
  /** Radius of the glyph centres. */
  glyphRadius: number;
  /** Radius of a glyph's ink around its centre: a label keeps this plus `clearance` from its own glyph. */
  glyphHalf: number;
  fontSize: number;
  /** Labels must stay outside this circle (aspect ring, house numbers). */
  innerRadius: number;
  /** Space kept between a label and anything else. */
  clearance: number;
  /** Boxes no label may cover: every glyph, retrograde mark, house number. */
  obstacles: readonly Obstacle<T>[];
}

export interface PlacedLabel<T extends string> {
  id: T;
  shape: 'line' | 'stack';
  box: Box;
}

/** Line pitch of a stacked label, in em; a line's box is 1 em tall (digit ink is about 0.72 em). */
export const STACK_PITCH_EM = 1;
const LINE_BOX_EM = 1;
/** How far inwards a label may step, in em, when the spot right beside its glyph is taken. */
const STEP_IN_EM = [0, 0.6] as const;

/**
 * Places degree labels just inside their glyphs, in the order given (so put the most important first). A label
 * is tried on one line, then as degree over minute, right beside its glyph and then a little further in; the
 * first that fits between the glyph and `innerRadius` without touching an obstacle or an earlier label is
 * kept. A label that fits nowhere is left out: labels are never shrunk or allowed to overlap.
 */
export function placeDegreeLabels<T extends string>(
  requests: readonly LabelRequest<T>[],
  g: LabelGeometry<T>,
): PlacedLabel<T>[] {
  const placed: PlacedLabel<T>[] = [];
  for (const req of requests) {
    const [deg, min] = req.parts;
    const shapes = [
      {
        shape: 'line' as const,
        hw: (labelWidthEm(deg + min) * g.fontSize) / 2,
        hh: (LINE_BOX_EM * g.fontSize) / 2,
      },
      {
        shape: 'stack' as const,
        hw: (Math.max(labelWidthEm(deg), labelWidthEm(min)) * g.fontSize) / 2,
        hh: ((STACK_PITCH_EM + LINE_BOX_EM) * g.fontSize) / 2,
      },
    ];
    const others = g.obstacles.filter((o) => o.skipFor !== req.id);
    search: for (const step of STEP_IN_EM) {
      for (const s of shapes) {
        const toward = reach(s.hw, s.hh, req.angleDeg);
        // The box's nearest point along the radius is glyphHalf + clearance from the glyph's centre, and no
        // point of a box is nearer than its projection: the glyph's round ink stays clear.
        const r = g.glyphRadius - g.glyphHalf - g.clearance - toward - step * g.fontSize;
        if (r - toward < g.innerRadius) continue;
        const c = polar(g.cx, g.cy, r, req.angleDeg);
        const box: Box = { cx: c.x, cy: c.y, hw: s.hw, hh: s.hh };
        const blocked =
          others.some((o) => boxesOverlap(box, o.box, g.clearance)) ||
          placed.some((p) => boxesOverlap(box, p.box, g.clearance));
        if (blocked) continue;
        placed.push({ id: req.id, shape: s.shape, box });
        break search;
      }
    }
  }
  return placed;
}

/** An axis label (ASC, DSC, MC, IC) to place in the zodiac band beside its axis, clear of the band's sign glyphs. */
export interface AxisLabelRequest {
  /** The axis' screen angle, degrees (counter-clockwise from 3 o'clock). */
  angleDeg: number;
  /** The label's radius at a screen angle (it sits further in where the upright label is wider across the band). */
  radiusAt: (angleDeg: number) => number;
  /** The label's box, user units. */
  width: number;
  height: number;
  /** Screen angles of the sign glyphs' centres, their radius and their box's side. */
  glyphAnglesDeg: readonly number[];
  glyphRadius: number;
  glyphSize: number;
}

/**
 * The screen angle at which an axis label is drawn (issue 30 §5): on its axis unless that would cover a sign glyph,
 * else moved along the band, half a degree at a time, away from the glyph it would cover (at most 15°, half a
 * sign). Boxes are compared on screen, both upright.
 */
export function axisLabelAngleDeg(r: AxisLabelRequest): number {
  const box = (angle: number, radius: number, w: number, h: number) => {
    const p = polar(0, 0, radius, angle);
    return { x0: p.x - w / 2, x1: p.x + w / 2, y0: p.y - h / 2, y1: p.y + h / 2 };
  };
  const glyphs = r.glyphAnglesDeg.map((a) => ({ a, b: box(a, r.glyphRadius, r.glyphSize, r.glyphSize) }));
  const hit = (angle: number) => {
    const l = box(angle, r.radiusAt(angle), r.width, r.height);
    return glyphs.find(({ b }) => l.x0 < b.x1 && b.x0 < l.x1 && l.y0 < b.y1 && b.y0 < l.y1);
  };
  const first = hit(r.angleDeg);
  if (!first) return r.angleDeg;
  // Away from the glyph it covers: the side the axis already leans to.
  const lean = ((r.angleDeg - first.a + 540) % 360) - 180;
  for (const dir of lean >= 0 ? [1, -1] : [-1, 1])
    for (let step = 0.5; step <= 15; step += 0.5)
      if (!hit(r.angleDeg + dir * step)) return norm360(r.angleDeg + dir * step);
  return r.angleDeg;
}
