import type { AspectKind, ChartBody, Sign } from '../../../core/astrology/vocabulary';

/**
 * Text presentation selector: keeps ♈ … ♓ (emoji by default) from turning into colour emoji. ♀ and ♂ are text
 * by default and go without it: in the wheel they sit inside buttons named in words ("Mars Pisces 18°07′"), and a
 * selector left behind by a check that strips the symbol reads as visible text missing from that name (axe's
 * label-in-name rule, which Lighthouse runs). `font-variant-emoji: text` and the symbol fonts first (wheel.css,
 * results.css) keep their text forms.
 */
const TEXT = '\uFE0E';

export const SIGN_GLYPH: Readonly<Record<Sign, string>> = {
  aries: `♈${TEXT}`,
  taurus: `♉${TEXT}`,
  gemini: `♊${TEXT}`,
  cancer: `♋${TEXT}`,
  leo: `♌${TEXT}`,
  virgo: `♍${TEXT}`,
  libra: `♎${TEXT}`,
  scorpio: `♏${TEXT}`,
  sagittarius: `♐${TEXT}`,
  capricorn: `♑${TEXT}`,
  aquarius: `♒${TEXT}`,
  pisces: `♓${TEXT}`,
};

export const BODY_GLYPH: Readonly<Record<ChartBody, string>> = {
  sun: '☉',
  moon: '☽',
  mercury: '☿',
  venus: '♀',
  mars: '♂',
  jupiter: '♃',
  saturn: '♄',
  uranus: '♅',
  neptune: '♆',
  pluto: '♇',
  northNode: '☊',
  southNode: '☋',
  chiron: '⚷',
};

/** The retrograde mark (℞, the prescription sign, as ephemerides print it). */
export const RETROGRADE_GLYPH = '℞';

/** Aspect line colours (CSS variables in wheel.css): hard aspects red, soft blue/green, conjunction gold. */
export const ASPECT_CLASS: Readonly<Record<AspectKind, string>> = {
  conjunction: 'asp-conj',
  sextile: 'asp-soft',
  trine: 'asp-soft',
  square: 'asp-hard',
  opposition: 'asp-hard',
};
