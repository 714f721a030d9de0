import RAW from '../../../content/sky/catalogue.json';

/** The star catalogue the sky draws (scripts/sky/build-catalogue.mjs): J2000 right ascension/declination, degrees. */
export interface SkyCatalogue {
  attribution: string;
  /** [raDeg, decDeg, magnitude], brightest first. */
  stars: [number, number, number][];
  /** Each constellation's figure as polylines of [raDeg, decDeg]. */
  lines: Record<string, [number, number][][]>;
  constellations: Record<
    string,
    { en: string; ja: string; zh: string; 'zh-Hant': string; raDeg: number; decDeg: number }
  >;
}

export const CATALOGUE = RAW as unknown as SkyCatalogue;
