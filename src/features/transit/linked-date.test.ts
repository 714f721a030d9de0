import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate } from '../../core/time/birth-moment';
import { cpuMs } from '../../test/cpu-time';
import { fuzzParams, fuzzTimeoutMs } from '../../test/fuzz';
import { linkedDate } from './linked-date';

const query = (date: string) => new URLSearchParams({ date });

describe('the transit link date (?date=, fuzzed)', () => {
  it('takes a real date within the range, and nothing else', () => {
    expect(linkedDate(query('2027-01-01'))).toBe('2027-01-01');
    expect(linkedDate(query('2024-02-29'))).toBe('2024-02-29');
    expect(linkedDate(query('1800-01-01'))).toBe('1800-01-01');
    expect(linkedDate(query('2200-12-31'))).toBe('2200-12-31');
    for (const bad of [
      '2023-02-30',
      '2100-02-29',
      '9999-99-99',
      '1799-12-31',
      '2201-01-01',
      '2027-1-1',
      ' 2027-01-01',
    ])
      expect(linkedDate(query(bad)), bad).toBeNull();
    expect(linkedDate(new URLSearchParams('date=2027-01-01&date=x'))).toBe('2027-01-01'); // the first, as get() reads
    expect(linkedDate(new URLSearchParams(''))).toBeNull();
  });

  it(
    'agrees with the engine on every text: what it takes, the engine reads as that day; never throws',
    () => {
      const dates = fc.oneof(
        fc
          .tuple(
            fc.integer({ min: 1700, max: 2300 }),
            fc.integer({ min: 0, max: 13 }),
            fc.integer({ min: 0, max: 32 }),
          )
          .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
        fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        fc.string({ maxLength: 12 }),
      );
      fc.assert(
        fc.property(dates, fc.boolean(), (date, encoded) => {
          const params = encoded ? new URLSearchParams(`date=${encodeURIComponent(date)}`) : query(date);
          const taken = linkedDate(params);
          let engine: string | null = null;
          try {
            const { year, month, day } = parseDate(date);
            engine = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          } catch {
            engine = null;
          }
          // The engine trims and accepts the same range; the link takes only the exact form.
          expect(taken).toBe(engine === date ? date : null);
        }),
        fuzzParams(),
      );
    },
    fuzzTimeoutMs(),
  );

  it('answers a huge query (5 MB) in bounded time', () => {
    const started = cpuMs();
    expect(linkedDate(query(`2027-01-01${'x'.repeat(5_000_000)}`))).toBeNull();
    expect(linkedDate(new URLSearchParams(`date=${'9'.repeat(5_000_000)}`))).toBeNull();
    expect(cpuMs() - started).toBeLessThan(5_000);
  });
});
