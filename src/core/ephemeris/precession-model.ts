const DAYS_PER_CENTURY = 36_525;

/**
 * VSOP87D's equinox of date moves with the IAU 1976 precession (5029.0966″ per century); the IAU 2006 precession,
 * which Swiss Ephemeris and astronomy-engine use, is 0.30″ per century slower. Measured against Swiss Ephemeris, every
 * VSOP87D body drifts by that rate (−0.47″ in 1825, +0.51″ in 2175). Subtract the difference of the two p_A
 * polynomials (IAU 1976 minus IAU 2006), in degrees, at a Julian Day (TT).
 */
export function vsopEquinoxLeadDeg(jdTt: number): number {
  const t = (jdTt - 2_451_545) / DAYS_PER_CENTURY;
  return (0.300_405 * t + 0.005_695_2 * t * t) / 3600;
}
