import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';

describe('the sky catalogue (scripts/sky/build-catalogue.mjs)', () => {
  it('names all 88 IAU constellations in each language’s standard form, with a figure for each', () => {
    const all = Object.entries(CATALOGUE.constellations);
    expect(all).toHaveLength(88);
    expect(Object.keys(CATALOGUE.lines).sort()).toEqual(all.map(([id]) => id).sort());
    for (const [id, c] of all) {
      expect(c.ja, id).toMatch(/座$/);
      expect(c.zh, id).toMatch(/座$/);
      // Simplified characters, as the app's Chinese is (the source has Taiwan's traditional forms).
      expect(c.zh, id).not.toMatch(
        /[寶鷹壇獵馬鯨魚圓規鴿髮烏鴉鵝劍龍爐雙鶴時鐘長蠍獅貓顯鏡蒼蠅極飛鳳繪羅盤網儀遠鵑戶處]/,
      );
      expect(c.en, id).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)*$/u);
    }
    expect(CATALOGUE.constellations.Vir?.zh).toBe('室女座');
    expect(CATALOGUE.constellations.Ori).toMatchObject({ ja: 'オリオン座', zh: '猎户座', en: 'Orion' });
  });

  it('holds the stars to magnitude 5 with sane J2000 positions, Sirius the brightest', () => {
    expect(CATALOGUE.stars.length).toBeGreaterThan(1500);
    for (const [ra, dec, mag] of CATALOGUE.stars) {
      expect(ra).toBeGreaterThanOrEqual(0);
      expect(ra).toBeLessThan(360);
      expect(Math.abs(dec)).toBeLessThanOrEqual(90);
      expect(mag).toBeLessThanOrEqual(5);
    }
    const [ra, dec] = CATALOGUE.stars[0] as [number, number, number];
    // Sirius: RA 6h 45m 08.9s = 101.287°, Dec −16° 42′ 58″ (J2000).
    expect(ra).toBeCloseTo(101.287, 2);
    expect(dec).toBeCloseTo(-16.716, 2);
    expect(CATALOGUE.attribution).toMatch(/XHIP.*d3-celestial/);
  });
});
