import {
  Body,
  Ecliptic,
  EquatorFromVector,
  GeoVector,
  Horizon,
  Observer,
  RotateVector,
  Rotation_EQJ_EQD,
} from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { astroTimeFromJdUt } from '../ephemeris/astro-time';
import {
  apply,
  eclipticToEquatorial,
  eclipticToHorizontal,
  fromSpherical,
  horizontalToEcliptic,
  skyFrame,
  toHorizontal,
  toSpherical,
} from './frames';

/** A repeatable pseudo-random sequence (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ARCSEC = 1 / 3600;
const PLANETS = [
  ['sun', Body.Sun],
  ['moon', Body.Moon],
  ['mercury', Body.Mercury],
  ['venus', Body.Venus],
  ['mars', Body.Mars],
  ['jupiter', Body.Jupiter],
  ['saturn', Body.Saturn],
  ['uranus', Body.Uranus],
  ['neptune', Body.Neptune],
  ['pluto', Body.Pluto],
] as const;
/** The smaller difference of two angles, in degrees. */
const angleDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('sky frames against astronomy-engine (issue 15)', () => {
  it('ecliptic of date → equator of date → horizon agree within 1″ for 600 random instants, places and bodies', () => {
    const next = random(15);
    let worst = { equ: 0, hor: 0 };
    for (let i = 0; i < 600; i++) {
      const jdUt = 2415020.5 + next() * 73050; // 1900–2100
      const latDeg = -89 + next() * 178;
      const lngDeg = -180 + next() * 360;
      const [name, body] = PLANETS[Math.floor(next() * PLANETS.length)] as (typeof PLANETS)[number];
      const time = astroTimeFromJdUt(jdUt);
      const frame = skyFrame(jdUt, latDeg, lngDeg);

      // One apparent geocentric vector, as an ecliptic longitude/latitude of date (as the chart's planets are
      // made), turned to the equator of date by our frames …
      const vector = GeoVector(body, time, true);
      const ecl = Ecliptic(vector);
      const ours = eclipticToEquatorial(frame, ecl.elon, ecl.elat);
      // … against astronomy-engine's apparent geocentric vector, turned by its own precession–nutation matrix.
      const ref = EquatorFromVector(RotateVector(Rotation_EQJ_EQD(time), vector));
      const dEqu = Math.max(
        angleDiff(ours.raDeg, ref.ra * 15) * Math.cos((ref.dec * Math.PI) / 180),
        Math.abs(ours.decDeg - ref.dec),
      );
      // The horizon: astronomy-engine's Horizon() from the same RA/Dec, without refraction.
      const hor = toHorizontal(apply(frame.equToHor, fromSpherical(ref.ra * 15, ref.dec)));
      const refHor = Horizon(time, new Observer(latDeg, lngDeg, 0), ref.ra, ref.dec);
      const dHor = Math.max(
        angleDiff(hor.azDeg, refHor.azimuth) * Math.cos((refHor.altitude * Math.PI) / 180),
        Math.abs(hor.altDeg - refHor.altitude),
      );
      worst = { equ: Math.max(worst.equ, dEqu), hor: Math.max(worst.hor, dHor) };
      expect(dEqu, `${name} ${jdUt}`).toBeLessThan(ARCSEC);
      expect(dHor, `${name} ${jdUt} ${latDeg} ${lngDeg}`).toBeLessThan(ARCSEC);
    }
    console.log(
      `frames vs astronomy-engine: worst ${(worst.equ * 3600).toFixed(3)}″ (equator), ${(worst.hor * 3600).toFixed(3)}″ (horizon)`,
    );
  });

  it('reads a horizon direction back to the same ecliptic point (the self-check inverts the scene this way)', () => {
    const next = random(7);
    for (let i = 0; i < 200; i++) {
      const frame = skyFrame(2440000 + next() * 40000, -89 + next() * 178, -180 + next() * 360);
      const lon = next() * 360;
      const lat = -10 + next() * 20;
      const h = eclipticToHorizontal(frame, lon, lat);
      const back = horizontalToEcliptic(frame, h.altDeg, h.azDeg);
      expect(angleDiff(back.lonDeg, lon)).toBeLessThan(1e-9);
      expect(Math.abs(back.latDeg - lat)).toBeLessThan(1e-9);
    }
  });

  it('puts the celestial pole at an altitude equal to the latitude, due north (south below the equator)', () => {
    for (const latDeg of [69.65, 35.68, 0.1, -33.87, -77.85]) {
      const frame = skyFrame(2460000.5, latDeg, 139.7);
      const pole = toHorizontal(apply(frame.equToHor, [0, 0, 1]));
      expect(pole.altDeg).toBeCloseTo(latDeg, 9);
      if (latDeg > 0) expect(angleDiff(pole.azDeg, 0)).toBeLessThan(1e-6);
      expect(toSpherical(apply(frame.equToHor, [0, 0, 1])).latDeg).toBeCloseTo(latDeg, 9);
    }
  });
});
