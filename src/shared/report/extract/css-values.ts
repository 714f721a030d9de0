import type { Matrix, Rgb } from '../layout/model';

/**
 * A computed CSS colour (`rgb(…)`, `rgba(…)`, `rgb(r g b / a)`, and `color(srgb r g b / a)`, which is what a
 * color-mix() computes to) as colour and alpha; null for none, transparent or anything else.
 */
export function parseColor(value: string): { color: Rgb; alpha: number } | null {
  const srgb = value.match(/color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)(?:\s*\/\s*([\d.]+%?))?\s*\)/);
  if (srgb) {
    const a =
      srgb[4] === undefined ? 1 : srgb[4].endsWith('%') ? Number.parseFloat(srgb[4]) / 100 : Number(srgb[4]);
    const clamp = (v: string | undefined) => Math.min(1, Math.max(0, Number(v)));
    return a <= 0.01
      ? null
      : { color: { r: clamp(srgb[1]), g: clamp(srgb[2]), b: clamp(srgb[3]) }, alpha: a };
  }
  const m = value.match(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/);
  if (!m) return null;
  const alphaText = m[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith('%')
        ? Number.parseFloat(alphaText) / 100
        : Number(alphaText);
  if (alpha <= 0.01) return null;
  return { color: { r: Number(m[1]) / 255, g: Number(m[2]) / 255, b: Number(m[3]) / 255 }, alpha };
}

/** A computed `transform` (`matrix(a, b, c, d, e, f)`) as a matrix; null for none. */
export function parseTransform(value: string): Matrix | null {
  const m = value.match(/^matrix\(([^)]+)\)$/);
  if (!m?.[1]) return null;
  const n = m[1].split(',').map(Number);
  return n.length === 6 && n.every(Number.isFinite) ? (n as unknown as Matrix) : null;
}

/** Pixels of a computed length (`12px`); 0 when it is not one. */
export const px = (value: string): number => {
  const n = Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
};

/** A number for path data: three decimals, never in exponent form (which the PDF path parser does not read). */
export const f = (v: number): string => String(Number(v.toFixed(3)));

/** A rectangle as path data, with corners rounded by `r` (already clamped to half the shorter side). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  if (r <= 0.01) return `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;
  const a = `A${f(r)} ${f(r)} 0 0 1`;
  return (
    `M${f(x + r)} ${f(y)}H${f(x + w - r)}${a} ${f(x + w)} ${f(y + r)}V${f(y + h - r)}${a} ${f(x + w - r)} ${f(y + h)}` +
    `H${f(x + r)}${a} ${f(x)} ${f(y + h - r)}V${f(y + r)}${a} ${f(x + r)} ${f(y)}Z`
  );
}

/** A circle as path data (two half arcs). */
export const circlePath = (cx: number, cy: number, r: number): string =>
  `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;

/** An ellipse as path data. */
export const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}Z`;

/** Text as it reads: runs of white space (line breaks in the markup included) as one space. */
export const collapseSpace = (s: string): string => s.replace(/[ \t\n\r\f]+/g, ' ');
