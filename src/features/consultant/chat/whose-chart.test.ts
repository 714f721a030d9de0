import { describe, expect, it } from 'vitest';
import type { UserData } from '../../../shared/stores/app-types';
import { personLabel, sameBirth } from './whose-chart';

const a: UserData = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: 14,
  birthMinute: 30,
  birthplace: '東京',
  gender: 'female',
  fullBirthDateTime: '1990-05-15T14:30:00',
  coordinates: { lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' },
};

describe('whose chart a conversation answers for', () => {
  it('is the same birth whatever the name, and another for any field a reading depends on', () => {
    expect(sameBirth(a, { ...a, name: 'さくら' })).toBe(true);
    expect(sameBirth(a, { ...a, birthMinute: 31 })).toBe(false);
    expect(sameBirth(a, { ...a, birthdate: '1990-05-16' })).toBe(false);
    expect(sameBirth(a, { ...a, gender: 'male' })).toBe(false);
    expect(sameBirth(a, { ...a, timeReading: 'standard' })).toBe(false);
    expect(sameBirth(a, { ...a, coordinates: { lat: 34.6937, lng: 135.5023, tz: 'Asia/Tokyo' } })).toBe(
      false,
    );
    // Without a time, the hour it was cast at does not tell two births apart.
    const noTime = { ...a, birthTimeUnknown: true };
    expect(sameBirth(noTime, { ...noTime, birthHour: 12, birthMinute: 0 })).toBe(true);
    expect(sameBirth(noTime, a)).toBe(false);
  });

  it('names the person, or writes their birth when there is no name', () => {
    expect(personLabel({ ...a, name: ' さくら ' }, 'ja', '・')).toBe('さくら');
    expect(personLabel(a, 'ja', '・')).toBe('1990年5月15日 14:30・東京');
    expect(personLabel(a, 'en', ', ')).toBe('15 May 1990 at 14:30, 東京');
  });
});
