import {
  BufferGeometry,
  Color,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineLoop,
  LineSegments,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  Points,
  PointsMaterial,
  Scene,
  SphereGeometry,
  Vector3,
} from 'three';
import { CHART_BODIES, type ChartPoint, SIGNS } from '../../../core/astrology/vocabulary';
import { fromHorizontal, fromSpherical, type Mat3, type Vec3 } from '../../../core/sky/frames';
import type { SceneReadback } from '../../../core/sky/self-check';
import type { SkyModel } from '../../../core/sky/sky-model';
import { CATALOGUE } from './catalogue';

/** The sphere the sky is drawn on (scene units). */
export const SKY_RADIUS = 100;

/** What can be shown or hidden (issue 15 §1–2). */
export interface SkyLayers {
  equator: boolean;
  horizon: boolean;
  ecliptic: boolean;
  aspects: boolean;
  houses: boolean;
  zodiac: boolean;
  grid: boolean;
  stars: boolean;
}

export const DEFAULT_LAYERS: SkyLayers = {
  equator: true,
  horizon: true,
  ecliptic: true,
  aspects: true,
  houses: true,
  zodiac: true,
  grid: false,
  stars: true,
};

/** Draws a text label at a position (a sprite in the browser; tests pass none and get no labels). */
export type LabelFactory = (text: string, color: string, size: number) => Object3D | null;

/** Which labels give way when they crowd on screen, last first: a body or angle is never hidden by a constellation. */
export const LABEL_RANKS = ['constellation', 'house', 'sign', 'cardinal', 'point'] as const;
export type LabelRank = (typeof LABEL_RANKS)[number];

/** A text for each label, in the page's language (body names, signs, cardinal points, constellations). */
export interface SkyTexts {
  point: (id: ChartPoint) => string;
  sign: (sign: (typeof SIGNS)[number]) => string;
  cardinal: (dir: 'N' | 'E' | 'S' | 'W') => string;
  constellation: (id: string) => string;
  house: (n: number) => string;
}

const BODY_COLOURS: Partial<Record<ChartPoint, string>> = {
  sun: '#ffd54a',
  moon: '#e8e8f0',
  mercury: '#b8c4d6',
  venus: '#f2c6e0',
  mars: '#ff6b4a',
  jupiter: '#f0b27a',
  saturn: '#d9c58b',
  uranus: '#7fe0e8',
  neptune: '#6f8cff',
  pluto: '#b48ead',
  chiron: '#9ccc65',
};

/** Three.js from east-north-up: x east, y up, z south (three.js cameras look down −z, so north is −z). */
const ENU_TO_THREE = new Matrix4().set(1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1);

function matrixOf(m: Mat3): Matrix4 {
  return new Matrix4().set(
    m[0][0],
    m[0][1],
    m[0][2],
    0,
    m[1][0],
    m[1][1],
    m[1][2],
    0,
    m[2][0],
    m[2][1],
    m[2][2],
    0,
    0,
    0,
    0,
    1,
  );
}

const at = (v: Vec3, r = SKY_RADIUS) => new Vector3(v[0] * r, v[1] * r, v[2] * r);

/** A great or small circle as a line loop: points (lon, lat) around a frame's pole at latitude `latDeg`. */
function circle(latDeg: number, colour: string, opacity = 1, segments = 180): LineLoop {
  const pts: number[] = [];
  for (let i = 0; i < segments; i++) {
    const p = at(fromSpherical((i / segments) * 360, latDeg));
    pts.push(p.x, p.y, p.z);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pts, 3));
  return new LineLoop(g, new LineBasicMaterial({ color: colour, transparent: opacity < 1, opacity }));
}

function segments(pairs: [Vec3, Vec3][], colour: string, opacity = 1): LineSegments {
  const pts: number[] = [];
  for (const [a, b] of pairs) {
    const p = at(a);
    const q = at(b);
    pts.push(p.x, p.y, p.z, q.x, q.y, q.z);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pts, 3));
  return new LineSegments(g, new LineBasicMaterial({ color: colour, transparent: opacity < 1, opacity }));
}

/** Frees what an object and its children hold on the GPU: geometries, materials and their textures. */
function disposeTree(root: Object3D): void {
  root.traverse((o) => {
    const m = o as Partial<Mesh>;
    m.geometry?.dispose();
    for (const mat of Array.isArray(m.material) ? m.material : m.material ? [m.material] : []) {
      (mat as { map?: { dispose(): void } | null }).map?.dispose();
      mat.dispose();
    }
  });
}

/**
 * The sky of one instant and place as a three.js scene graph, built from the engine's model (issue 15). The frames
 * nest as the sky does: the horizon (east-north-up) holds the equator of date (turned by the sidereal time and the
 * latitude), which holds the ecliptic of date (turned by the obliquity) and the J2000 stars (turned by precession and
 * nutation). Every body is placed by its ecliptic longitude and latitude only, so reading its position back through
 * the scene's matrices (`readback`) checks every turn the picture depends on. No DOM or WebGL is needed to build it.
 */
export class SkyScene {
  readonly scene = new Scene();
  /** East-north-up coordinates. */
  readonly horizon = new Group();
  readonly equator = new Group();
  readonly ecliptic = new Group();
  readonly stars = new Group();
  private readonly bodies = new Map<ChartPoint, Object3D>();
  /** The groups holding each point's mesh and label, replaced at every update. */
  private holders: Object3D[] = [];
  private readonly layers: Record<keyof SkyLayers, Group> = {
    equator: new Group(),
    horizon: new Group(),
    ecliptic: new Group(),
    aspects: new Group(),
    houses: new Group(),
    zodiac: new Group(),
    grid: new Group(),
    stars: new Group(),
  };
  private model: SkyModel;

  /** A label with its rank when labels crowd (sky-view.ts keeps the higher one): bodies and angles first. */
  private readonly label: (text: string, colour: string, size: number, rank: LabelRank) => Object3D | null;

  /** `labelScale` enlarges the labels for a view from afar (the chart viewer's globe). */
  constructor(
    model: SkyModel,
    private readonly texts: SkyTexts | null = null,
    label: LabelFactory = () => null,
    labelScale = 1,
  ) {
    this.label = (text, colour, size, rank) => {
      const l = label(text, colour, size * labelScale);
      if (l) l.userData.rank = LABEL_RANKS.indexOf(rank);
      return l;
    };
    this.model = model;
    this.scene.background = new Color('#070b1a');
    const enu = new Group();
    enu.matrixAutoUpdate = false;
    enu.matrix.copy(ENU_TO_THREE);
    this.scene.add(enu);
    enu.add(this.horizon);
    this.horizon.add(this.equator);
    this.equator.add(this.ecliptic, this.stars);
    for (const g of [this.equator, this.ecliptic, this.stars]) g.matrixAutoUpdate = false;

    this.horizon.add(this.layers.horizon);
    this.equator.add(this.layers.equator, this.layers.grid);
    this.ecliptic.add(this.layers.ecliptic, this.layers.zodiac, this.layers.houses, this.layers.aspects);
    this.stars.add(this.layers.stars);
    this.buildFixed();
    this.update(model);
  }

  /** The parts that never move with the instant: horizon, equator, grid, ecliptic, zodiac, stars. */
  private buildFixed(): void {
    const t = this.texts;
    // Horizon with its cardinal points, and an altitude ring every 30°.
    this.layers.horizon.add(circle(0, '#58d68d'));
    for (const alt of [30, 60]) this.layers.horizon.add(circle(alt, '#58d68d', 0.25, 120));
    if (t)
      for (const [dir, az] of [
        ['N', 0],
        ['E', 90],
        ['S', 180],
        ['W', 270],
      ] as const) {
        const l = this.label(t.cardinal(dir), '#8ef5b4', 6, 'cardinal');
        if (l) {
          l.position.copy(at(fromHorizontal(2, az), SKY_RADIUS * 0.97));
          this.layers.horizon.add(l);
        }
      }
    // Celestial equator; the grid: declination every 30°, right ascension every 2 h.
    this.layers.equator.add(circle(0, '#5dade2'));
    for (const dec of [-60, -30, 30, 60]) this.layers.grid.add(circle(dec, '#5dade2', 0.22, 120));
    const meridians: [Vec3, Vec3][] = [];
    for (let ra = 0; ra < 360; ra += 30)
      for (let dec = -88; dec < 88; dec += 4)
        meridians.push([fromSpherical(ra, dec), fromSpherical(ra, dec + 4)]);
    this.layers.grid.add(segments(meridians, '#5dade2', 0.22));
    // Ecliptic with the sign boundaries and names.
    this.layers.ecliptic.add(circle(0, '#f4d03f'));
    this.layers.zodiac.add(
      segments(
        SIGNS.map((_, i) => [fromSpherical(i * 30, -3), fromSpherical(i * 30, 3)] as [Vec3, Vec3]),
        '#f4d03f',
        0.8,
      ),
    );
    if (t)
      SIGNS.forEach((s, i) => {
        const l = this.label(t.sign(s), '#f7dc6f', 4.5, 'sign');
        if (l) {
          l.position.copy(at(fromSpherical(i * 30 + 15, -5), SKY_RADIUS * 0.98));
          this.layers.zodiac.add(l);
        }
      });
    // Stars (J2000) and constellation figures, with the constellations' names.
    const starPts: number[] = [];
    const starCols: number[] = [];
    for (const [ra, dec, mag] of CATALOGUE.stars) {
      const p = at(fromSpherical(ra, dec), SKY_RADIUS * 1.02);
      starPts.push(p.x, p.y, p.z);
      const b = Math.max(0.25, Math.min(1, (5.5 - mag) / 5));
      starCols.push(b, b, b);
    }
    const sg = new BufferGeometry();
    sg.setAttribute('position', new Float32BufferAttribute(starPts, 3));
    sg.setAttribute('color', new Float32BufferAttribute(starCols, 3));
    this.layers.stars.add(
      new Points(sg, new PointsMaterial({ size: 2.2, sizeAttenuation: false, vertexColors: true })),
    );
    const figure: [Vec3, Vec3][] = [];
    for (const lines of Object.values(CATALOGUE.lines))
      for (const line of lines)
        for (let i = 1; i < line.length; i++) {
          const [a, b] = [line[i - 1], line[i]] as [[number, number], [number, number]];
          figure.push([fromSpherical(a[0], a[1]), fromSpherical(b[0], b[1])]);
        }
    const figures = segments(figure, '#8fa3c8', 0.35);
    figures.scale.setScalar(1.02);
    this.layers.stars.add(figures);
    if (t)
      for (const [id, c] of Object.entries(CATALOGUE.constellations)) {
        const l = this.label(t.constellation(id), '#9fb3d9', 3.2, 'constellation');
        if (l) {
          l.position.copy(at(fromSpherical(c.raDeg, c.decDeg), SKY_RADIUS * 1.01));
          this.layers.stars.add(l);
        }
      }
  }

  /** Moves everything that depends on the instant and place: the frames, the bodies, houses and aspects. */
  update(model: SkyModel): void {
    this.model = model;
    const { frame } = model;
    this.equator.matrix.copy(matrixOf(frame.equToHor));
    this.ecliptic.matrix.copy(matrixOf(frame.eclToEqu));
    this.stars.matrix.copy(matrixOf(frame.j2000ToEqu));

    // Everything of the previous instant goes, with its GPU resources (the label textures too).
    for (const o of [...this.holders, ...this.layers.houses.children, ...this.layers.aspects.children]) {
      o.removeFromParent();
      disposeTree(o);
    }
    this.holders = [];
    this.bodies.clear();

    for (const p of model.points) {
      const angle = p.id === 'ascendant' || p.id === 'midheaven';
      const node = p.id === 'northNode' || p.id === 'southNode';
      const size = p.id === 'sun' || p.id === 'moon' ? 2.4 : angle || node ? 1 : 1.5;
      const mesh = new Mesh(
        new SphereGeometry(size, 16, 12),
        new MeshBasicMaterial({ color: BODY_COLOURS[p.id] ?? (angle ? '#ffffff' : '#aab7b8') }),
      );
      mesh.name = p.id;
      mesh.position.copy(at(fromSpherical(p.lonDeg, p.latDeg), SKY_RADIUS * 0.95));
      const holder = new Group();
      holder.name = `point:${p.id}`;
      holder.add(mesh);
      const l = this.texts
        ? this.label(this.texts.point(p.id), BODY_COLOURS[p.id] ?? '#ffffff', 4, 'point')
        : null;
      if (l) {
        l.position.copy(mesh.position.clone().multiplyScalar(0.97)).add(new Vector3(0, 0, 3.2));
        holder.add(l);
      }
      (angle ? this.layers.houses : this.ecliptic).add(holder);
      this.holders.push(holder);
      this.bodies.set(p.id, mesh);
    }

    // Houses: each cusp marked across the ecliptic, with its number between it and the next.
    this.layers.houses.add(
      segments(
        model.cusps.map((c) => [fromSpherical(c, -6), fromSpherical(c, 6)] as [Vec3, Vec3]),
        '#e59866',
      ),
    );
    if (this.texts)
      model.cusps.forEach((c, i) => {
        const next = model.cusps[(i + 1) % 12] as number;
        const mid = c + ((next - c + 360) % 360) / 2;
        const l = this.label(this.texts?.house(i + 1) ?? '', '#f0b27a', 3.5, 'house');
        if (l) {
          l.position.copy(at(fromSpherical(mid, 7), SKY_RADIUS * 0.96));
          this.layers.houses.add(l);
        }
      });
    // Aspects: chords between the bodies, harmonious blue, tense red, conjunctions gold.
    const byId = new Map(model.points.map((p) => [p.id, p]));
    const colour = {
      conjunction: '#f4d03f',
      sextile: '#5dade2',
      trine: '#5dade2',
      square: '#ec7063',
      opposition: '#ec7063',
    } as const;
    for (const a of model.aspects) {
      const pa = byId.get(a.a);
      const pb = byId.get(a.b);
      if (!pa || !pb) continue;
      const seg = segments(
        [[fromSpherical(pa.lonDeg, pa.latDeg), fromSpherical(pb.lonDeg, pb.latDeg)]],
        colour[a.type as keyof typeof colour] ?? '#aaaaaa',
        0.55,
      );
      seg.scale.setScalar(0.95);
      this.layers.aspects.add(seg);
    }
    this.scene.updateMatrixWorld(true);
  }

  setLayers(layers: SkyLayers): void {
    for (const k of Object.keys(layers) as (keyof SkyLayers)[]) this.layers[k].visible = layers[k];
  }

  /** The scene read back through its own matrices (issue 15 §3): what the self-check compares with the engine. */
  readback(): SceneReadback {
    this.scene.updateMatrixWorld(true);
    const toEnu = new Matrix4().copy(ENU_TO_THREE).invert();
    const unit = (v: Vector3): Vec3 => {
      const n = v.clone().normalize();
      return [n.x, n.y, n.z];
    };
    const world = (id: ChartPoint) => {
      const mesh = this.bodies.get(id);
      return mesh ? mesh.getWorldPosition(new Vector3()) : null;
    };
    return {
      horizonOf: (id) => {
        const w = world(id);
        return w ? unit(w.applyMatrix4(toEnu)) : null;
      },
      eclipticOf: (id) => {
        const w = world(id);
        return w ? unit(this.ecliptic.worldToLocal(w)) : null;
      },
      northPole: () => unit(this.equator.localToWorld(new Vector3(0, 0, 1)).applyMatrix4(toEnu)),
    };
  }

  /** The bodies the scene draws (the chart's, in its order). */
  get drawn(): ChartPoint[] {
    return [...CHART_BODIES, 'ascendant', 'midheaven'].filter((id) =>
      this.bodies.has(id as ChartPoint),
    ) as ChartPoint[];
  }

  /** Frees the GPU resources of every geometry, material and label texture. */
  dispose(): void {
    disposeTree(this.scene);
  }

  get current(): SkyModel {
    return this.model;
  }
}
