import type { CalculationResults, Conventions, UserData } from '../stores/app-types';

/** How long each step of the last chart cast in this visit took (debugMode shows it: spec §3, issue 16 §7). */
export interface EngineTimings {
  /** The cast's `computedAt`: which chart these timings belong to. */
  computedAt: string;
  steps: { step: 'loadEngine' | 'resolvePlace' | 'castChart'; ms: number }[];
}

let lastTimings: EngineTimings | null = null;

/** The timings of the chart cast at `computedAt` in this visit, if it was. */
export const engineTimingsFor = (computedAt: string): EngineTimings | null =>
  lastTimings?.computedAt === computedAt ? lastTimings : null;

/** The last cast's timings (for a cast made in a worker, handed back to the page: analysis-off-thread.ts). */
export const lastEngineTimings = (): EngineTimings | null => lastTimings;
export const recordEngineTimings = (timings: EngineTimings | null): void => {
  lastTimings = timings;
};

/**
 * Casts the chart for stored birth data with the engine (loaded on demand, so the home route stays small).
 * The point is the one the user chose (`coordinates`: a listed place, a point entered by hand, or the Tokyo
 * fallback kept knowingly); older data without it resolves the birthplace text through the gazetteer (Tokyo
 * fallback when unknown, flagged). Then natal chart and BaZi.
 */
export async function computeResults(user: UserData, conventions: Conventions): Promise<CalculationResults> {
  const steps: EngineTimings['steps'] = [];
  let t0 = performance.now();
  const lap = (step: EngineTimings['steps'][number]['step']) => {
    const t1 = performance.now();
    steps.push({ step, ms: t1 - t0 });
    t0 = t1;
  };
  const done = (results: CalculationResults): CalculationResults => {
    lastTimings = { computedAt: results.computedAt, steps };
    return results;
  };
  const { castAt, computeChart, parseChartRequest, requestBase } = await import('./cast-at');
  lap('loadEngine');
  const chosen = user.coordinates;
  if (chosen) {
    const results = castAt(user, conventions, chosen);
    lap('castChart');
    return done(results);
  }
  const [{ loadGazetteer }, { resolvePlace }] = await Promise.all([
    import('../../core/geo/gazetteer'),
    import('../../core/geo/resolve-place'),
  ]);
  const gazetteer = await loadGazetteer();
  const hit = resolvePlace(gazetteer, user.birthplace);
  lap('resolvePlace');
  const chart = computeChart(
    parseChartRequest({
      ...requestBase(user, conventions),
      place: hit.resolved ? hit.name : user.birthplace,
      lat: hit.place.lat,
      lng: hit.place.lng,
      tz: hit.place.tz,
    }),
  );
  lap('castChart');
  chart.place = {
    ...chart.place,
    source: 'gazetteer',
    resolved: hit.resolved,
    country: hit.place.country,
    region: hit.place.region,
  };
  return done({
    chart,
    placeResolved: hit.resolved,
    computedAt: new Date().toISOString(),
    dataSource: 'local',
  });
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

/**
 * Reads the stored birth's recorded time another way (issue 32 §2: as standard time, or the other of a repeated
 * hour; null for the clock then in force) and recalculates the chart with it, as applyConventions does: the new
 * chart is computed before anything is replaced, and a failed calculation throws with the old one in place.
 */
export async function applyTimeReading(reading: UserData['timeReading'] | null): Promise<void> {
  const { useAppStore } = await import('../stores/app-store');
  const store = useAppStore.getState();
  const user = store.userData;
  if (!user) return;
  const { timeReading: _old, ...rest } = user;
  const next: UserData = reading ? { ...rest, timeReading: reading } : rest;
  const results = await computeResults(next, store.settings.conventions);
  store.replacePersisted({ userData: next, calculationResults: results });
}
