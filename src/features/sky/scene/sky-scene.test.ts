import { Matrix4 } from 'three';
import { describe, expect, it } from 'vitest';
import { SYSTEM_TEST_CASES, selfCheck, sunriseCheck, systemTestModel } from '../../../core/sky/self-check';
import { jdUtFromUnixMs } from '../../../core/time/julian-day';
import { SkyScene } from './sky-scene';

const modelAt = systemTestModel;

describe('the three.js sky, read back through its own matrices (issue 15 §3)', () => {
  it('passes the self-check at every system-test place and instant, sunrise included', () => {
    for (const c of SYSTEM_TEST_CASES) {
      const model = modelAt(c);
      const sky = new SkyScene(model);
      const results = [
        ...selfCheck(model, sky.readback()),
        sunriseCheck(model, (jd) => new SkyScene(modelAt(c, jd)).readback()),
      ];
      expect(results.filter((r) => !r.pass).map((r) => `${c.id} ${r.kind} ${r.subject} ${r.value}`)).toEqual(
        [],
      );
      expect(sky.drawn).toHaveLength(15);
      sky.dispose();
    }
  });

  it('fails when one of the scene’s turns is off: the equator a few arcminutes from where it belongs', () => {
    const model = modelAt(SYSTEM_TEST_CASES[0] as (typeof SYSTEM_TEST_CASES)[number]);
    const sky = new SkyScene(model);
    sky.equator.matrix.premultiply(new Matrix4().makeRotationZ((5 / 60) * (Math.PI / 180)));
    const failed = selfCheck(model, sky.readback()).filter((r) => !r.pass);
    expect(failed.some((r) => r.kind === 'horizon')).toBe(true);
    // The ecliptic read back through the same (wrong) scene still agrees: only the horizon checks see the error.
    expect(failed.some((r) => r.kind === 'ecliptic')).toBe(false);
  });

  it('moves with the instant: an update puts the bodies where the new model says', () => {
    const c = SYSTEM_TEST_CASES[1] as (typeof SYSTEM_TEST_CASES)[number];
    const sky = new SkyScene(modelAt(c));
    const later = modelAt(c, jdUtFromUnixMs(Date.parse(c.utc)) + 0.25);
    sky.update(later);
    expect(selfCheck(later, sky.readback()).filter((r) => !r.pass)).toEqual([]);
  });
});

describe('updates replace, never pile up', () => {
  it('keeps one drawn object per point after several updates (labels included)', () => {
    const c = SYSTEM_TEST_CASES[0] as (typeof SYSTEM_TEST_CASES)[number];
    const labels = () => null;
    const count = (sky: SkyScene) => {
      let n = 0;
      sky.scene.traverse((o) => {
        if (o.name.startsWith('point:')) n++;
      });
      return n;
    };
    const texts = { point: String, sign: String, cardinal: String, constellation: String, house: String };
    const sky = new SkyScene(modelAt(c), texts, labels);
    for (let i = 1; i <= 3; i++) sky.update(modelAt(c, jdUtFromUnixMs(Date.parse(c.utc)) + i));
    expect(count(sky)).toBe(15);
  });
});
