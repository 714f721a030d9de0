/** A body's heliocentric EQJ position (AU) as Chebyshev series per fixed-length segment (scripts/orbits/). */
export interface ChebyshevTable {
  /** Julian Day (TT) where the first segment starts. */
  startJdTt: number;
  segmentDays: number;
  degree: number;
  /** Per segment, per axis (x, y, z), degree + 1 coefficients. */
  coefficients: readonly number[];
}

/** The table's position at a Julian Day (TT), by Clenshaw's recurrence; the end segments extend past the span. */
export function chebyshevPosition(table: ChebyshevTable, jdTt: number): [number, number, number] {
  const { startJdTt, segmentDays, degree, coefficients } = table;
  const segments = coefficients.length / (3 * (degree + 1));
  const seg = Math.min(Math.max(Math.floor((jdTt - startJdTt) / segmentDays), 0), segments - 1);
  const x = (2 * (jdTt - startJdTt - seg * segmentDays)) / segmentDays - 1;
  const out: [number, number, number] = [0, 0, 0];
  for (let axis = 0; axis < 3; axis++) {
    const base = (seg * 3 + axis) * (degree + 1);
    let b0 = 0;
    let b1 = 0;
    for (let n = degree; n >= 1; n--) {
      const b2 = b1;
      b1 = b0;
      b0 = 2 * x * b1 - b2 + (coefficients[base + n] as number);
    }
    out[axis] = x * b0 - b1 + (coefficients[base] as number);
  }
  return out;
}
