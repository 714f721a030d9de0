import { describe, expect, it } from 'vitest';
import {
  arcDeg,
  axisLabelAngleDeg,
  type Box,
  boxesOverlap,
  type LabelGeometry,
  labelWidthEm,
  MIN_GLYPH_PX,
  type Obstacle,
  type PlacedLabel,
  placeDegreeLabels,
  polar,
  screenAngleDeg,
  spreadOnCircle,
  wheelMetrics,
} from './wheel-layout';

describe('wheel geometry', () => {
  it('puts the Ascendant at 9 o’clock and runs the zodiac counter-clockwise', () => {
    expect(screenAngleDeg(0, 0)).toBe(180); // 0° Aries rising: left
    const left = polar(300, 300, 100, screenAngleDeg(0, 0));
    expect(left.x).toBeCloseTo(200, 6);
    expect(left.y).toBeCloseTo(300, 6);
    // Cancer rising (ASC 90°): 0° Aries is 90° before the ASC, i.e. at the top (the MC side).
    const top = polar(300, 300, 100, screenAngleDeg(0, 90));
    expect(top.x).toBeCloseTo(300, 6);
    expect(top.y).toBeCloseTo(200, 6);
    // 90° after the ASC (the IC side) is at the bottom.
    const bottom = polar(300, 300, 100, screenAngleDeg(180, 90));
    expect(bottom.y).toBeCloseTo(400, 6);
  });

  it('spreads close bodies to the minimum gap and leaves lone ones where they are', () => {
    const placed = spreadOnCircle(
      [
        { id: 'sun', lonDeg: 54.1 },
        { id: 'mercury', lonDeg: 55 },
        { id: 'venus', lonDeg: 56 },
        { id: 'moon', lonDeg: 293.8 },
        { id: 'mars', lonDeg: 359 },
        { id: 'pluto', lonDeg: 2 },
      ],
      7,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.id, p]));
    expect(byId.moon?.displayLonDeg).toBeCloseTo(293.8, 9);
    const ordered = [...placed].sort((a, b) => a.displayLonDeg - b.displayLonDeg);
    for (let i = 0; i < ordered.length; i++) {
      const a = ordered[i] as { displayLonDeg: number };
      const b = ordered[(i + 1) % ordered.length] as { displayLonDeg: number };
      expect(arcDeg(a.displayLonDeg, b.displayLonDeg)).toBeGreaterThanOrEqual(7 - 1e-6);
    }
    // Across 0° Aries too (Mars 359°, Pluto 2°), and the cluster keeps its order and centre.
    expect(
      arcDeg(byId.mars?.displayLonDeg as number, byId.pluto?.displayLonDeg as number),
    ).toBeGreaterThanOrEqual(7 - 1e-6);
    expect(byId.mercury?.displayLonDeg).toBeCloseTo(55, 0);
    expect((byId.sun?.displayLonDeg as number) < (byId.mercury?.displayLonDeg as number)).toBe(true);
    expect(placed.find((p) => p.id === 'sun')?.lonDeg).toBe(54.1);
  });

  it('keeps extra room after a point that asks for it (a retrograde mark beside the glyph)', () => {
    const placed = spreadOnCircle(
      [
        { id: 'saturn', lonDeg: 10, extraAfterDeg: 4 },
        { id: 'uranus', lonDeg: 11 },
        { id: 'neptune', lonDeg: 12 },
      ],
      8,
    );
    const at = Object.fromEntries(placed.map((p) => [p.id, p.displayLonDeg])) as Record<string, number>;
    expect(arcDeg(at.saturn as number, at.uranus as number)).toBeGreaterThanOrEqual(12 - 1e-6);
    expect(arcDeg(at.uranus as number, at.neptune as number)).toBeGreaterThanOrEqual(8 - 1e-6);
    expect(arcDeg(at.uranus as number, at.neptune as number)).toBeLessThan(12 - 1e-6);
  });

  it('copes with more bodies than fit at the requested gap', () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, lonDeg: 100 + i * 0.5 }));
    const placed = spreadOnCircle(many, 40);
    const ordered = [...placed].sort((a, b) => a.displayLonDeg - b.displayLonDeg);
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(
        arcDeg(
          (ordered[i] as { displayLonDeg: number }).displayLonDeg,
          (ordered[i + 1] as { displayLonDeg: number }).displayLonDeg,
        ),
      ).toBeGreaterThan(20);
    }
  });
});

describe('legible sizes', () => {
  it('keeps body and sign glyphs at 13 px or more on a 330 px phone wheel, and desktop sizes at 600 px', () => {
    for (const widthPx of [290, 330, 400]) {
      const m = wheelMetrics(widthPx, 600, 220);
      expect(m.bodyFont * m.pxPerUnit).toBeGreaterThanOrEqual(13);
      expect(m.signFont * m.pxPerUnit).toBeGreaterThanOrEqual(13);
      expect(m.labelFont * m.pxPerUnit).toBeGreaterThanOrEqual(10);
      expect(m.labels).toBe(true);
      // Neighbouring glyphs never touch: the gap at the glyph ring is wider than a glyph.
      expect(((m.minGlyphGapDeg * Math.PI) / 180) * 220).toBeGreaterThan(m.bodyFont);
    }
    const desktop = wheelMetrics(600, 600, 220);
    expect(desktop.bodyFont).toBe(21);
    expect(desktop.signFont).toBe(23);
    expect(desktop.signFont * desktop.pxPerUnit).toBeGreaterThan(MIN_GLYPH_PX);
  });

  it('shrinks the aspect circle on a small wheel to leave the labels room', () => {
    expect(wheelMetrics(600, 600, 220).aspectRadius).toBe(104);
    expect(wheelMetrics(240, 600, 220).aspectRadius).toBeCloseTo(84, 9);
    expect(wheelMetrics(270, 600, 220).aspectRadius).toBeGreaterThan(84);
  });

  it('leaves degree labels out on a wheel too small to read them', () => {
    expect(wheelMetrics(200, 600, 220).labels).toBe(false);
  });
});

const C = 300;
type G = LabelGeometry<string>;
const geometry = (over: Partial<G> = {}): G => ({
  cx: C,
  cy: C,
  glyphRadius: 220,
  glyphHalf: 11,
  fontSize: 14,
  innerRadius: 150,
  clearance: 3,
  obstacles: [],
  ...over,
});
/** Each body's glyph as an obstacle for the other bodies' labels. */
const glyphs = (angles: number[], g: G): Obstacle<string>[] =>
  angles.map((a, i) => {
    const p = polar(C, C, g.glyphRadius, a);
    return { box: { cx: p.x, cy: p.y, hw: g.glyphHalf, hh: g.glyphHalf }, skipFor: `b${i}` };
  });
/** Distance from a point to the nearest point of a box. */
const distance = (b: Box, x: number, y: number) =>
  Math.hypot(Math.max(0, Math.abs(b.cx - x) - b.hw), Math.max(0, Math.abs(b.cy - y) - b.hh));

/** No label inside the inner circle, on its own glyph's ink, on any other obstacle, or on another label. */
function expectClean(placed: PlacedLabel<string>[], g: G) {
  const problems: string[] = [];
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i] as PlacedLabel<string>;
    if (distance(a.box, C, C) < g.innerRadius - 1e-9) problems.push(`${a.id} inside the inner circle`);
    for (const o of g.obstacles) {
      if (o.skipFor === a.id) {
        if (distance(a.box, o.box.cx, o.box.cy) < g.glyphHalf) problems.push(`${a.id} on its glyph`);
      } else if (boxesOverlap(a.box, o.box)) problems.push(`${a.id} on an obstacle`);
    }
    for (let j = i + 1; j < placed.length; j++)
      if (boxesOverlap(a.box, (placed[j] as PlacedLabel<string>).box))
        problems.push(`${a.id}/${placed[j]?.id}`);
  }
  expect(problems).toEqual([]);
}

describe('degree labels', () => {
  it('estimates widths on the generous side', () => {
    expect(labelWidthEm('24°08′')).toBeCloseTo(4 * 0.64 + 0.5 + 0.37, 9);
  });

  it('places a label for every body when they are far apart, inside the glyph ring and clear of it', () => {
    const angles = Array.from({ length: 12 }, (_, i) => i * 30 + 7);
    const g = geometry();
    g.obstacles = glyphs(angles, g);
    const placed = placeDegreeLabels(
      angles.map((a, i) => ({ id: `b${i}`, angleDeg: a, parts: ['24°', '08′'] as const })),
      g,
    );
    expect(placed).toHaveLength(12);
    expect(placed.every((p) => p.shape === 'line')).toBe(true);
    for (const p of placed) expect(Math.hypot(p.box.cx - C, p.box.cy - C)).toBeLessThan(g.glyphRadius);
    expectClean(placed, g);
  });

  it('never lets two labels overlap: in a tight cluster some are dropped instead', () => {
    // Thirteen glyphs spread 8° apart at the top of the wheel, where upright labels are widest across.
    const angles = Array.from({ length: 13 }, (_, i) => 42 + i * 8);
    const g = geometry();
    g.obstacles = glyphs(angles, g);
    const requests = angles.map((a, i) => ({ id: `b${i}`, angleDeg: a, parts: ['29°', '59′'] as const }));
    const placed = placeDegreeLabels(requests, g);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(13);
    expectClean(placed, g);
    // The first (most important) body always gets its label when it fits at all.
    expect(placed[0]?.id).toBe('b0');
  });

  it('drops a label rather than let it cover another body’s glyph or retrograde mark', () => {
    const g = geometry();
    const inside = polar(C, C, 190, 90);
    // Something sitting where the label would go, right beside the glyph and one step further in.
    g.obstacles = [...glyphs([90], g), { box: { cx: inside.x, cy: inside.y, hw: 30, hh: 30 } }];
    expect(placeDegreeLabels([{ id: 'b0', angleDeg: 90, parts: ['1°', '02′'] as const }], g)).toEqual([]);
    // Without it, the label is there.
    g.obstacles = glyphs([90], g);
    expect(placeDegreeLabels([{ id: 'b0', angleDeg: 90, parts: ['1°', '02′'] as const }], g)).toHaveLength(1);
  });

  it('stacks degree over minute when one line would not fit between the glyph and the inner circle', () => {
    // At 3 o'clock a one-line label lies along the radius; a narrow ring only takes the stacked form.
    const g = geometry({ innerRadius: 175, fontSize: 14 });
    g.obstacles = glyphs([0], g);
    const [label] = placeDegreeLabels([{ id: 'b0', angleDeg: 0, parts: ['24°', '08′'] as const }], g);
    expect(label?.shape).toBe('stack');
    expectClean(label ? [label] : [], g);
    // And with no room even for that, no label at all.
    const tight = geometry({ innerRadius: 200 });
    expect(placeDegreeLabels([{ id: 'b0', angleDeg: 0, parts: ['24°', '08′'] as const }], tight)).toEqual([]);
  });

  it('keeps every label clear of every glyph and label for randomised rings of thirteen bodies', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let total = 0;
    for (let trial = 0; trial < 60; trial++) {
      const spread = spreadOnCircle(
        Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, lonDeg: rand() * (trial % 2 ? 90 : 360) })),
        8.5,
      );
      const g = geometry({ fontSize: 12 + rand() * 8 });
      const byId = new Map(spread.map((p) => [p.id, p.displayLonDeg]));
      const angles = Array.from({ length: 13 }, (_, i) => byId.get(`b${i}`) as number);
      g.obstacles = glyphs(angles, g);
      const placed = placeDegreeLabels(
        angles.map((a, i) => ({ id: `b${i}`, angleDeg: a, parts: ['18°', '44′'] as const })),
        g,
      );
      expectClean(placed, g);
      total += placed.length;
    }
    // Most bodies get their label; the rest were dropped, not squeezed.
    expect(total / 60).toBeGreaterThan(6);
  });
});

describe('axis labels in the zodiac band', () => {
  const glyphs = Array.from({ length: 12 }, (_, i) => i * 30 + 15);
  const request = (angleDeg: number) => ({
    angleDeg,
    radiusAt: () => 272,
    width: 12 * 0.68 * 2,
    height: 12,
    glyphAnglesDeg: glyphs,
    glyphRadius: 272,
    glyphSize: 23,
  });
  const overlaps = (angleDeg: number) => {
    const r = request(angleDeg);
    const p = polar(0, 0, 272, axisLabelAngleDeg(r));
    return glyphs.some((g) => {
      const q = polar(0, 0, 272, g);
      return Math.abs(p.x - q.x) < (r.width + 23) / 2 && Math.abs(p.y - q.y) < (r.height + 23) / 2;
    });
  };

  it('stays on its axis between two glyphs, and moves off a glyph it would cover, to the side it leans', () => {
    expect(axisLabelAngleDeg(request(30))).toBe(30);
    // The glyph of the sign at 105°: an axis 2° either side of it moves off it, away from it.
    expect(axisLabelAngleDeg(request(107))).toBeGreaterThan(107);
    expect(axisLabelAngleDeg(request(103))).toBeLessThan(103);
  });

  it('never covers a sign glyph, wherever the axis falls', () => {
    for (let a = 0; a < 360; a += 0.25) expect(overlaps(a), `axis at ${a}°`).toBe(false);
  });
});
