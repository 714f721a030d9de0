import { describe, expect, it } from 'vitest';
import golden from '../ephemeris/__fixtures__/swiss-golden.json';
import { deltaTSeconds } from './delta-t';

const jdOfYear = (y: number) => 2451544.5 + (y - 2000) * 365.2425;

describe('ΔT against Swiss Ephemeris', () => {
  const rows = golden.deltaT as [number, number][];
  it('agrees within 1.5 s over the observed record 1900–2025', () => {
    for (const [y, swiss] of rows.filter(([y]) => y >= 1900 && y <= 2025)) {
      expect(Math.abs(deltaTSeconds(jdOfYear(y)) - swiss), `year ${y}`).toBeLessThan(1.5);
    }
  });
  it('stays within 8 s of Swiss’s extrapolation to 2100 and 10 s to 2200 (both are forecasts)', () => {
    for (const [y, swiss] of rows.filter(([y]) => y > 2025)) {
      expect(Math.abs(deltaTSeconds(jdOfYear(y)) - swiss), `year ${y}`).toBeLessThan(y <= 2100 ? 8 : 10);
    }
  });
  it('stays within 6 s of Swiss back to 1800', () => {
    for (const [y, swiss] of rows.filter(([y]) => y < 1900)) {
      expect(Math.abs(deltaTSeconds(jdOfYear(y)) - swiss), `year ${y}`).toBeLessThan(6);
    }
  });
});
