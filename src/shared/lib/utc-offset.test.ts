import { describe, expect, it } from 'vitest';
import { offsetText, zoneName } from './utc-offset';

describe('offsetText', () => {
  it('writes zone offsets, and local mean time to the second', () => {
    expect(offsetText(540)).toBe('UTC+9:00');
    expect(offsetText(-300)).toBe('UTC−5:00');
    expect(offsetText(330)).toBe('UTC+5:30');
    expect(offsetText(558 + 59 / 60)).toBe('UTC+9:18:59');
  });
});

describe('zoneName', () => {
  const may1990 = Date.UTC(1990, 4, 15);
  it('names a zone in the reader’s language, never by its IANA id', () => {
    expect(zoneName('Asia/Tokyo', 'ja', may1990)).toBe('日本標準時');
    expect(zoneName('Europe/Berlin', 'zh', may1990)).toBe('中欧时间');
    expect(zoneName('Europe/Berlin', 'zh-Hant', may1990)).toBe('中歐時間');
    expect(zoneName('America/New_York', 'en', may1990)).toBe('Eastern Time');
  });
  it('gives null where the language has no name (Intl would write GMT+3) or the zone is unknown', () => {
    expect(zoneName('Etc/GMT-3', 'en', may1990)).toBeNull();
    expect(zoneName('Mars/Olympus', 'ja', may1990)).toBeNull();
  });
});
