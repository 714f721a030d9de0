import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Runs the real command, as `npm run chart` does (tsx loader over cli/chart.ts).
function chart(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'cli/chart.ts', ...args], {
    encoding: 'utf8',
    input,
    env: { ...process.env, TZ: 'America/Los_Angeles' }, // the host zone must not matter
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('chart command', () => {
  it('casts a chart from coordinates (DESIGN §3 example)', () => {
    const r = chart([
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
    ]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out);
    expect(c.place).toMatchObject({ lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo', resolved: true });
    expect(c.utc).toBe('1990-05-15T05:30:00.000Z');
    expect(c.offsetMinutes).toBe(540);
    expect(c.bodies.sun).toMatchObject({ sign: 'taurus', degree: 24, minute: 8, house: 8 });
    expect(c.houses.system).toBe('placidus');
    expect(Object.keys(c.bodies)).toHaveLength(13);
    // The 农历 date of the birth and its animal by 立春 and by 春节 (issue 29 §1): 庚午年四月廿一.
    expect(c.lunar).toEqual({
      year: 1990,
      yearStem: '庚',
      yearBranch: '午',
      month: 4,
      leap: false,
      day: 21,
      monthDays: 29,
      animalByLichun: '午',
      animalBySpringFestival: '午',
    });
    // 九星 (issue 29 §5): 1990 is 一白; the 巳 month of a 午 year is 五黄. 胎元 of 辛巳 is 壬申.
    expect(c.bazi.nineStar).toEqual({ year: 1, month: 5 });
    expect(c.bazi.palaces.fetalOrigin).toEqual({ stem: '壬', branch: '申', nayin: '剑锋金' });
  });

  it('resolves a place name through the gazetteer (DESIGN §3 example)', () => {
    const r = chart(['--date', '1990-05-15', '--time', '14:30', '--place', '東京']);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out);
    expect(c.place).toMatchObject({
      name: '東京',
      lat: 35.6762,
      lng: 139.6503,
      tz: 'Asia/Tokyo',
      resolved: true,
    });
    expect(c.bodies.sun).toMatchObject({ sign: 'taurus', degree: 24, minute: 8 });
    const harbin = JSON.parse(chart(['--date', '1990-05-15', '--time', '14:30', '--place', '哈尔滨']).out);
    expect(harbin.place.tz).toBe('Asia/Shanghai');
    expect(harbin.place.lat).toBeCloseTo(45.75, 0);
  });

  it('includes the full bazi object (DESIGN §3)', () => {
    const r = chart([
      '--date',
      '1990-05-15',
      '--time',
      '14:30',
      '--place',
      '東京',
      '--gender',
      'male',
      '--hidden-stems',
      'japanese',
      '--use-god',
      'climateFirst',
    ]);
    expect(r.code).toBe(0);
    const { bazi, settings } = JSON.parse(r.out);
    expect(bazi.year).toMatchObject({ stem: '庚', branch: '午' });
    expect(bazi.month).toMatchObject({ stem: '辛', branch: '巳' });
    expect(bazi.day).toMatchObject({ stem: '庚', branch: '辰' });
    expect(bazi.hour).toMatchObject({ stem: '癸', branch: '未' });
    expect(bazi.month.hiddenStems).toEqual([{ stem: '庚', role: 'middle', tenGod: 'friend' }]);
    expect(bazi.luck.pillars[0]).toMatchObject({ stem: '壬', branch: '午', startYear: 1997 });
    expect(bazi.conventions).toMatchObject({
      ziHour: 'midnight',
      hiddenStems: 'japanese',
      trueSolarTime: false,
    });
    expect(settings.hiddenStems).toBe('japanese');
    expect(settings.useGod).toBe('climateFirst');
    expect(bazi.conventions.useGod).toBe('climateFirst');
    expect(bazi.judgement.method).toBe('climateFirst');
    expect(
      chart(['--date', '1990-05-15', '--time', '14:30', '--place', '東京', '--use-god', 'x']).err,
    ).toContain('useGod');
  });

  it('refuses an unknown place instead of guessing', () => {
    const r = chart(['--date', '1990-05-15', '--time', '14:30', '--place', 'Qwxzzy Lake']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('error UNKNOWN_PLACE:');
  });

  it('takes negative coordinates and the options', () => {
    const r = chart([
      '--date',
      '2021-11-07',
      '--time',
      '01:30',
      '--lat',
      '40.7128',
      '--lng',
      '-74.006',
      '--tz',
      'America/New_York',
      '--house-system',
      'whole-sign',
      '--node',
      'mean',
      '--disambiguation',
      'later',
      '--zi-hour',
      '23',
      '--true-solar-time',
      '--gender',
      'female',
    ]);
    expect(r.code).toBe(0);
    const c = JSON.parse(r.out);
    expect(c.place.lng).toBe(-74.006);
    expect(c.timeNote).toMatchObject({ kind: 'fold', chosen: 'later' });
    expect(c.utc).toBe('2021-11-07T06:30:00.000Z');
    expect(c.houses.system).toBe('whole-sign');
    expect(c.settings).toMatchObject({ node: 'mean', ziHour: '23', trueSolarTime: true, gender: 'female' });
  });

  it.each([
    [
      ['--date', '2023-02-30', '--time', '12:00', '--lat', '35', '--lng', '139', '--tz', 'Asia/Tokyo'],
      'INVALID_DATE',
    ],
    [
      ['--date', '2023-02-01', '--time', '24:00', '--lat', '35', '--lng', '139', '--tz', 'Asia/Tokyo'],
      'INVALID_TIME',
    ],
    [
      ['--date', '2023-02-01', '--time', '12:61', '--lat', '35', '--lng', '139', '--tz', 'Asia/Tokyo'],
      'INVALID_TIME',
    ],
    [
      ['--date', '2023-02-01', '--time', '12:00', '--lat', '95', '--lng', '139', '--tz', 'Asia/Tokyo'],
      'INVALID_LATITUDE',
    ],
    [
      ['--date', '2023-02-01', '--time', '12:00', '--lat', '35', '--lng', '139', '--tz', 'Asia/Edo'],
      'UNKNOWN_ZONE',
    ],
    [
      ['--date', '1750-02-01', '--time', '12:00', '--lat', '35', '--lng', '139', '--tz', 'Asia/Tokyo'],
      'OUT_OF_RANGE',
    ],
    [
      ['--date', '2023-02-01', '--time', '12:00', '--place', '東京', '--hidden-stems', 'korean'],
      'INVALID_OPTION',
    ],
    [['--date', '2023-02-01', '--time', '12:00', '--place', 'Qwxzzy Lake'], 'UNKNOWN_PLACE'],
  ])('exits non-zero with a typed error: %j', (args, code) => {
    const r = chart(args);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`error ${code}:`);
  });

  it('rejects unknown options with usage', () => {
    const r = chart(['--date', '1990-05-15', '--planet', 'x']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown option --planet');
  });

  it('runs a batch: one line out per line in, errors in place, and goes on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seimei-'));
    const file = join(dir, 'cases.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({
          id: 'a',
          date: '1990-05-15',
          time: '14:30',
          lat: 35.6762,
          lng: 139.6503,
          tz: 'Asia/Tokyo',
        }),
        JSON.stringify({ id: 'b', date: '2023-02-30', time: '12:00', lat: 35, lng: 139, tz: 'Asia/Tokyo' }),
        JSON.stringify({ id: 'p', date: '1990-05-15', time: '14:30', place: 'Sao Paulo' }),
        JSON.stringify({ id: 'u', date: '1990-05-15', time: '14:30', place: 'Qwxzzy Lake' }),
        '{not json',
        '',
        JSON.stringify({
          id: 'c',
          date: '1879-03-14',
          time: '11:30',
          lat: 48.4,
          lng: 10,
          tz: 'Europe/Berlin',
          houseSystem: 'koch',
        }),
      ].join('\n'),
    );
    const r = chart(['--batch', file]);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({ id: 'a', utc: '1990-05-15T05:30:00.000Z' });
    // An error line keeps its id (issue 16 §4).
    expect(lines[1]).toEqual({
      id: 'b',
      error: { code: 'INVALID_DATE', message: expect.stringContaining('2023-02-30') },
    });
    expect(lines[2]).toMatchObject({ id: 'p', place: { tz: 'America/Sao_Paulo', resolved: true } });
    expect(lines[2].utc).toBe('1990-05-15T17:30:00.000Z');
    expect(lines[3]).toMatchObject({ id: 'u', error: { code: 'UNKNOWN_PLACE' } });
    expect(lines[4].error.code).toBe('INVALID_JSON');
    expect(lines[5]).toMatchObject({ id: 'c', utc: '1879-03-14T10:50:00.000Z', houses: { system: 'koch' } });
    expect(lines[5].bazi.day).toMatchObject({ stem: '丙', branch: '申' }); // Einstein: 己卯 丁卯 丙申 甲午
    expect(lines[2].bazi.year).toBeDefined();
  });

  it('refuses what Number() would coerce, echoes ids as given, and never repeats a huge input (issue 16 §4)', () => {
    const base = { date: '1990-05-15', time: '14:30', lng: 139.65, tz: 'Asia/Tokyo' };
    const huge = 'x'.repeat(2_000_000);
    const lines = [
      { ...base, id: 1, lat: ' ' },
      { ...base, id: 2, lat: [] },
      { ...base, id: 3, lat: '0x1E' },
      { ...base, id: 4, lat: '3e1' },
      { ...base, id: 5, lat: true },
      { ...base, id: { run: 7, tag: ['x'] }, lat: 35.68 },
      { ...base, id: 6, lat: 35.68, tz: huge },
      { ...base, id: 7, lat: '35.68', houseSystem: ['placidus'] },
    ];
    const r = chart(['--batch', '-'], `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    expect(r.code).toBe(0);
    const out = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    for (const i of [0, 1, 2, 3, 4])
      expect(out[i]).toMatchObject({ id: i + 1, error: { code: 'INVALID_LATITUDE' } });
    expect(out[5].id).toEqual({ run: 7, tag: ['x'] });
    expect(out[5].utc).toBe('1990-05-15T05:30:00.000Z');
    expect(out[6]).toMatchObject({ id: 6, error: { code: 'UNKNOWN_ZONE' } });
    expect(out[6].error.message.length).toBeLessThan(200);
    expect(out[7]).toMatchObject({ id: 7, error: { code: 'INVALID_OPTION' } });
    expect(r.out.length).toBeLessThan(200_000);
  });

  it('goes on past a line whose id is too deep to write back, or whose fields String() cannot read (issue 16 §3)', () => {
    const ok = { date: '2000-01-01', time: '00:00', lat: 0, lng: 0, tz: 'UTC' };
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const input = [
      `{"id":${deep},${JSON.stringify(ok).slice(1)}`, // JSON.stringify of the echo overflowed and ended the batch
      JSON.stringify({ ...ok, id: 'object', date: { toString: 1 } }), // was INTERNAL: Cannot convert object…
      JSON.stringify({ ...ok, id: 'list', tz: ['UTC'] }), // was read as "UTC"
      JSON.stringify({ ...ok, id: 'after' }),
    ].join('\n');
    const r = chart(['--batch', '-'], `${input}\n`);
    expect(r.code).toBe(0);
    const out = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toEqual([
      { error: { code: 'INVALID_OPTION', message: expect.stringContaining('id') } },
      { id: 'object', error: { code: 'INVALID_DATE', message: expect.any(String) } },
      { id: 'list', error: { code: 'UNKNOWN_ZONE', message: expect.any(String) } },
      expect.objectContaining({ id: 'after', julianDayUt: 2451544.5 }),
    ]);
  });

  it('reads a batch from stdin', () => {
    const r = chart(
      ['--batch', '-'],
      `${JSON.stringify({ date: '2000-01-01', time: '00:00', lat: 0, lng: 0, tz: 'UTC' })}\n`,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).julianDayUt).toBe(2451544.5);
  });
});
