import { describe, expect, it } from 'vitest';
import { decodeSharePayload, encodeSharePayload, type SharePayload } from './share-payload';

const payload: SharePayload = {
  v: 1,
  t: 'astrology',
  u: {
    name: '山田 花子',
    birthdate: '1990-05-15',
    birthHour: 14,
    birthMinute: 30,
    birthplace: '東京',
    gender: 'female',
  },
  c: {
    houseSystem: 'placidus',
    node: 'true',
    ziHour: 'midnight',
    trueSolarTime: false,
    hiddenStems: 'chinese',
  },
};

describe('share payload', () => {
  it('round-trips through a URL-safe string, CJK included', () => {
    const text = encodeSharePayload(payload);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharePayload(text)).toEqual(payload);
  });
  it('rejects tampered, malformed and impossible payloads without throwing', () => {
    const text = encodeSharePayload(payload);
    expect(decodeSharePayload(`${text.slice(0, -3)}xyz`)).toBeNull();
    expect(decodeSharePayload('not base64 at all!')).toBeNull();
    expect(decodeSharePayload('')).toBeNull();
    expect(decodeSharePayload(null)).toBeNull();
    expect(
      decodeSharePayload(encodeSharePayload({ ...payload, u: { ...payload.u, birthHour: 24 } })),
    ).toBeNull();
    expect(
      decodeSharePayload(encodeSharePayload({ ...payload, u: { ...payload.u, birthdate: '2023-02-30' } })),
    ).toBeNull();
    expect(
      decodeSharePayload(encodeSharePayload({ ...payload, u: { ...payload.u, birthplace: '' } })),
    ).toBeNull();
    expect(
      decodeSharePayload(encodeSharePayload({ ...payload, v: 2 } as unknown as SharePayload)),
    ).toBeNull();
    expect(decodeSharePayload('A'.repeat(5000))).toBeNull();
  });
});
