import type { Language } from '../../../i18n/languages';
import type { Rgb } from './model';

/** A4 portrait in points, and the margins of the text block. */
export const PAGE = { width: 595.28, height: 841.89, marginX: 48, marginTop: 54, marginBottom: 62 } as const;
export const CONTENT_WIDTH_PT = PAGE.width - 2 * PAGE.marginX;

const hexRgb = (hex: string): Rgb => ({
  r: Number.parseInt(hex.slice(1, 3), 16) / 255,
  g: Number.parseInt(hex.slice(3, 5), 16) / 255,
  b: Number.parseInt(hex.slice(5, 7), 16) / 255,
});

/** The app's light-theme ink (src/app/tokens.css): text, muted text, accent, hairlines, table heads. */
export const COLORS = {
  text: hexRgb('#1c1a2e'),
  muted: hexRgb('#5b5872'),
  accent: hexRgb('#5646d0'),
  border: hexRgb('#dcd7ec'),
  headFill: hexRgb('#f1eef9'),
} as const;

/**
 * Sizes in points. CJK text is set a little smaller and looser than Latin, as print does: an ideograph fills its
 * em square, a Latin letter does not.
 */
export function typeScale(lang: Language) {
  const cjk = lang !== 'en';
  return {
    body: cjk ? 9.5 : 10,
    note: cjk ? 8 : 8.5,
    table: cjk ? 8.5 : 8.8,
    lineHeight: cjk ? 1.7 : 1.45,
    heading: { 1: 18, 2: 14, 3: 11.5, 4: 10 } as const,
    footer: 7.5,
  };
}
export type TypeScale = ReturnType<typeof typeScale>;
