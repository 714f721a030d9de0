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
 */
export function spreadOnCircle<T extends string>(
  points: readonly { id: T; lonDeg: number }[],
  minGapDeg: number,
): Placed<T>[] {
  const n = points.length;
  if (n === 0) return [];
  const gap = Math.min(minGapDeg, 360 / n);
  const sorted = [...points].map((p) => ({ id: p.id, lonDeg: norm360(p.lonDeg), pos: norm360(p.lonDeg) }));
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
      if (d < gap - 1e-9) {
        const push = (gap - d) / 2;
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
