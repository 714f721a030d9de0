/** A UTC offset as a page writes it: "UTC+9:00", "UTC−5:00", or with seconds for local mean time ("UTC+9:18:59"). */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const total = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad2 = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${h}:${pad2(m)}${s ? `:${pad2(s)}` : ''}`;
}
