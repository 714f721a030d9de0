import { describe, expect, it } from 'vitest';
import { type BirthFormValues, MINUTE_STEPS, OTHER_MINUTES, validateBirthForm } from './validate-birth-form';

const valid: BirthFormValues = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: '14',
  birthMinute: '30',
  timeUnknown: '',
  birthplace: '東京',
  gender: 'female',
};

describe('home form validation (spec §5, in order)', () => {
  it('accepts a complete form with an empty name', () => {
    expect(validateBirthForm(valid)).toBeNull();
    expect(validateBirthForm({ ...valid, birthHour: '0', birthMinute: '0' })).toBeNull();
  });
  it('asks for no hour or minute when the time is not known (issue 17 §2)', () => {
    expect(validateBirthForm({ ...valid, birthHour: '', birthMinute: '', timeUnknown: '1' })).toBeNull();
    expect(validateBirthForm({ ...valid, birthHour: '', birthMinute: '' })?.field).toBe('birthHour');
  });
  it('reports the first failing field only, in the spec order', () => {
    const empty: BirthFormValues = {
      name: '',
      birthdate: '',
      birthHour: '',
      birthMinute: '',
      timeUnknown: '',
      birthplace: ' ',
      gender: '',
    };
    expect(validateBirthForm(empty)?.field).toBe('birthdate');
    expect(validateBirthForm({ ...empty, birthdate: '1990-05-15' })?.field).toBe('birthHour');
    expect(validateBirthForm({ ...empty, birthdate: '1990-05-15', birthHour: '3' })?.field).toBe(
      'birthMinute',
    );
    expect(validateBirthForm({ ...valid, birthplace: '   ' })).toEqual({
      field: 'birthplace',
      messageKey: 'validation.birthplace',
    });
    expect(validateBirthForm({ ...valid, gender: '' })).toEqual({
      field: 'gender',
      messageKey: 'validation.gender',
    });
  });
  it('offers the five-minute steps first, then every other minute, each minute once', () => {
    expect(MINUTE_STEPS).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    expect(OTHER_MINUTES).toHaveLength(48);
    expect([...MINUTE_STEPS, ...OTHER_MINUTES].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, m) => m),
    );
  });
});
