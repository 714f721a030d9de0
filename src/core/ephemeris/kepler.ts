/** Gaussian gravitational constant k (AU^3/2 / day); μ = k² is the Sun's GM in AU³/day². */
export const GAUSS_K = 0.01720209895;
const MU_SUN = GAUSS_K * GAUSS_K;

/** Cartesian state: position in AU and velocity in AU/day, any inertial frame centred on the Sun. */
export type State = readonly [x: number, y: number, z: number, vx: number, vy: number, vz: number];

const dot = (a: readonly number[], b: readonly number[]) =>
  (a[0] as number) * (b[0] as number) +
  (a[1] as number) * (b[1] as number) +
  (a[2] as number) * (b[2] as number);

/**
 * Advances a heliocentric state by `dtDays` on an unperturbed ellipse (Lagrange f and g functions with the
 * eccentric-anomaly difference solved by Newton). Used only for short hops (≤ half a table step) where the
 * planets' pull changes the path by well under an arcsecond.
 */
export function propagateKepler(state: State, dtDays: number, mu = MU_SUN): State {
  const r0v = [state[0], state[1], state[2]];
  const v0v = [state[3], state[4], state[5]];
  const r0 = Math.sqrt(dot(r0v, r0v));
  const v2 = dot(v0v, v0v);
  const a = 1 / (2 / r0 - v2 / mu); // vis-viva; elliptic orbits only (a > 0)
  const n = Math.sqrt(mu / (a * a * a));
  const sigma0 = dot(r0v, v0v) / Math.sqrt(mu * a); // e·sin E0
  const c0 = 1 - r0 / a; // e·cos E0
  const dM = n * dtDays;
  // Solve dM = dE − c0·sin dE + sigma0·(1 − cos dE) for dE.
  let dE = dM;
  for (let i = 0; i < 30; i++) {
    const s = Math.sin(dE);
    const c = Math.cos(dE);
    const f = dE - c0 * s + sigma0 * (1 - c) - dM;
    const fp = 1 - c0 * c + sigma0 * s;
    const step = f / fp;
    dE -= step;
    if (Math.abs(step) < 1e-14) break;
  }
  const s = Math.sin(dE);
  const c = Math.cos(dE);
  const r = a + (r0 - a) * c + sigma0 * Math.sqrt(a) * s * Math.sqrt(a); // = a(1 − e cos E)
  const f = 1 - (a / r0) * (1 - c);
  const g = dtDays + (Math.sin(dE) - dE) / n;
  const fdot = (-Math.sqrt(mu * a) / (r * r0)) * s;
  const gdot = 1 - (a / r) * (1 - c);
  return [
    f * state[0] + g * state[3],
    f * state[1] + g * state[4],
    f * state[2] + g * state[5],
    fdot * state[0] + gdot * state[3],
    fdot * state[1] + gdot * state[4],
    fdot * state[2] + gdot * state[5],
  ];
}

/**
 * Heliocentric position (AU) between two integrated table states `left` (at t0) and `right` (at t0 + stepDays),
 * `dtDays` after `left`: a Kepler arc from `left` plus the planets' pull, taken as the constant acceleration
 * that closes the arc onto `right`. Exact at both ends; error grows only with the change of that pull.
 */
export function positionBetween(
  left: State,
  right: State,
  stepDays: number,
  dtDays: number,
): [number, number, number] {
  const arc = propagateKepler(left, dtDays);
  const end = propagateKepler(left, stepDays);
  const w = (dtDays / stepDays) ** 2;
  return [
    arc[0] + w * (right[0] - end[0]),
    arc[1] + w * (right[1] - end[1]),
    arc[2] + w * (right[2] - end[2]),
  ];
}
