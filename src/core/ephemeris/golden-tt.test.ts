import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLANETS } from '../astrology/vocabulary';
import { wrap180 } from '../astrology/zodiac';
import { deltaTSeconds } from '../time/delta-t';
import { chironPosition } from './chiron';
import { nodePosition } from './nodes';
import { planetPosition } from './planets';

// Issue 32 §4: every body against Swiss Ephemeris (DE431) at the same TT, 1,500 random instants over 1800–2200
// (scripts/golden/ephemeris-tt.mjs). The ephemeris is judged apart from ΔT: a UT instant is TT minus a model of the
// Earth's rotation, and the future part of that model is a forecast (ours and Swiss Ephemeris's differ by up to 6 s).
// Limits: the 5″ for every body, tighter where the measured worst sits well inside, so a regression shows.
const LIMIT_ARCSEC = {
  sun: 0.2,
  moon: 0.5,
  mercury: 1,
  venus: 1,
  mars: 2,
  jupiter: 2,
  saturn: 2,
  uranus: 1,
  neptune: 1,
  pluto: 1,
  meanNode: 0.5,
  trueNode: 2,
  chiron: 2,
} as const;
type Key = keyof typeof LIMIT_ARCSEC;

const fixture = JSON.parse(
  gunzipSync(readFileSync(new URL('./__fixtures__/swiss-tt-1800-2200.json.gz', import.meta.url))).toString(
    'utf8',
  ),
) as { cases: { jdTt: number; bodies: Record<Key, [number, number, number]> }[] };
const cases = fixture.cases;

/** The UT whose TT (by our ΔT model) is jdTt. */
function utOfTt(jdTt: number): number {
  let jdUt = jdTt;
  for (let i = 0; i < 4; i++) jdUt = jdTt - deltaTSeconds(jdUt) / 86_400;
  return jdUt;
}

function position(key: Key, jdUt: number) {
  if (key === 'meanNode') return nodePosition('mean', jdUt);
  if (key === 'trueNode') return nodePosition('true', jdUt);
  if (key === 'chiron') return chironPosition(jdUt);
  return planetPosition(key, jdUt);
}

/** Ours beside Swiss's for one body over every instant, computed once and shared by the tests. */
const computed = new Map<
  Key,
  { ours: ReturnType<typeof position>; swiss: [number, number, number]; jdTt: number }[]
>();
function compared(key: Key) {
  let rows = computed.get(key);
  if (!rows) {
    rows = cases.map((c) => ({ ours: position(key, utOfTt(c.jdTt)), swiss: c.bodies[key], jdTt: c.jdTt }));
    computed.set(key, rows);
  }
  return rows;
}
const minuteOf = (deg: number) => Math.floor(deg * 60);

describe(`bodies vs Swiss Ephemeris at the same TT: ${cases.length} instants 1800–2200`, () => {
  it('spans 1800–2200', () => {
    const years = cases.map((c) => 2000 + (c.jdTt - 2_451_545) / 365.25);
    expect(Math.min(...years)).toBeLessThan(1801);
    expect(Math.max(...years)).toBeGreaterThan(2199);
  });

  for (const key of Object.keys(LIMIT_ARCSEC) as Key[]) {
    it(`${key}: longitude within ${LIMIT_ARCSEC[key]}″, latitude within 1″`, () => {
      let worstLon = 0;
      let worstLat = 0;
      for (const { ours, swiss, jdTt } of compared(key)) {
        const [lon, lat, speed] = swiss;
        worstLon = Math.max(worstLon, Math.abs(wrap180(ours.lonDeg - lon)) * 3600);
        // Swiss gives the nodes a latitude of 0 by definition.
        worstLat = Math.max(worstLat, Math.abs(ours.latDeg - (key.endsWith('Node') ? 0 : lat)) * 3600);
        // Speeds are ±1 h central differences; the true node's swings within hours.
        expect(Math.abs(ours.speedDegPerDay - speed), `speed at JD ${jdTt} TT`).toBeLessThan(
          key === 'trueNode' ? 0.005 : 0.002,
        );
      }
      expect(worstLon).toBeLessThanOrEqual(LIMIT_ARCSEC[key]);
      expect(worstLat).toBeLessThanOrEqual(1);
    });
  }

  // A chart shows degrees and minutes: the issue asks that ≥ 99 % of them read as Swiss Ephemeris's.
  it('shows the same degree and minute as Swiss Ephemeris for ≥ 99 % of positions', () => {
    let same = 0;
    let all = 0;
    for (const key of Object.keys(LIMIT_ARCSEC) as Key[])
      for (const { ours, swiss } of compared(key)) {
        all++;
        if (minuteOf(ours.lonDeg) === minuteOf(swiss[0])) same++;
      }
    expect(same / all).toBeGreaterThanOrEqual(0.99);
  });

  it('covers every chart planet', () => {
    for (const p of PLANETS) expect(LIMIT_ARCSEC).toHaveProperty(p);
  });
});
