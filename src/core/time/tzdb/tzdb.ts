import { TZDATA, TZDB_VERSION } from './tzdata';
import { compileZone, type ZoneHistory } from './zi-compile';
import { parseZi, type ZiSource } from './zi-parse';

export { TZDB_VERSION };

let source: ZiSource | null = null;
const compiled = new Map<string, ZoneHistory>();

/** The database, read once on first use (a few milliseconds). */
function db(): ZiSource {
  source ??= parseZi(TZDATA);
  return source;
}

let byLowerCase: Map<string, string> | null = null;

/**
 * The zone a name stands for (links followed: Asia/Calcutta → Asia/Kolkata; any letter case, as Intl reads names:
 * asia/tokyo → Asia/Tokyo), or null for a name the database lacks.
 */
export function canonicalZone(tz: string): string | null {
  const d = db();
  const resolve = (name: string) => {
    if (d.zones.has(name)) return name;
    const target = d.links.get(name);
    return target !== undefined && d.zones.has(target) ? target : null;
  };
  const exact = resolve(tz);
  if (exact !== null || typeof tz !== 'string') return exact;
  byLowerCase ??= new Map([...d.zones.keys(), ...d.links.keys()].map((n) => [n.toLowerCase(), n]));
  const named = byLowerCase.get(tz.toLowerCase());
  return named === undefined ? null : resolve(named);
}

/** A zone's compiled history (cached), or null for an unknown name. */
export function zoneHistory(tz: string): ZoneHistory | null {
  const name = canonicalZone(tz);
  if (name === null) return null;
  let h = compiled.get(name);
  if (!h) {
    h = compileZone(db(), db().zones.get(name) ?? []);
    compiled.set(name, h);
  }
  return h;
}

/** The clock of a zone at an instant: seconds east of UTC, and how many of them are summer time. */
export interface ZoneState {
  utoffSec: number;
  saveSec: number;
  /** Index of the state in the zone's history (its transitions are the neighbours). */
  index: number;
}

/** The state in force at `unixSec` (a transition takes effect at its own instant). */
export function stateAt(h: ZoneHistory, unixSec: number): ZoneState {
  let lo = 0;
  let hi = h.atSec.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((h.atSec[mid] as number) <= unixSec) lo = mid;
    else hi = mid - 1;
  }
  return { utoffSec: h.utoffSec[lo] as number, saveSec: h.saveSec[lo] as number, index: lo };
}
