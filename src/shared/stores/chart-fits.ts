import { ANGLES, CHART_BODIES, SIGNS } from '../../core/astrology/vocabulary';
import { BRANCHES, STEMS } from '../../core/bazi/stems-branches';
import type { UserData } from './app-types';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const oneOf = (list: readonly string[], v: unknown) => typeof v === 'string' && list.includes(v);
const own = (o: Record<string, unknown>, k: string) => (Object.hasOwn(o, k) ? o[k] : undefined);

/**
 * Whether a stored chart is whole and was cast for this birth (issue 16 §4): every body and angle with a finite
 * longitude and a real sign, twelve cusps, the aspects, the four pillars of real stems and branches, the settings —
 * and the birth date, time and chosen point the chart names are the user's. A chart that fails is never shown:
 * the app casts it again from the birth data (src/app/verify-results.ts). Cheap, no engine.
 */
export function chartFitsBirth(chart: unknown, user: UserData): boolean {
  if (!isObject(chart)) return false;
  const local = own(chart, 'local');
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!isObject(local) || local.date !== user.birthdate) return false;
  const timeKnown = !user.birthTimeUnknown;
  // A chart without a birth time has no wall time, angles, houses or hour pillar (issue 17 §2).
  if (local.time !== (timeKnown ? `${pad(user.birthHour)}:${pad(user.birthMinute)}` : null)) return false;
  if (own(chart, 'timeKnown') !== undefined && own(chart, 'timeKnown') !== timeKnown) return false;
  const place = own(chart, 'place');
  if (!isObject(place) || !finite(place.lat) || !finite(place.lng) || typeof place.tz !== 'string')
    return false;
  const chosen = user.coordinates;
  if (chosen && (Math.abs(place.lat - chosen.lat) > 1e-6 || Math.abs(place.lng - chosen.lng) > 1e-6))
    return false;
  const bodies = own(chart, 'bodies');
  if (!isObject(bodies)) return false;
  for (const body of CHART_BODIES) {
    const b = own(bodies, body);
    if (!isObject(b) || !finite(b.longitude) || !oneOf(SIGNS, b.sign)) return false;
  }
  const angles = own(chart, 'angles');
  const houses = own(chart, 'houses');
  if (!timeKnown) {
    if (angles !== null || houses !== null) return false;
  } else {
    if (!isObject(angles)) return false;
    for (const angle of ANGLES) {
      const a = own(angles, angle);
      if (!isObject(a) || !finite(a.longitude) || !oneOf(SIGNS, a.sign)) return false;
    }
    if (!isObject(houses) || !Array.isArray(houses.cusps) || houses.cusps.length !== 12) return false;
    if (!houses.cusps.every(finite)) return false;
  }
  if (!Array.isArray(own(chart, 'aspects')) || !isObject(own(chart, 'settings'))) return false;
  const bazi = own(chart, 'bazi');
  if (!isObject(bazi)) return false;
  if (!timeKnown && own(bazi, 'hour') !== null) return false;
  for (const pillar of timeKnown ? ['year', 'month', 'day', 'hour'] : ['year', 'month', 'day']) {
    const p = own(bazi, pillar);
    if (!isObject(p) || !oneOf(STEMS, p.stem) || !oneOf(BRANCHES, p.branch)) return false;
  }
  return true;
}
