export type Vec3 = [number, number, number];

/** The speed of light, AU per day (IAU 2009: 299 792 458 m/s, 1 AU = 149 597 870 700 m). */
export const C_AU_PER_DAY = 173.144_632_674_240_3;
/** Light deflection by the Sun at 1 AU, 2GM☉/(c²·AU), radians (0.00407″). */
const DEFLECTION_RAD = 1.974_126e-8;

const norm = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);

/**
 * Where a body was when the light now reaching the Earth left it: its heliocentric position at t − τ, τ the light time
 * (three passes converge far below 0.001″), for an Earth at `earthPos` (heliocentric, AU, same frame).
 */
export function retardedPosition(
  positionAt: (jdTt: number) => Vec3,
  jdTt: number,
  earthPos: Vec3,
): { pos: Vec3; tauDays: number } {
  let tauDays = 0;
  let pos: Vec3 = [0, 0, 0];
  for (let pass = 0; pass < 3; pass++) {
    pos = positionAt(jdTt - tauDays);
    tauDays = norm([pos[0] - earthPos[0], pos[1] - earthPos[1], pos[2] - earthPos[2]]) / C_AU_PER_DAY;
  }
  return { pos, tauDays };
}

/**
 * The apparent direction from the Earth of a body at heliocentric `pos` (already retarded by the light time), for an
 * Earth at `earthPos` moving at `earthVel` (AU/day): the Sun's light deflection (IERS Conventions 2010, 7.2; 0.5″ a
 * degree from the Sun) and annual aberration to first order in v/c. Any frame, as long as all three share it.
 */
export function apparentDirection(pos: Vec3, earthPos: Vec3, earthVel: Vec3): Vec3 {
  const g: Vec3 = [pos[0] - earthPos[0], pos[1] - earthPos[1], pos[2] - earthPos[2]];
  const dist = norm(g);
  const u: Vec3 = [g[0] / dist, g[1] / dist, g[2] / dist];
  const eDist = norm(earthPos);
  const e: Vec3 = [earthPos[0] / eDist, earthPos[1] / eDist, earthPos[2] / eDist];
  const pDist = norm(pos);
  const q: Vec3 = [pos[0] / pDist, pos[1] / pDist, pos[2] / pDist];
  const uq = u[0] * q[0] + u[1] * q[1] + u[2] * q[2];
  const qe = q[0] * e[0] + q[1] * e[1] + q[2] * e[2];
  const ue = u[0] * e[0] + u[1] * e[1] + u[2] * e[2];
  const f = DEFLECTION_RAD / eDist / (1 + qe);
  return [
    u[0] + f * (uq * e[0] - ue * q[0]) + earthVel[0] / C_AU_PER_DAY,
    u[1] + f * (uq * e[1] - ue * q[1]) + earthVel[1] / C_AU_PER_DAY,
    u[2] + f * (uq * e[2] - ue * q[2]) + earthVel[2] / C_AU_PER_DAY,
  ];
}
