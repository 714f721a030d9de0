import { isCoreError } from '../errors';
import { plainDecimal } from '../plain-decimal';
import { birthMoment } from '../time/birth-moment';
import { zoneOffsetMinutes } from '../time/zone-offset';

/** The 3D view's form, as typed (issue 15 §2). */
export interface SkyForm {
  date: string;
  time: string;
  tz: string;
  lat: string;
  lng: string;
  heightM: string;
}

export type SkyField = keyof SkyForm;
/** Why a field was refused: a message key of the sky texts (`sky:errors.<key>`). */
export type SkyError = 'date' | 'range' | 'time' | 'tz' | 'lat' | 'lng' | 'height';

export interface SkyInput {
  jdUt: number;
  utc: string;
  latDeg: number;
  lngDeg: number;
  heightM: number;
  /** Minutes east of UTC at that instant in that zone (summer time included), for the caption. */
  offsetMinutes: number;
}

/**
 * Reads the form: the date and time on the place's clock through the engine's zone handling (its history, summer
 * time and local mean time; never the browser's zone), latitude, longitude and height within their ranges. Returns
 * the instant and observer, or the errors found (the date, time and zone are read in that order).
 */
export function parseSkyForm(
  form: SkyForm,
): { ok: SkyInput } | { errors: Partial<Record<SkyField, SkyError>> } {
  const errors: Partial<Record<SkyField, SkyError>> = {};
  const lat = plainDecimal(form.lat);
  const lng = plainDecimal(form.lng);
  const height = plainDecimal(form.heightM);
  if (lat === null || Math.abs(lat) > 90) errors.lat = 'lat';
  if (lng === null || Math.abs(lng) > 180) errors.lng = 'lng';
  // From the Dead Sea shore to above Everest's summit: anything else is a typing slip.
  if (height === null || height < -500 || height > 9000) errors.heightM = 'height';
  let moment: ReturnType<typeof birthMoment> | null = null;
  try {
    moment = birthMoment(form.date, form.time, form.tz.trim(), lng ?? 0);
  } catch (e) {
    const code = isCoreError(e) ? e.code : '';
    if (code === 'INVALID_DATE') errors.date = 'date';
    else if (code === 'OUT_OF_RANGE') errors.date = 'range';
    else if (code === 'INVALID_TIME') errors.time = 'time';
    else if (code === 'UNKNOWN_ZONE') errors.tz = 'tz';
    else errors.date = 'date';
  }
  if (Object.keys(errors).length > 0 || !moment || lat === null || lng === null || height === null)
    return { errors };
  return {
    ok: {
      jdUt: moment.jdUt,
      utc: moment.utc,
      latDeg: lat,
      lngDeg: lng,
      heightM: height,
      offsetMinutes: moment.offsetMinutes,
    },
  };
}

/** The date and time on a zone's clock at an instant (for the "sky now" button), through the engine's zone data. */
export function clockAt(tz: string, unixMs: number): { date: string; time: string } {
  const local = new Date(unixMs + zoneOffsetMinutes(tz, unixMs) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
