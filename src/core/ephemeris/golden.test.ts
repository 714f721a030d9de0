import { describe, expect, it } from 'vitest';
import { PLANETS } from '../astrology/vocabulary';
import { wrap180 } from '../astrology/zodiac';
import golden from './__fixtures__/swiss-golden.json';
import { chironPosition } from './chiron';
import { nodePosition } from './nodes';
import { planetPosition } from './planets';

// DESIGN §4 and issue 32 §4, in UT as a chart is cast: the ephemeris is within 1.3″ at the same TT
// (golden-tt.test.ts); what remains here is the two ΔT models (≤ 1 s before 2025, up to 6 s by 2090: 3″ of the
// Moon's motion).
const TOLERANCE_ARCSEC = {
  sun: 0.5,
  moon: 5,
  mercury: 2,
  venus: 2,
  mars: 2,
  jupiter: 2,
  saturn: 2,
  uranus: 2,
  neptune: 2,
  pluto: 2,
  meanNode: 1,
  trueNode: 3,
  chiron: 2,
} as const;
type Key = keyof typeof TOLERANCE_ARCSEC;

interface SwissBody {
  lon: number;
  lat: number;
  speed: number;
}
interface Case {
  jdUt: number;
  place: string;
  lat: number;
  bodies: Record<Key, SwissBody>;
}
const cases = golden.cases as unknown as Case[];

function position(key: Key, jdUt: number) {
  if (key === 'meanNode') return nodePosition('mean', jdUt);
  if (key === 'trueNode') return nodePosition('true', jdUt);
  if (key === 'chiron') return chironPosition(jdUt);
  return planetPosition(key, jdUt);
}

describe(`bodies vs Swiss Ephemeris: ${cases.length} random instants 1900–2100, ${golden.places} places`, () => {
  it('has the promised coverage', () => {
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(golden.places).toBeGreaterThanOrEqual(20);
    expect(cases.some((c) => c.lat < -30)).toBe(true);
    expect(cases.some((c) => c.lat > 60)).toBe(true);
  });

  for (const key of Object.keys(TOLERANCE_ARCSEC) as Key[]) {
    it(`${key}: longitude ≤ ${TOLERANCE_ARCSEC[key]}″, latitude ≤ 1″, speed and direction agree`, () => {
      let worstLon = 0;
      let worstLat = 0;
      for (const c of cases) {
        const ours = position(key, c.jdUt);
        const swiss = c.bodies[key];
        worstLon = Math.max(worstLon, Math.abs(wrap180(ours.lonDeg - swiss.lon)) * 3600);
        worstLat = Math.max(worstLat, Math.abs(ours.latDeg - (key.endsWith('Node') ? 0 : swiss.lat)) * 3600);
        expect(Math.abs(ours.speedDegPerDay - swiss.speed), `speed at JD ${c.jdUt}`).toBeLessThan(0.005);
        // Direction must agree except within a hair of a station.
        if (Math.abs(swiss.speed) > 1e-3)
          expect(ours.speedDegPerDay < 0, `retrograde at JD ${c.jdUt}`).toBe(swiss.speed < 0);
      }
      expect(worstLon).toBeLessThanOrEqual(TOLERANCE_ARCSEC[key]);
      expect(worstLat).toBeLessThanOrEqual(1);
    });
  }

  it('covers every chart planet', () => {
    for (const p of PLANETS) expect(TOLERANCE_ARCSEC).toHaveProperty(p);
  });
});
