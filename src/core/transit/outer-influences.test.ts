import { describe, expect, it } from 'vitest';
import { houseOf } from '../ephemeris/houses';
import { planetLonLat } from '../ephemeris/planets';
import { jdUtFromUnixMs } from '../time/julian-day';
import { outerInfluences } from './outer-influences';

const jd = (iso: string) => jdUtFromUnixMs(Date.parse(iso));
const day = (jdUt: number) => new Date((jdUt - 2440587.5) * 86400000).toISOString().slice(0, 10);

// Cusps on the sign boundaries (house 1 = Aries … house 11 = Aquarius): house entries are then sign ingresses,
// whose dates are public (UT). Pluto entered Aquarius on 2023-03-23, went back on 2023-06-11, entered again on
// 2024-01-21, went back on 2024-09-01 and entered for good on 2024-11-19.
const SIGN_CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);

describe('outer planets in the natal houses', () => {
  it("finds every pass of Pluto over a cusp in a retrograde loop, with its direction (Pluto's Aquarius ingress)", () => {
    const pluto = outerInfluences(SIGN_CUSPS, jd('2023-01-01'), jd('2025-01-01')).find(
      (o) => o.body === 'pluto',
    );
    expect(pluto?.house).toBe(10);
    expect(pluto?.entries.map((e) => [day(e.jdUt), e.house, e.retrograde])).toEqual([
      ['2023-03-23', 11, false],
      ['2023-06-11', 10, true],
      ['2024-01-21', 11, false],
      ['2024-09-01', 10, true],
      ['2024-11-19', 11, false],
    ]);
    // Pluto entered Capricorn (house 10 here) for good at 00:03 UT on 2008-11-27, after its 2008 loop.
    expect(day(pluto?.sinceJdUt ?? 0)).toBe('2008-11-27');
  });

  it('agrees with the ephemeris itself on a real chart: the house at the start, each entry, and since when', () => {
    // Placidus cusps of a Tokyo birth, 1990-05-15 14:30 JST (`npm run chart`). Pluto reaches the 5th cusp
    // (7°04′ Aquarius) in these two years, in a retrograde loop.
    const cusps = [
      184.022195, 211.18568, 241.750927, 274.441771, 307.074976, 337.393509, 4.022195, 31.18568, 61.750927,
      94.441771, 127.074976, 157.393509,
    ];
    const from = jd('2028-01-01');
    const to = jd('2030-01-01');
    const outer = outerInfluences(cusps, from, to);
    expect(outer.find((o) => o.body === 'pluto')?.entries.map((e) => e.house)).toEqual([5, 4, 5]);
    for (const o of outer) {
      const houseAt = (t: number) => houseOf(planetLonLat(o.body, t).lonDeg, cusps);
      expect(o.house, o.body).toBe(houseAt(from));
      for (const e of o.entries) {
        expect(houseAt(e.jdUt + 0.5), `${o.body} ${day(e.jdUt)}`).toBe(e.house);
        expect(houseAt(e.jdUt - 0.5), `${o.body} ${day(e.jdUt)}`).not.toBe(e.house);
      }
      if (o.sinceJdUt !== null) {
        expect(houseAt(o.sinceJdUt - 0.5)).not.toBe(o.house);
        // No change between that entry and the window: checked every 5 days on the ephemeris.
        for (let t = o.sinceJdUt + 0.5; t < from; t += 5)
          expect(houseAt(t), `${o.body} ${day(t)}`).toBe(o.house);
      }
    }
  });
});
