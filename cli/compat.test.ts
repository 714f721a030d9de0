import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseChartRequest } from '../src/core/chart/chart-request';
import { computeChart } from '../src/core/chart/compute-chart';
import { baziMatch } from '../src/core/compat/bazi-match';
import { compatReport } from '../src/core/compat/compat-report';
import { compatSynthesis } from '../src/core/compat/compat-synthesis';
import { compositeChart } from '../src/core/compat/composite';
import { compatSide, synastryAspects } from '../src/core/compat/synastry';

// Runs the real command, as `npm run chart` does (tsx loader over cli/chart.ts).
function chart(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/chart.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, TZ: 'America/Los_Angeles' }, // the host zone must not matter
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const A = { date: '1990-05-15', time: '14:30', lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' };
const B = { date: '1992-03-02', lat: 51.5074, lng: -0.1278, tz: 'Europe/London' };
const flags = (p: 'a' | 'b', o: Record<string, string | number>) =>
  Object.entries(o).flatMap(([k, v]) => [`--${p}-${k}`, String(v)]);

describe('chart --unknown-time and chart compat (issue 17 §4)', () => {
  it('casts a chart without a birth time: no angles, houses or hour pillar, the Moon over the day', () => {
    const r = chart([
      '--date',
      B.date,
      '--unknown-time',
      '--lat',
      '51.5074',
      '--lng',
      '-0.1278',
      '--tz',
      B.tz,
    ]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out);
    expect(c).toMatchObject({ timeKnown: false, angles: null, houses: null, local: { time: null } });
    expect(c.bazi.hour).toBeNull();
    expect(c.unknownTime.moon.startSign).toMatch(/^[a-z]+$/);
    expect(c.settings.unknownTime).toBe(true);
    expect(
      chart([
        '--date',
        B.date,
        '--time',
        '10:00',
        '--unknown-time',
        '--lat',
        '51',
        '--lng',
        '0',
        '--tz',
        B.tz,
      ]).code,
    ).toBe(1);
  });

  it('gives the synastry, composite and 合婚 of two births as the core computes them', () => {
    const r = chart(['compat', ...flags('a', A), ...flags('b', B), '--b-unknown-time']);
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out);
    const a = computeChart(parseChartRequest(A));
    const b = computeChart(parseChartRequest({ ...B, unknownTime: true }));
    const sa = compatSide(a, true);
    const sb = compatSide(b, false);
    expect(out.timeKnown).toEqual({ a: true, b: false });
    // Every contact of the noon charts is there, with its orb; the ones through B's Moon say whether they hold all day.
    const noon = synastryAspects(sa, sb);
    for (const x of noon) {
      const found = out.synastry.aspects.find(
        (y: typeof x) => y.a === x.a && y.b === x.b && y.type === x.type,
      );
      expect(found?.orb).toBeCloseTo(x.orb, 3);
      if (x.b === 'moon') expect(typeof found?.wholeDay).toBe('boolean');
      else expect(found?.wholeDay).toBeUndefined();
    }
    expect(out.synastry.aspects.some((x: { a: string; b: string }) => x.b === 'ascendant')).toBe(false);
    expect(out.synastry.overlays.aInB).toBeNull(); // B has no houses
    expect(out.synastry.overlays.bInA).toHaveLength(13);
    const composite = compositeChart(sa, sb);
    expect(out.composite.bodies.sun.longitude).toBeCloseTo(composite.bodies.sun.longitude, 9);
    expect(out.composite.angles).toBeNull();
    expect(out.davison.angles).toBeNull();
    expect(out.bazi).toEqual(JSON.parse(JSON.stringify(baziMatch(a.bazi, b.bazi))));
    expect(out.bazi.dimensions.map((d: { key: string }) => d.key)).toEqual([
      'dayMasters',
      'dayBranches',
      'yearBranches',
      'elements',
      'usefulElements',
    ]);
    // The page's synthesis: each contact classed once, in the order the page reads them, and the two leans.
    const synthesis = compatSynthesis(compatReport(a, b));
    expect(out.synthesis.classes).toEqual(
      synthesis.ordered.map((x) => ({ a: x.a, b: x.b, type: x.type, class: x.class })),
    );
    expect(out.synthesis.classes).toHaveLength(out.synastry.aspects.length);
    expect([out.synthesis.lean, out.synthesis.match, out.synthesis.agree]).toEqual([
      synthesis.lean,
      synthesis.match,
      synthesis.agree,
    ]);
  });

  it('refuses a person flag it does not know, and a missing person', () => {
    expect(chart(['compat', ...flags('a', A), '--c-date', '2000-01-01']).code).toBe(2);
    const r = chart(['compat', ...flags('a', A)]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/MISSING_FIELD/);
  });
});
