/**
 * The zic source format of the tz database (zic(8); the compact form of tzdata.zi): Rule, Zone and Link lines, read
 * into data. Keywords may be abbreviated to any unambiguous prefix (tzdata.zi writes "Ja", "Su>=8", "o", "ma").
 */

/** When in the day a time is meant: on the wall clock, on the standard clock, or in universal time. */
export type ClockKind = 'w' | 's' | 'u';

/** A day of a month as a rule gives it: a date, the last weekday, or the first weekday on/after (or on/before) one. */
export type DaySpec =
  | { kind: 'date'; day: number }
  | { kind: 'last'; weekday: number }
  | { kind: 'onOrAfter'; weekday: number; day: number }
  | { kind: 'onOrBefore'; weekday: number; day: number };

export interface ZiRule {
  fromYear: number;
  /** Inclusive; Infinity for "max". */
  toYear: number;
  /** 1–12. */
  month: number;
  day: DaySpec;
  /** Seconds after local midnight (may exceed a day or be negative). */
  atSec: number;
  atKind: ClockKind;
  saveSec: number;
  isDst: boolean;
}

/** One line of a zone: its standard offset, its rules (none, a fixed amount or a named set) and when it ends. */
export interface ZiZoneLine {
  stdoffSec: number;
  rules:
    | { kind: 'none' }
    | { kind: 'fixed'; saveSec: number; isDst: boolean }
    | { kind: 'named'; name: string };
  /** Null for the last line. */
  until: { year: number; month: number; day: DaySpec; atSec: number; atKind: ClockKind } | null;
}

export interface ZiSource {
  rules: Map<string, ZiRule[]>;
  zones: Map<string, ZiZoneLine[]>;
  /** Alias → target zone. */
  links: Map<string, string>;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The index of the one word in `words` that `abbr` begins (case-insensitively), as zic matches keywords. */
function keyword(abbr: string, words: readonly string[], what: string): number {
  const a = abbr.toLowerCase();
  const hits = words.flatMap((w, i) => (w.startsWith(a) ? [i] : []));
  if (hits.length !== 1) throw new Error(`tzdb: "${abbr}" is not a ${what}`);
  return hits[0] as number;
}

/** "[-]h[:mm[:ss]]" (or "-" for zero) in seconds, with an optional clock or save suffix returned apart. */
function duration(field: string): { sec: number; suffix: string } {
  if (field === '-') return { sec: 0, suffix: '' };
  const m = /^(-)?(\d+)(?::(\d+))?(?::(\d+))?(?:\.\d+)?([a-z]?)$/.exec(field);
  if (!m) throw new Error(`tzdb: bad time "${field}"`);
  const sec = Number(m[2]) * 3600 + Number(m[3] ?? 0) * 60 + Number(m[4] ?? 0);
  return { sec: m[1] ? -sec : sec, suffix: m[5] ?? '' };
}

function clockTime(field: string): { atSec: number; atKind: ClockKind } {
  const { sec, suffix } = duration(field);
  const kind: ClockKind =
    suffix === 's' ? 's' : suffix === 'u' || suffix === 'g' || suffix === 'z' ? 'u' : 'w';
  if (suffix && !'wsugz'.includes(suffix)) throw new Error(`tzdb: bad clock suffix in "${field}"`);
  return { atSec: sec, atKind: kind };
}

/** SAVE: an amount; summer time unless it is zero, or as its suffix says (d: summer, s: standard). */
function saveOf(field: string): { saveSec: number; isDst: boolean } {
  const { sec, suffix } = duration(field);
  return { saveSec: sec, isDst: suffix === 'd' ? true : suffix === 's' ? false : sec !== 0 };
}

function daySpec(field: string): DaySpec {
  if (/^\d+$/.test(field)) return { kind: 'date', day: Number(field) };
  const last = /^last(.+)$/i.exec(field);
  if (last) return { kind: 'last', weekday: keyword(last[1] as string, WEEKDAYS, 'weekday') };
  const rel = /^([a-z]+)([<>]=)(\d+)$/i.exec(field);
  if (!rel) throw new Error(`tzdb: bad day "${field}"`);
  const weekday = keyword(rel[1] as string, WEEKDAYS, 'weekday');
  return rel[2] === '>='
    ? { kind: 'onOrAfter', weekday, day: Number(rel[3]) }
    : { kind: 'onOrBefore', weekday, day: Number(rel[3]) };
}

function year(field: string, from: number): number {
  if (/^-?\d+$/.test(field)) return Number(field);
  const k = keyword(field, ['minimum', 'maximum', 'only'], 'year');
  return k === 0 ? -Infinity : k === 1 ? Infinity : from;
}

function zoneLine(f: string[]): ZiZoneLine {
  const [std, rules, , ...until] = f;
  if (std === undefined || rules === undefined || f.length < 3)
    throw new Error(`tzdb: short zone line "${f.join(' ')}"`);
  const r: ZiZoneLine['rules'] =
    rules === '-'
      ? { kind: 'none' }
      : /^-?\d/.test(rules)
        ? { kind: 'fixed', ...saveOf(rules) }
        : { kind: 'named', name: rules };
  return {
    stdoffSec: duration(std).sec,
    rules: r,
    until: until.length
      ? {
          year: Number(until[0]),
          month: until[1] ? keyword(until[1], MONTHS, 'month') + 1 : 1,
          day: until[2] ? daySpec(until[2]) : { kind: 'date', day: 1 },
          ...(until[3] ? clockTime(until[3]) : { atSec: 0, atKind: 'w' as const }),
        }
      : null,
  };
}

/** Reads zic source text (comments already removed or not). Throws on a line it cannot read. */
export function parseZi(text: string): ZiSource {
  const src: ZiSource = { rules: new Map(), zones: new Map(), links: new Map() };
  let zone: ZiZoneLine[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const f = line.split(/\s+/);
    const head = f[0] as string;
    // A continuation line of the zone above starts with its offset, never with a keyword.
    if (zone && /^-?\d/.test(head)) {
      zone.push(zoneLine(f));
      continue;
    }
    zone = null;
    const k = keyword(head, ['rule', 'zone', 'link'], 'line kind');
    if (k === 0) {
      const [, name, from, to, , month, day, at, save] = f;
      if (save === undefined) throw new Error(`tzdb: short rule "${line}"`);
      const fromYear = year(from as string, 0);
      const rule: ZiRule = {
        fromYear,
        toYear: year(to as string, fromYear),
        month: keyword(month as string, MONTHS, 'month') + 1,
        day: daySpec(day as string),
        ...clockTime(at as string),
        ...saveOf(save),
      };
      const list = src.rules.get(name as string);
      if (list) list.push(rule);
      else src.rules.set(name as string, [rule]);
    } else if (k === 1) {
      zone = [zoneLine(f.slice(2))];
      src.zones.set(f[1] as string, zone);
    } else {
      src.links.set(f[2] as string, f[1] as string);
    }
  }
  return src;
}
