import type { Aspect } from '../astrology/aspects';
import { computeNatalChart } from '../astrology/natal-chart';
import { CHART_BODIES, type ChartPoint, type HouseSystem, type NodeType } from '../astrology/vocabulary';
import { eclipticToEquatorial, eclipticToHorizontal, type SkyFrame, skyFrame } from './frames';

/** One point of the chart on the sky: ecliptic of date (as the chart), equator of date and horizon (geometric). */
export interface SkyPoint {
  id: ChartPoint;
  lonDeg: number;
  latDeg: number;
  raDeg: number;
  decDeg: number;
  altDeg: number;
  azDeg: number;
}

/** An instant and an observer: what the sky views are asked to show. */
export interface SkyRequest {
  jdUt: number;
  latDeg: number;
  lngDeg: number;
  /** Height above sea level, metres: the rise/set check's observer (the chart itself is geocentric). */
  heightM: number;
  houseSystem: HouseSystem;
  node: NodeType;
}

/** What the sky views draw: the frame of the instant and place, every chart point in all three frames. */
export interface SkyModel {
  request: SkyRequest;
  frame: SkyFrame;
  points: SkyPoint[];
  cusps: number[];
  aspects: Aspect[];
}

/**
 * The sky of an instant and place, cast by the same engine as the chart: the bodies and angles where the chart puts
 * them (apparent, geocentric, ecliptic of date), turned to the equator and the horizon of the place. Geocentric like
 * the chart, so the Moon can sit up to about 1° above where an observer on the ground sees it (its parallax); the
 * 3D view says so.
 */
export function skyModelAt(request: SkyRequest): SkyModel {
  const { jdUt, latDeg, lngDeg } = request;
  const natal = computeNatalChart(jdUt, latDeg, lngDeg, {
    houseSystem: request.houseSystem,
    node: request.node,
  });
  const frame = skyFrame(jdUt, latDeg, lngDeg);
  const point = (id: ChartPoint, lonDeg: number, latDeg: number): SkyPoint => ({
    id,
    lonDeg,
    latDeg,
    ...eclipticToEquatorial(frame, lonDeg, latDeg),
    ...eclipticToHorizontal(frame, lonDeg, latDeg),
  });
  return {
    request,
    frame,
    points: [
      ...CHART_BODIES.map((b) => point(b, natal.bodies[b].longitude, natal.bodies[b].latitude)),
      point('ascendant', natal.angles.ascendant.longitude, 0),
      point('midheaven', natal.angles.midheaven.longitude, 0),
    ],
    cusps: natal.houses.cusps,
    aspects: natal.aspects,
  };
}
