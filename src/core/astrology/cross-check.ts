import { ANGLES, CHART_BODIES, type ChartPoint } from './vocabulary';

/**
 * The optional external chart service (spec §4 / §7, issue 16 §7) as a cross-check: our own chart stays the one
 * shown; the service's ecliptic longitudes are compared with it point by point. The wire format is ours
 * (README "External astrology service"): `{ "points": { "sun": { "longitude": 54.37 }, … } }`, longitudes in
 * degrees, tropical, apparent, of date — the same frame as the chart's.
 */
export type ExternalLongitudes = Partial<Record<ChartPoint, number>>;

const POINTS: readonly ChartPoint[] = [...CHART_BODIES, ...ANGLES];

/**
 * The service's answer, or null when it isn't the documented shape. Points it doesn't know are left out (a
 * service without Chiron is still a cross-check of the rest); a point given with a non-finite or out-of-range
 * longitude makes the whole answer unusable, since it says the service is broken.
 */
export function parseExternalLongitudes(json: unknown): ExternalLongitudes | null {
  if (typeof json !== 'object' || json === null) return null;
  const points = (json as { points?: unknown }).points;
  if (typeof points !== 'object' || points === null || Array.isArray(points)) return null;
  const out: ExternalLongitudes = {};
  for (const point of POINTS) {
    if (!Object.hasOwn(points, point)) continue;
    const value = (points as Record<string, unknown>)[point];
    const lon =
      typeof value === 'object' && value !== null ? (value as { longitude?: unknown }).longitude : undefined;
    if (typeof lon !== 'number' || !Number.isFinite(lon) || lon < -360 || lon > 720) return null;
    out[point] = ((lon % 360) + 360) % 360;
  }
  return Object.keys(out).length > 0 ? out : null;
}

export interface CrossCheckRow {
  point: ChartPoint;
  localDeg: number;
  externalDeg: number | null;
  /** External minus ours, the short way round the circle, in arcseconds; null when the service gave none. */
  diffArcsec: number | null;
}

export interface CrossCheck {
  rows: CrossCheckRow[];
  /** The largest difference in size among the points both give, in arcseconds. */
  maxAbsDiffArcsec: number;
  compared: number;
}

/** Our chart against the service's longitudes, every body and angle in the chart's order. */
export function crossCheck(
  local: {
    bodies: Record<string, { longitude: number }>;
    /** Null without a birth time: then only the bodies are compared. */
    angles: Record<string, { longitude: number }> | null;
  },
  external: ExternalLongitudes,
): CrossCheck {
  const rows = POINTS.map((point): CrossCheckRow => {
    const localDeg = (local.bodies[point] ?? local.angles?.[point])?.longitude ?? Number.NaN;
    const externalDeg = external[point] ?? null;
    if (externalDeg === null || !Number.isFinite(localDeg))
      return { point, localDeg, externalDeg, diffArcsec: null };
    const diffDeg = ((((externalDeg - localDeg + 180) % 360) + 360) % 360) - 180;
    return { point, localDeg, externalDeg, diffArcsec: diffDeg * 3600 };
  }).filter((r) => Number.isFinite(r.localDeg));
  const diffs = rows.flatMap((r) => (r.diffArcsec === null ? [] : [Math.abs(r.diffArcsec)]));
  return { rows, maxAbsDiffArcsec: diffs.length ? Math.max(...diffs) : 0, compared: diffs.length };
}
