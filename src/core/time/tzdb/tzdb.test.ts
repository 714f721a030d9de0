import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TZDATA, TZDB_VERSION } from './tzdata';
import { canonicalZone, stateAt, zoneHistory } from './tzdb';
import { parseZi } from './zi-parse';

/**
 * The oracle: every zone the gazetteer uses, every change of clock 1850–2100, as Debian's compiled tz database (built
 * with backzone) gives it — written by scripts/tzdb/oracle.py from the system's TZif files through Python's zoneinfo.
 * Each state is [from (Unix s, null = before 1850), seconds east of UTC, summer time 0/1].
 */
const oracle = JSON.parse(
  gunzipSync(readFileSync(new URL('./__fixtures__/system-tzdb.json.gz', import.meta.url))).toString('utf8'),
) as { version: string; zones: Record<string, [number | null, number, number][]> };
const FROM = Date.UTC(1850, 0, 1) / 1000;
const TO = Date.UTC(2101, 0, 1) / 1000;

/** Zones whose law calls winter time negative summer time: we report them as rearguard does (summer over winter). */
const src = parseZi(TZDATA);
const negativeSave = (tz: string) =>
  (src.zones.get(canonicalZone(tz) ?? '') ?? []).some(
    (l) =>
      (l.rules.kind === 'fixed' && l.rules.saveSec < 0) ||
      (l.rules.kind === 'named' && (src.rules.get(l.rules.name) ?? []).some((r) => r.saveSec < 0)),
  );

describe('our tz database against the system’s (tzdata with backzone)', () => {
  it('is the same release', () => {
    expect(TZDB_VERSION).toBe(oracle.version);
  });

  it('gives every gazetteer zone’s every change of clock 1850–2100 to the second, and no other', () => {
    const zones = Object.keys(oracle.zones);
    expect(zones.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    let changes = 0;
    for (const tz of zones) {
      const h = zoneHistory(tz);
      if (!h) {
        wrong.push(`${tz}: unknown`);
        continue;
      }
      const dstToo = !negativeSave(tz);
      const key = (utoff: number, dst: boolean) => (dstToo ? `${utoff}/${dst ? 1 : 0}` : `${utoff}`);
      // The oracle's changes, and ours, in the same form: [from, state], within 1850–2100.
      const theirs: string[] = [];
      for (const [at, utoff, dst] of oracle.zones[tz] ?? []) {
        const k = key(utoff, dst === 1);
        if (theirs.at(-1)?.endsWith(` ${k}`)) continue;
        theirs.push(`${at ?? 'start'} ${k}`);
      }
      const ours: string[] = [`start ${key(stateAt(h, FROM).utoffSec, stateAt(h, FROM).saveSec > 0)}`];
      for (let i = 0; i < h.atSec.length; i++) {
        const at = h.atSec[i] as number;
        if (at <= FROM || at >= TO) continue;
        const k = key(h.utoffSec[i] as number, (h.saveSec[i] as number) > 0);
        if (ours.at(-1)?.endsWith(` ${k}`)) continue;
        ours.push(`${at} ${k}`);
      }
      changes += theirs.length;
      if (ours.join('\n') !== theirs.join('\n')) {
        const at = ours.findIndex((o, i) => o !== theirs[i]);
        wrong.push(`${tz}: ours ${ours[at]} vs system ${theirs[at]} (change ${at} of ${theirs.length})`);
      }
    }
    expect(wrong, wrong.slice(0, 40).join('\n')).toEqual([]);
    expect(changes).toBeGreaterThan(30_000);
  });

  it('reads the births of issue 32 as history recorded them, summer time by the database’s own field', () => {
    const at = (tz: string, iso: string) => {
      const h = zoneHistory(tz);
      if (!h) throw new Error(tz);
      const st = stateAt(h, Date.parse(iso) / 1000);
      return [st.utoffSec, st.saveSec];
    };
    // Local noon read at the offset the system gives (so the instant is that local time).
    expect(at('Europe/Oslo', '1960-07-01T10:00:00Z')).toEqual([7200, 3600]); // Norwegian summer time 1959–65
    expect(at('Europe/Amsterdam', '1935-07-01T10:40:28Z')).toEqual([4772, 3600]); // +1:19:32, Amsterdam summer time
    expect(at('Africa/Accra', '1950-10-01T11:30:00Z')).toEqual([1800, 1800]); // the Gold Coast's half-hour of summer time
    expect(at('Atlantic/Reykjavik', '1960-01-01T13:00:00Z')).toEqual([-3600, 0]); // UTC−1 standard before 1968
    expect(at('Atlantic/Reykjavik', '1960-07-01T12:00:00Z')).toEqual([0, 3600]);
    // Paris under occupation: standard UTC+1, summer UTC+2 — one hour of summer time, not two.
    expect(at('Europe/Paris', '1942-05-23T06:05:00Z')).toEqual([7200, 3600]);
    // Dublin: the law's negative winter time, read as rearguard data reads it (GMT standard, IST summer).
    expect(at('Europe/Dublin', '2020-01-15T12:00:00Z')).toEqual([0, 0]);
    expect(at('Europe/Dublin', '2020-07-15T12:00:00Z')).toEqual([3600, 3600]);
    // Links and unknown names.
    expect(canonicalZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalZone('asia/tokyo')).toBe('Asia/Tokyo'); // as Intl reads it
    expect(canonicalZone('utc')).toBe('Etc/UTC');
    expect(canonicalZone('Mars/Olympus')).toBeNull();
  });

  it('compiles every zone of the database, and knows every zone name this platform’s Intl knows', () => {
    const names = [...src.zones.keys()];
    expect(names.length).toBeGreaterThan(400);
    for (const tz of names) expect(zoneHistory(tz)?.atSec.length, tz).toBeGreaterThan(0);
    const missing = Intl.supportedValuesOf('timeZone').filter((tz) => canonicalZone(tz) === null);
    expect(missing).toEqual([]);
  });
});
