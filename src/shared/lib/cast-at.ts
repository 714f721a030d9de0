import type { BirthCoordinates } from '../../core/chart/birth-schemas';
import { parseChartRequest } from '../../core/chart/chart-request';
import { computeChart } from '../../core/chart/compute-chart';
import type { CalculationResults, Conventions, UserData } from '../stores/app-types';

export { computeChart, parseChartRequest };

/** A chart request's birth part from stored birth data: the date, the time or its absence, gender, conventions. */
export function requestBase(user: UserData, conventions: Conventions) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: user.birthdate,
    ...(user.birthTimeUnknown
      ? { unknownTime: true }
      : { time: `${pad(user.birthHour)}:${pad(user.birthMinute)}` }),
    gender: user.gender,
    ...conventions,
    // How the recorded time is read (issue 32 §2): as standard time, or one of a repeated hour.
    ...(user.timeReading === 'standard'
      ? { clock: 'standard' }
      : user.timeReading
        ? { disambiguation: user.timeReading }
        : {}),
  };
}

/**
 * The chart at the point the user chose (a listed place, a point entered by hand, or the Tokyo fallback kept
 * knowingly): the cast itself, the same on the page (analysis.ts) and in its worker (analysis.worker.ts).
 */
export function castAt(
  user: UserData,
  conventions: Conventions,
  chosen: BirthCoordinates,
): CalculationResults {
  const chart = computeChart(
    parseChartRequest({
      ...requestBase(user, conventions),
      place: user.birthplace,
      lat: chosen.lat,
      lng: chosen.lng,
      tz: chosen.tz,
    }),
  );
  const resolved = !chosen.fallback;
  chart.place = {
    ...chart.place,
    resolved,
    source: chosen.placeId || chosen.fallback ? 'gazetteer' : 'coordinates',
  };
  return { chart, placeResolved: resolved, computedAt: new Date().toISOString(), dataSource: 'local' };
}
