import { describe, expect, it } from 'vitest';
import { referenceChart } from '../chart/reference-chart';
import { houseOf } from '../ephemeris/houses';
import { jdUtFromUnixMs } from '../time/julian-day';
import { lonDegAt } from './body-track';
import { houseTransits } from './house-transits';

const chart = referenceChart();
const cusps = chart.houses?.cusps as number[];
const now = jdUtFromUnixMs(Date.UTC(2027, 0, 1));
const SLOW = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const HOUR = 1 / 24;

describe('slow planets through the natal houses', () => {
  const found = houseTransits(SLOW, cusps, now, now - 400, now + 400);

  it('puts each body in the house its longitude falls in on the date', () => {
    for (const h of found) expect(h.house, h.body).toBe(houseOf(lonDegAt(h.body, now), cusps));
  });

  it('finds every cusp crossing a day-by-day walk finds, each within the hour', () => {
    for (const h of found) {
      // An independent walk, one day at a time.
      let changes = 0;
      let last = houseOf(lonDegAt(h.body, now - 400), cusps);
      for (let t = now - 399; t <= now + 400; t++) {
        const house = houseOf(lonDegAt(h.body, t), cusps);
        if (house !== last) changes++;
        last = house;
      }
      expect(h.crossings.length, h.body).toBe(changes);
      for (const c of h.crossings) {
        expect(houseOf(lonDegAt(h.body, c.jdUt + HOUR), cusps), h.body).toBe(c.house);
        expect(houseOf(lonDegAt(h.body, c.jdUt - HOUR), cusps), h.body).not.toBe(c.house);
      }
    }
  });

  it('tells a retrograde crossing back into the house before from a direct one', () => {
    // Neptune loops over the 6th/7th cusp: in, back out retrograde, in again.
    const neptune = found.find((h) => h.body === 'neptune');
    const loop = neptune?.crossings.map((c) => [c.house, c.retrograde]);
    expect(loop?.slice(0, 3)).toEqual([
      [7, false],
      [6, true],
      [7, false],
    ]);
  });
});
