/** Julian Day of the Unix epoch, 1970-01-01T00:00:00Z. */
export const JD_UNIX_EPOCH = 2440587.5;
/** Julian Day of J2000.0 (2000-01-01T12:00 TT), astronomy-engine's day-count origin. */
export const JD_J2000 = 2451545.0;
export const MS_PER_DAY = 86_400_000;

/** Julian Day (UT) of a Unix-epoch instant in milliseconds. */
export function jdUtFromUnixMs(unixMs: number): number {
  return unixMs / MS_PER_DAY + JD_UNIX_EPOCH;
}

/** Unix-epoch milliseconds of a Julian Day (UT). */
export function unixMsFromJdUt(jdUt: number): number {
  return (jdUt - JD_UNIX_EPOCH) * MS_PER_DAY;
}
