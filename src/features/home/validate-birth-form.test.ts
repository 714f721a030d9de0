import { describe, expect, it } from 'vitest';
import { type BirthFormValues, MINUTES, validateBirthForm } from './validate-birth-form';

const valid: BirthFormValues = {
  name: '',
  birthdate: '1990-05-15',
  birthHour: '14',
  birthMinute: '30',
  birthplace: '東京',
  gender: 'female',
};

describe('home form validation (spec §5, in order)', () => {
  it('accepts a complete form with an empty name', () => {
    expect(validateBirthForm(valid)).toBeNull();
    expect(validateBirthForm({ ...valid, birthHour: '0', birthMinute: '0' })).toBeNull();
  });
  it('reports the first failing field only, in the spec order', () => {
    const empty: BirthFormValues = {
      name: '',
      birthdate: '',
      birthHour: '',
      birthMinute: '',
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
  it('offers minutes in steps of five', () => {
    expect(MINUTES).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});
