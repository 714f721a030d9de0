import { describe, expect, it } from 'vitest';
import { apply, fromSpherical, type Mat3, transpose, type Vec3 } from './frames';
import {
  type SceneReadback,
  SYSTEM_TEST_CASES,
  selfCheck,
  sunriseCheck,
  systemTestModel,
} from './self-check';
import type { SkyModel } from './sky-model';

/** A "scene" that draws the model exactly (each point turned by the model's own frame), optionally twisted. */
function exactScene(model: SkyModel, twist: Mat3 | null = null): SceneReadback {
  const t = (v: Vec3) => (twist ? apply(twist, v) : v);
  const ecl = (id: string) => {
    const p = model.points.find((x) => x.id === id);
    return p ? fromSpherical(p.lonDeg, p.latDeg) : null;
  };
  return {
    horizonOf: (id) => {
      const v = ecl(id);
      return v ? t(apply(model.frame.eclToHor, v)) : null;
    },
    eclipticOf: (id) => {
      const v = ecl(id);
      return v ? apply(transpose(model.frame.eclToHor), t(apply(model.frame.eclToHor, v))) : null;
    },
    northPole: () => t(apply(model.frame.equToHor, [0, 0, 1])),
  };
}

const at = (c: (typeof SYSTEM_TEST_CASES)[number]): SkyModel => systemTestModel(c);

describe('the sky self-check (issue 15 §3)', () => {
  it('passes every check for a scene drawn exactly, at every system-test place, polar ones included', () => {
    for (const c of SYSTEM_TEST_CASES) {
      const model = at(c);
      const failed = [
        ...selfCheck(model, exactScene(model)),
        sunriseCheck(model, (jd) => exactScene(systemTestModel(c, jd))),
      ]
        .filter((r) => !r.pass)
        .map((r) => `${c.id} ${r.kind} ${r.subject}: ${r.value}`);
      expect(failed).toEqual([]);
    }
  });

  it('fails the position checks when the scene is turned by two arcminutes', () => {
    const model = at(SYSTEM_TEST_CASES[0] as (typeof SYSTEM_TEST_CASES)[number]);
    const a = (2 / 60) * (Math.PI / 180);
    const twist: Mat3 = [
      [Math.cos(a), -Math.sin(a), 0],
      [Math.sin(a), Math.cos(a), 0],
      [0, 0, 1],
    ];
    const results = selfCheck(model, exactScene(model, twist));
    // A turn about the zenith moves a point by 2′ × cos(altitude): every point below 55° must fail.
    const low = new Set(model.points.filter((p) => Math.abs(p.altDeg) < 55).map((p) => p.id));
    const horizon = results.filter((r) => r.kind === 'horizon' && r.subject && low.has(r.subject));
    expect(horizon.length).toBeGreaterThan(5);
    expect(horizon.filter((r) => r.pass)).toEqual([]);
    // The pole (on the meridian) moves off its azimuth, not its altitude, so that check still passes.
    expect(results.find((r) => r.kind === 'poleAltitude')?.pass).toBe(true);
    expect(results.find((r) => r.kind === 'ascendantEast')?.pass).toBe(true);
  });

  it('finds the Moon within 5.3° of the ecliptic and the Sun on it', () => {
    const results = selfCheck(
      at(SYSTEM_TEST_CASES[1] as (typeof SYSTEM_TEST_CASES)[number]),
      exactScene(at(SYSTEM_TEST_CASES[1] as (typeof SYSTEM_TEST_CASES)[number])),
    );
    const moon = results.find((r) => r.kind === 'moonNearEcliptic');
    expect(moon?.value).toBeLessThan(5.3);
    expect(results.find((r) => r.kind === 'sunOnEcliptic')?.value).toBeLessThan(0.01);
  });

  it('says the sunrise check does not apply in the polar night', () => {
    const polar = SYSTEM_TEST_CASES.find(
      (c) => c.id === 'longyearbyen',
    ) as (typeof SYSTEM_TEST_CASES)[number];
    const model = at(polar);
    expect(sunriseCheck(model, () => exactScene(model))).toMatchObject({ pass: true, skipped: 'noSunrise' });
  });

  it('keeps the model’s horizon directions unit length and the pole where the latitude says', () => {
    const model = at(SYSTEM_TEST_CASES[4] as (typeof SYSTEM_TEST_CASES)[number]);
    const v = apply(model.frame.equToHor, [0, 0, 1]);
    expect(Math.hypot(...v)).toBeCloseTo(1, 12);
    expect(fromSpherical(0, 90)[2]).toBe(1);
  });
});
