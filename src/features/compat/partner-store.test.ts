// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isRealBirthDate } from '../../core/chart/birth-date';
import { safeLocalStorage } from '../../shared/lib/storage';
import { listUnreadable } from '../../shared/lib/unreadable-backups';
import { PARTNER_KEY, type UserData } from '../../shared/stores/app-types';
import { useStorageStatus } from '../../shared/stores/storage-status';
import { loadPeople, newPersonId, savePeople, withoutPerson, withPerson } from './partner-store';

const user = (name: string, birthdate = '1992-03-02'): UserData =>
  ({
    name,
    birthdate,
    birthHour: 8,
    birthMinute: 45,
    birthplace: '大阪',
    gender: 'male',
    fullBirthDateTime: `${birthdate}T08:45:00`,
  }) as UserData;
const EMPTY = { people: [], current: null, needsRepair: [] };
const initialStatus = useStorageStatus.getState();

beforeEach(() => {
  localStorage.clear();
  useStorageStatus.setState(initialStatus, true);
});

describe('the people kept for compatibility', () => {
  it('reads the single partner an earlier version kept as a list of one, shown', () => {
    localStorage.setItem(
      PARTNER_KEY,
      JSON.stringify({ version: 1, userData: user('さくら'), savedAt: '2026-12-01T00:00:00Z' }),
    );
    const p = loadPeople();
    expect(p.people.map((x) => x.userData.name)).toEqual(['さくら']);
    expect(p.current).toBe(p.people[0]?.id);
    expect(p.needsRepair).toEqual([]);
  });

  it('adds, replaces in place, forgets each person, and keeps whose reading is shown', () => {
    let p = loadPeople();
    expect(p).toEqual(EMPTY);
    const a = { id: newPersonId(p, 1), userData: user('A'), savedAt: 'x' };
    p = withPerson(p, a);
    const b = { id: newPersonId(p, 1), userData: user('B', '1990-01-01'), savedAt: 'y' };
    expect(b.id).not.toBe(a.id);
    p = withPerson(p, b);
    expect(p.current).toBe(b.id);
    p = withPerson(p, { ...a, userData: user('A2') });
    expect(p.people.map((x) => x.userData.name)).toEqual(['A2', 'B']);
    expect(p.current).toBe(a.id);
    expect(savePeople(p)).toBe(true);
    expect(loadPeople()).toEqual(p);
    p = withoutPerson(p, a.id);
    expect(p).toEqual({ people: [expect.objectContaining({ id: b.id })], current: b.id, needsRepair: [] });
    savePeople(withoutPerson(p, b.id));
    expect(localStorage.getItem(PARTNER_KEY)).toBeNull();
  });

  // Issue 33 §2: the same recovery as the app state, for every way the value can be unreadable.
  for (const [label, raw] of [
    ['empty', ''],
    ['truncated', '{"version":2,"people":[{"id":"p1","userD'],
    ['HTML', '<!doctype html><html><body>error</body></html>'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['a newer version', '{"version":9,"people":"x"}'],
    ['no version', '{"people":[]}'],
  ] as const)
    it(`puts ${label} aside, says so once, and opens with nobody`, () => {
      localStorage.setItem(PARTNER_KEY, raw);
      expect(loadPeople(1_000)).toEqual(EMPTY);
      const kept = listUnreadable(PARTNER_KEY, safeLocalStorage);
      expect(kept.map((k) => k.value)).toEqual([raw]);
      expect(localStorage.getItem(PARTNER_KEY)).toBeNull();
      expect(useStorageStatus.getState()).toMatchObject({ recovered: kept[0]?.key, dismissed: false });
      // Read again (another page, a reload): nothing new to say, nothing copied twice.
      useStorageStatus.setState({ recovered: null });
      expect(loadPeople(2_000)).toEqual(EMPTY);
      expect(useStorageStatus.getState().recovered).toBeNull();
      expect(listUnreadable(PARTNER_KEY, safeLocalStorage)).toHaveLength(1);
    });

  it('lists a person with a malformed birth date as needing repair, keeps them, and repairs them in place', () => {
    const good = { id: 'a', userData: user('A'), savedAt: 'x' };
    const broken = { id: 'b', userData: { ...user('B'), birthdate: '1990-13-45' }, savedAt: 'y' };
    const scrap = { id: 'c', userData: { name: 42, birthHour: 30, gender: 'male' }, savedAt: 'z' };
    localStorage.setItem(
      PARTNER_KEY,
      JSON.stringify({ version: 2, people: [broken, good, scrap, null], current: 'b' }),
    );
    const p = loadPeople();
    expect(p.people.map((x) => x.id)).toEqual(['a']);
    expect(p.current).toBe('a');
    expect(p.needsRepair.map((r) => [r.id, r.name])).toEqual([
      ['b', 'B'],
      ['c', ''],
      ['r4', ''],
    ]);
    // What could be read fills the form: not the impossible date, not the hour 30.
    expect(p.needsRepair[0]?.readable).toMatchObject({
      name: 'B',
      birthHour: 8,
      birthplace: '大阪',
      gender: 'male',
    });
    expect(p.needsRepair[0]?.readable.birthdate).toBeUndefined();
    expect(p.needsRepair[1]?.readable).toEqual({ gender: 'male' });
    expect(useStorageStatus.getState().recovered).toBeNull();
    // Saving writes the broken records back as they were: nothing is lost by using the page.
    expect(savePeople(p)).toBe(true);
    expect(loadPeople()).toEqual(p);
    const repaired = withPerson(p, { id: 'b', userData: user('B', '1990-12-05'), savedAt: 'w' });
    expect(repaired.people.map((x) => x.id)).toEqual(['a', 'b']);
    expect(repaired.needsRepair.map((r) => r.id)).toEqual(['c', 'r4']);
    expect(withoutPerson(repaired, 'c').needsRepair.map((r) => r.id)).toEqual(['r4']);
    expect(newPersonId(p, 0)).not.toBe('r4');
  });

  it('tells two records with one id apart, so forgetting one never takes both', () => {
    const a1 = { id: 'a', userData: user('A1'), savedAt: 'x' };
    const a2 = { id: 'a', userData: user('A2'), savedAt: 'y' };
    localStorage.setItem(PARTNER_KEY, JSON.stringify({ version: 2, people: [a1, a2], current: 'a' }));
    const p = loadPeople();
    expect(p.people.map((x) => x.id)).toEqual(['a', 'a-2']);
    expect(withoutPerson(p, 'a').people.map((x) => x.userData.name)).toEqual(['A2']);
  });

  it('never writes over a value it could not copy aside (storage full)', () => {
    useStorageStatus.setState({ held: PARTNER_KEY });
    localStorage.setItem(PARTNER_KEY, 'not json');
    expect(savePeople(withPerson(EMPTY, { id: 'a', userData: user('A'), savedAt: 'x' }))).toBe(false);
    expect(localStorage.getItem(PARTNER_KEY)).toBe('not json');
  });

  it('knows a real date from an impossible one', () => {
    expect(isRealBirthDate('2000-02-29')).toBe(true);
    expect(isRealBirthDate('1900-02-29')).toBe(false);
    expect(isRealBirthDate('1990-13-01')).toBe(false);
    expect(isRealBirthDate('1799-12-31')).toBe(false);
    expect(isRealBirthDate('1990-5-1')).toBe(false);
  });
});
