/** The value, or a thrown error when it is null: for tests reading a timed chart's hour pillar, angles or houses. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}, got ${String(value)}.`);
  return value;
}
