/** Today on this device's calendar, as YYYY-MM-DD (the date a person means by "today", not UTC's). */
export function todayLocalIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
