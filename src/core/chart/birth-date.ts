/**
 * A birth date as the engine takes it: YYYY-MM-DD, a day that exists in the Gregorian calendar, within 1800–2200
 * (what share links, kept partners and the form all accept).
 */
export function isRealBirthDate(date: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1800 &&
    y <= 2200 &&
    at.getUTCFullYear() === y &&
    at.getUTCMonth() === mo - 1 &&
    at.getUTCDate() === d
  );
}
