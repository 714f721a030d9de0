import type { TFunction } from 'i18next';

/** "35.68° N, 139.65° E" / "北緯35.68°・東経139.65°" / "北纬35.68°，东经139.65°": two decimals (about 1 km). */
export function coordsText(t: TFunction<'home'>, lat: number, lng: number): string {
  const deg = (x: number) => Math.abs(x).toFixed(2);
  // Not `lng`: i18next reads that option as a language.
  return t('coords.pair', {
    latitude: t(lat >= 0 ? 'coords.north' : 'coords.south', { deg: deg(lat) }),
    longitude: t(lng >= 0 ? 'coords.east' : 'coords.west', { deg: deg(lng) }),
  });
}
