import { describe, expect, it } from 'vitest';
import type { Aspect } from './aspects';
import { careerReading, dignityOf, loveReading } from './life-areas';
import type { ChartBodyPosition } from './natal-chart';
import { CHART_BODIES, type ChartBody, SIGNS, type Sign } from './vocabulary';

/** A body at a longitude, with its sign and an equal-house house from a 0° Aries Ascendant. */
function at(lonDeg: number): ChartBodyPosition {
  return {
    longitude: lonDeg,
    latitude: 0,
    speed: 1,
    retrograde: false,
    sign: SIGNS[Math.floor(lonDeg / 30)] as Sign,
    degree: Math.floor(lonDeg % 30),
    minute: 0,
    house: Math.floor(lonDeg / 30) + 1,
  };
}
const CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);

function chart(lons: Partial<Record<ChartBody, number>>, aspects: Aspect[] = []) {
  const bodies = Object.fromEntries(CHART_BODIES.map((b) => [b, at(lons[b] ?? 15)])) as Record<
    ChartBody,
    ChartBodyPosition
  >;
  return { bodies, houses: { cusps: CUSPS }, angles: { midheaven: { sign: 'capricorn' as Sign } }, aspects };
}

describe('dignities (traditional: William Lilly, Christian Astrology, table of essential dignities)', () => {
  it.each([
    ['venus', 'pisces', 'exaltation'],
    ['venus', 'libra', 'domicile'],
    ['venus', 'scorpio', 'detriment'],
    ['venus', 'virgo', 'fall'],
    ['mars', 'cancer', 'fall'],
    ['mars', 'capricorn', 'exaltation'],
    ['sun', 'aquarius', 'detriment'],
    ['saturn', 'aries', 'fall'],
    ['moon', 'capricorn', 'detriment'],
    ['jupiter', 'gemini', 'detriment'],
    ['jupiter', 'leo', null],
    ['uranus', 'aquarius', null],
  ] as const)('%s in %s: %s', (planet, sign, dignity) => {
    expect(dignityOf(planet, sign)).toBe(dignity);
  });
});

describe('career and love from houses and rulers', () => {
  it('reads the 10th house through its cusp sign, its ruler and where the ruler stands', () => {
    // 10th cusp 270° = Capricorn, ruled by Saturn; Saturn at 75° (Gemini, 3rd house); Sun and Mars in the 10th.
    const c = careerReading(chart({ saturn: 75, sun: 280, mars: 290 }));
    expect(c.tenth).toEqual({
      house: 10,
      cuspSign: 'capricorn',
      ruler: 'saturn',
      rulerSign: 'gemini',
      rulerHouse: 3,
      rulerDignity: null,
      occupants: ['sun', 'mars'],
    });
    expect(c.sun).toEqual({ sign: 'capricorn', element: 'earth', house: 10, dignity: null });
    expect(c.saturn.house).toBe(3);
    expect(c.midheavenSign).toBe('capricorn');
  });

  it('two charts with the same Sun sign get different career readings when their 10th houses differ', () => {
    const a = careerReading(chart({ sun: 10, saturn: 280 }));
    const b = careerReading(chart({ sun: 10, saturn: 100 }));
    expect(a.sun.sign).toBe(b.sun.sign);
    expect(a.tenth.rulerHouse).not.toBe(b.tenth.rulerHouse);
    expect(a.tenth.rulerDignity).toBe('domicile'); // Saturn in Capricorn
    expect(b.tenth.rulerDignity).toBe('detriment'); // Saturn in Cancer
  });

  it('reads love from Venus, Mars, the Moon, the 5th and 7th houses and the Venus–Mars aspect', () => {
    // 5th cusp 120° = Leo → Sun; 7th cusp 180° = Libra → Venus. Venus at 190° (Libra, 7th), Mars at 250°.
    const aspects: Aspect[] = [
      { a: 'venus', b: 'mars', type: 'sextile', angle: 60, orb: 0, applying: true },
      { a: 'saturn', b: 'venus', type: 'square', angle: 90, orb: 1, applying: false },
    ];
    const l = loveReading(chart({ venus: 190, mars: 250, moon: 130, sun: 40, saturn: 100 }, aspects));
    expect(l.venus).toEqual({ sign: 'libra', element: 'air', house: 7, dignity: 'domicile' });
    expect(l.mars).toEqual({ sign: 'sagittarius', element: 'fire', house: 9, dignity: null });
    expect(l.moon.sign).toBe('leo');
    expect(l.fifth).toMatchObject({ cuspSign: 'leo', ruler: 'sun', rulerSign: 'taurus', rulerHouse: 2 });
    expect(l.fifth.occupants).toEqual(['moon']);
    expect(l.seventh).toMatchObject({
      cuspSign: 'libra',
      ruler: 'venus',
      rulerHouse: 7,
      rulerDignity: 'domicile',
    });
    expect(l.seventh.occupants).toEqual(['venus']);
    expect(l.venusMars).toBe('sextile');
    expect(l.venusSaturn).toBe('square');
    expect(loveReading(chart({})).venusMars).toBeNull();
  });
});
