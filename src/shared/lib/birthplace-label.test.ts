import { describe, expect, it } from 'vitest';
import { birthplaceLabel } from './birthplace-label';

const munich = {
  birthplace: 'Munich',
  coordinates: {
    lat: 48.1374,
    lng: 11.5755,
    tz: 'Europe/Berlin',
    placeId: 'gn-2867714',
    names: { en: 'Munich', ja: 'ミュンヘン', zhHans: '慕尼黑' },
  },
};

describe('the birthplace in the reader’s language (issue 31 §4)', () => {
  it('names a listed place as each language does, whatever was typed', () => {
    expect(birthplaceLabel(munich, 'ja')).toBe('ミュンヘン');
    expect(birthplaceLabel(munich, 'zh')).toBe('慕尼黑');
    expect(birthplaceLabel(munich, 'zh-Hant')).toBe('慕尼黑');
    expect(birthplaceLabel(munich, 'en')).toBe('Munich');
    const taipei = {
      birthplace: '台北',
      coordinates: {
        lat: 25.0478,
        lng: 121.5319,
        tz: 'Asia/Taipei',
        placeId: 'tw-taipei',
        names: { en: 'Taipei', ja: '台北', zhHans: '台北', zhHant: '臺北' },
      },
    };
    expect(birthplaceLabel(taipei, 'zh-Hant')).toBe('臺北');
    expect(birthplaceLabel(taipei, 'en')).toBe('Taipei');
  });
  it('keeps what was typed for a place the list does not know, a hand-entered point, or older data', () => {
    const coords = { lat: 35.68, lng: 139.65, tz: 'Asia/Tokyo' };
    expect(
      birthplaceLabel({ birthplace: 'Atlantis', coordinates: { ...coords, fallback: true } }, 'en'),
    ).toBe('Atlantis');
    expect(birthplaceLabel({ birthplace: '祖母の家', coordinates: coords }, 'en')).toBe('祖母の家');
    expect(birthplaceLabel({ birthplace: '東京' }, 'en')).toBe('東京');
  });
});
