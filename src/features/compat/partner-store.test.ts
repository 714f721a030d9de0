// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_KEY, type UserData } from '../../shared/stores/app-types';
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

beforeEach(() => localStorage.clear());

describe('the people kept for compatibility', () => {
  it('reads the single partner an earlier version kept as a list of one, shown', () => {
    localStorage.setItem(
      PARTNER_KEY,
      JSON.stringify({ version: 1, userData: user('さくら'), savedAt: '2026-12-01T00:00:00Z' }),
    );
    const p = loadPeople();
    expect(p.people.map((x) => x.userData.name)).toEqual(['さくら']);
    expect(p.current).toBe(p.people[0]?.id);
  });

  it('adds, replaces in place, forgets each person, and keeps whose reading is shown', () => {
    let p = loadPeople();
    expect(p).toEqual({ people: [], current: null });
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
    expect(p).toEqual({ people: [expect.objectContaining({ id: b.id })], current: b.id });
    savePeople(withoutPerson(p, b.id));
    expect(localStorage.getItem(PARTNER_KEY)).toBeNull();
  });

  it('leaves a record it cannot read alone, and opens with nobody', () => {
    localStorage.setItem(PARTNER_KEY, JSON.stringify({ version: 9, people: 'x' }));
    expect(loadPeople()).toEqual({ people: [], current: null });
    expect(localStorage.getItem(PARTNER_KEY)).toContain('"version":9');
  });
});
