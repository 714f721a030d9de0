import type { CalculationResults, Conventions, UserData } from '../stores/app-types';

/**
 * Casts the chart for stored birth data with the engine (loaded on demand, so the home route stays small).
 * The point is the one the user chose (`coordinates`: a listed place, a point entered by hand, or the Tokyo
 * fallback kept knowingly); older data without it resolves the birthplace text through the gazetteer (Tokyo
 * fallback when unknown, flagged). Then natal chart and BaZi.
 */
export async function computeResults(user: UserData, conventions: Conventions): Promise<CalculationResults> {
  const [{ parseChartRequest }, { computeChart }] = await Promise.all([
    import('../../core/chart/chart-request'),
    import('../../core/chart/compute-chart'),
  ]);
  const pad = (n: number) => String(n).padStart(2, '0');
  const base = {
    date: user.birthdate,
    time: `${pad(user.birthHour)}:${pad(user.birthMinute)}`,
    gender: user.gender,
    ...conventions,
  };
  const chosen = user.coordinates;
  if (chosen) {
    const chart = computeChart(
      parseChartRequest({ ...base, place: user.birthplace, lat: chosen.lat, lng: chosen.lng, tz: chosen.tz }),
    );
    const resolved = !chosen.fallback;
    chart.place = {
      ...chart.place,
      resolved,
      source: chosen.placeId || chosen.fallback ? 'gazetteer' : 'coordinates',
    };
    return { chart, placeResolved: resolved, computedAt: new Date().toISOString(), dataSource: 'local' };
  }
  const [{ loadGazetteer }, { resolvePlace }] = await Promise.all([
    import('../../core/geo/gazetteer'),
    import('../../core/geo/resolve-place'),
  ]);
  const gazetteer = await loadGazetteer();
  const hit = resolvePlace(gazetteer, user.birthplace);
  const chart = computeChart(
    parseChartRequest({
      ...base,
      place: hit.resolved ? hit.name : user.birthplace,
      lat: hit.place.lat,
      lng: hit.place.lng,
      tz: hit.place.tz,
    }),
  );
  chart.place = {
    ...chart.place,
    source: 'gazetteer',
    resolved: hit.resolved,
    country: hit.place.country,
    region: hit.place.region,
  };
  return { chart, placeResolved: hit.resolved, computedAt: new Date().toISOString(), dataSource: 'local' };
}

/** fullBirthDateTime of the spec: the entered date and time with zero seconds. */
export function fullBirthDateTime(birthdate: string, hour: number, minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${birthdate}T${pad(hour)}:${pad(minute)}:00`;
}

/**
 * Saves new conventions and, when a chart is stored, recalculates it with them. Resolves true when a chart was
 * recalculated. The new chart is computed before anything is replaced (spec §4 clears, then recalculates): the
 * page on screen is never emptied mid-way, so its scroll position and open disclosures survive, and a failed
 * calculation throws with the old conventions and chart still in place.
 */
export async function applyConventions(conventions: Conventions): Promise<boolean> {
  const { useAppStore } = await import('../stores/app-store');
  const store = useAppStore.getState();
  const user = store.userData;
  if (!user || !store.calculationResults) {
    store.updateSettings({ conventions });
    return false;
  }
  const results = await computeResults(user, conventions);
  store.updateSettings({ conventions });
  store.replacePersisted({ calculationResults: results });
  return true;
}
