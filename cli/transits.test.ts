import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lonDegAt } from '../src/core/transit/body-track';

// Runs the real command, as `npm run chart -- transits` does (tsx loader over cli/chart.ts).
function chart(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/chart.ts', 'transits', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, TZ: 'America/Los_Angeles' }, // the host zone must not matter
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The natal chart itself, from the plain `chart` command. */
function chartOf(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/chart.ts', ...args], { encoding: 'utf8' });
  return JSON.parse(r.stdout);
}

const TOKYO_1990 = [
  '--date',
  '1990-05-15',
  '--time',
  '14:30',
  '--lat',
  '35.6762',
  '--lng',
  '139.6503',
  '--tz',
  'Asia/Tokyo',
];
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const wrap180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;

describe('chart transits (issue 10 §2 contract)', () => {
  it('answers the issue example with every field of the contract', () => {
    const r = chart([...TOKYO_1990, '--gender', 'male', '--from', '2027-01-01', '--to', '2028-01-01']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.from).toBe('2027-01-01T00:00:00.000Z');
    expect(j.to).toBe('2028-01-01T00:00:00.000Z');
    for (const key of ['hits', 'stations', 'ingresses', 'returns', 'lifeCycles'])
      expect(Array.isArray(j[key])).toBe(true);
    const hit = j.hits[0];
    expect(Object.keys(hit)).toEqual(
      expect.arrayContaining([
        'transit',
        'natal',
        'type',
        'exactUtc',
        'transitRetrograde',
        'pass',
        'passes',
        'enterUtc',
        'leaveUtc',
      ]),
    );
    // Every hit is in the window, in time order, and really exact: the transiting body stands at the natal point
    // plus the aspect's angle at the reported instant (checked on the ephemeris, not on the engine's own curve).
    const natal = chartOf(TOKYO_1990);
    const natalSun = natal.bodies.sun.longitude as number; // 24°08′ Taurus (DESIGN §3 example)
    let last = 0;
    for (const h of j.hits) {
      const t = Date.parse(h.exactUtc);
      expect(t).toBeGreaterThanOrEqual(Date.parse(j.from));
      expect(t).toBeLessThan(Date.parse(j.to));
      expect(t).toBeGreaterThanOrEqual(last);
      last = t;
      expect(h.pass).toBeGreaterThanOrEqual(1);
      expect(h.pass).toBeLessThanOrEqual(h.passes);
      if (h.enterUtc) expect(Date.parse(h.enterUtc)).toBeLessThan(t);
      if (h.leaveUtc) expect(Date.parse(h.leaveUtc)).toBeGreaterThan(t);
      if (h.natal === 'sun') {
        const sep = wrap180(lonDegAt(h.transit, jdOf(h.exactUtc)) - natalSun - h.angleDeg);
        expect(Math.abs(sep) * 3600, `${h.transit} ${h.type} sun`).toBeLessThan(30);
      }
    }
    // The Sun meets the natal Sun once: the solar return, on the birthday, to the second.
    const solar = j.returns.filter((x: { body: string }) => x.body === 'sun');
    expect(solar).toHaveLength(1);
    expect(solar[0].exactUtc.slice(0, 10)).toBe('2027-05-15');
    expect(Math.abs(wrap180(lonDegAt('sun', jdOf(solar[0].exactUtc)) - natalSun)) * 3600).toBeLessThan(1);
    expect(j.returns.filter((x: { body: string }) => x.body === 'moon').length).toBeGreaterThanOrEqual(13);
    // Mercury turns three times a year; the stations alternate.
    const mercury = j.stations.filter((s: { body: string }) => s.body === 'mercury');
    expect(mercury.length).toBeGreaterThanOrEqual(5);
    for (let i = 1; i < mercury.length; i++) expect(mercury[i].direction).not.toBe(mercury[i - 1].direction);
    // The BaZi side: 丙午 until 立春 2027 (04:46 on 4 February, JST), then 丁未; thirteen 流月 from the 節 in force
    // on 1 January (小寒); the luck pillar 甲申 hands over to 乙酉 in August 2027 (age 37.2 for this chart).
    expect(j.bazi.years.map((y: { pillar: string }) => y.pillar)).toEqual(['丙午', '丁未']);
    expect(j.bazi.years[1].startUtc.slice(0, 16)).toBe('2027-02-04T01:46');
    expect(j.bazi.months).toHaveLength(13);
    expect(j.bazi.months[0].pillar).toBe('庚子');
    expect(j.bazi.luck.map((l: { pillar: string }) => l.pillar)).toEqual(['甲申', '乙酉']);
    expect(j.bazi.luck[1].startUtc.slice(0, 7)).toBe('2027-08');
    // Life cycles from the real sky: the first Saturn return of a 1990 birth fell in early 2020.
    const saturn = j.lifeCycles.find(
      (c: { kind: string; n: number }) => c.kind === 'saturnReturn' && c.n === 1,
    );
    expect(saturn.firstExactUtc.slice(0, 7)).toBe('2020-02');
  });

  it('numbers the passes of a retrograde series, also when the window starts in the middle of it', () => {
    const whole = JSON.parse(chart([...TOKYO_1990, '--from', '2026-06-01', '--to', '2028-06-01']).out);
    const series = whole.hits.filter(
      (h: { transit: string; passes: number; pass: number }) =>
        ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].includes(h.transit) &&
        h.passes === 3 &&
        h.pass === 1,
    );
    expect(series.length).toBeGreaterThan(0);
    const { transit, natal, angleDeg } = series[0];
    const passes = whole.hits.filter(
      (h: { transit: string; natal: string; angleDeg: number }) =>
        h.transit === transit && h.natal === natal && h.angleDeg === angleDeg,
    );
    const first = passes.findIndex((h: { exactUtc: string }) => h.exactUtc === series[0].exactUtc);
    const three = passes.slice(first, first + 3);
    expect(three.map((h: { pass: number }) => h.pass)).toEqual([1, 2, 3]);
    expect(three.map((h: { transitRetrograde: boolean }) => h.transitRetrograde)).toEqual([
      false,
      true,
      false,
    ]);
    // A window that opens between the first and the second pass still calls the second one "2 of 3".
    const mid = new Date((Date.parse(three[0].exactUtc) + Date.parse(three[1].exactUtc)) / 2)
      .toISOString()
      .slice(0, 10);
    const part = JSON.parse(chart([...TOKYO_1990, '--from', mid, '--to', '2028-06-01']).out);
    const second = part.hits.find(
      (h: { transit: string; natal: string; angleDeg: number; pass: number }) =>
        h.transit === transit && h.natal === natal && h.angleDeg === angleDeg && h.pass === 2,
    );
    expect(second).toMatchObject({ passes: 3, exactUtc: three[1].exactUtc });
  });

  it('refuses a window that ends before it starts, or runs over 120 years, with INVALID_OPTION', () => {
    const back = chart([...TOKYO_1990, '--from', '2028-01-01', '--to', '2027-01-01']);
    expect(back.code).toBe(1);
    expect(back.err).toMatch(/^error INVALID_OPTION:/);
    const long = chart([...TOKYO_1990, '--from', '1900-01-01', '--to', '2030-01-01']);
    expect(long.err).toMatch(/^error INVALID_OPTION:/);
    expect(chart([...TOKYO_1990, '--from', '2027-13-01', '--to', '2028-01-01']).err).toMatch(
      /^error INVALID_DATE:/,
    );
    expect(chart([...TOKYO_1990, '--to', '2028-01-01']).err).toMatch(/^error MISSING_FIELD:/);
  });

  it('answers a batch line by line, errors included, with the ids echoed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'transits-'));
    const file = join(dir, 'cases.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({
          id: 'a',
          date: '1990-05-15',
          time: '14:30',
          place: '東京',
          from: '2027-01-01',
          to: '2027-04-01',
        }),
        JSON.stringify({
          id: 'b',
          date: '1990-05-15',
          time: '14:30',
          lat: 35.6762,
          lng: 139.6503,
          tz: 'Asia/Tokyo',
          from: '2027-04-01',
          to: '2027-01-01',
        }),
        '{not json',
      ].join('\n'),
    );
    const r = chart(['--batch', file]);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines[0].id).toBe('a');
    expect(lines[0].hits.length).toBeGreaterThan(50);
    expect(lines[1]).toMatchObject({ id: 'b', error: { code: 'INVALID_OPTION' } });
    expect(lines[2].error.code).toBe('INVALID_JSON');
  });
});
