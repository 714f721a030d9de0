/**
 * A number as a person types it: a finite number, or a plain decimal in a string ("35.68", "-0.5", " 12 "). Null
 * for a blank, a list, true, hex ("0x1E"), an exponent ("3e1") or a comma, all of which Number() would quietly
 * read as 0, 30 or 3000 (issue 16 §4).
 */
export function plainDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value) ? Number(value) : null;
}
