import { Body, HourAngle, Observer } from 'astronomy-engine';
import { wrap180 } from '../astrology/zodiac';
import { astroTimeFromJdUt } from '../ephemeris/astro-time';
import { jdUtFromUnixMs } from '../time/julian-day';
import { type ClockFields, clockOfMs } from './pillars';

/** Apparent (true) solar time at the birthplace, with how far it is from the clock and why. */
export interface TrueSolarTime {
  /** The true solar wall clock, ISO-like local date-time without zone (YYYY-MM-DDTHH:MM:SS). */
  local: string;
  clock: ClockFields;
  /** Zone offset in force (minutes east of UTC, DST included). */
  zoneOffsetMinutes: number;
  /** The zone's standard offset (its meridian is a quarter of it in degrees: 480 min → 120°E). */
  standardOffsetMinutes: number;
  /** Summer time taken off the clock: minus the summer time in force (−60), 0 without it. */
  summerTimeMinutes: number;
  /** Local mean time minus standard time: 4 minutes per degree east of the zone's meridian. */
  longitudeMinutes: number;
  /** Equation of time: apparent minus mean solar time, minutes (−14 … +16). */
  equationOfTimeMinutes: number;
  /** Total shift from the clock: summerTimeMinutes + longitudeMinutes + equationOfTimeMinutes. */
  totalMinutes: number;
}

function fieldsOf(ms: number): { clock: ClockFields; text: string } {
  const rounded = Math.round(ms / 1000) * 1000;
  const clock = clockOfMs(rounded);
  const seconds = new Date(rounded).getUTCSeconds();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const text = `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(seconds)}`;
  return { clock, text };
}

/**
 * True solar time for an instant (Unix ms) at a longitude (degrees east) whose clock ran `zoneOffsetMinutes`
 * ahead of UT, `standardOffsetMinutes` of it standard time: UT + longitude / 15 h + equation of time, from the Sun's
 * apparent hour angle. The shift from the clock is given in its three parts (issue 32 §3): summer time, the
 * longitude against the zone's meridian, and the equation of time.
 */
export function trueSolarTime(
  utcMs: number,
  lngDeg: number,
  zoneOffsetMinutes: number,
  standardOffsetMinutes = zoneOffsetMinutes,
): TrueSolarTime {
  const time = astroTimeFromJdUt(jdUtFromUnixMs(utcMs));
  const hourAngleH = HourAngle(Body.Sun, time, new Observer(0, lngDeg, 0));
  const meanSolarH = (((utcMs / 3_600_000 + lngDeg / 15) % 24) + 24) % 24;
  const apparentSolarH = (hourAngleH + 12) % 24;
  const equationOfTimeMinutes = (wrap180(((apparentSolarH - meanSolarH) * 360) / 24) * 24 * 60) / 360;
  const longitudeMinutes = lngDeg * 4 - standardOffsetMinutes;
  const summerTimeMinutes = standardOffsetMinutes - zoneOffsetMinutes;
  const { clock, text } = fieldsOf(utcMs + (lngDeg * 4 + equationOfTimeMinutes) * 60_000);
  return {
    local: text,
    clock,
    zoneOffsetMinutes,
    standardOffsetMinutes,
    summerTimeMinutes,
    longitudeMinutes,
    equationOfTimeMinutes,
    totalMinutes: summerTimeMinutes + longitudeMinutes + equationOfTimeMinutes,
  };
}
