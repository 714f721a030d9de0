import type { AspectKind, ChartBody, Sign } from '../../../core/astrology/vocabulary';

/**
 * Text presentation selector: keeps ♈ … ♓, ♀ and ♂ (which have emoji forms) from turning into colour emoji.
 * The wheel's font stack (wheel.css) puts symbol fonts first as well.
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
  venus: `♀${TEXT}`,
  mars: `♂${TEXT}`,
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
