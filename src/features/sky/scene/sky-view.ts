import {
  CanvasTexture,
  LinearFilter,
  MathUtils,
  type Object3D,
  PerspectiveCamera,
  Sprite,
  SpriteMaterial,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { type LabelFactory, SKY_RADIUS, type SkyScene } from './sky-scene';

/** Inside: the sky seen by the observer (the 3D view). Outside: the celestial sphere as a globe (the chart viewer). */
export type ViewMode = 'inside' | 'outside';

/** A text label as a sprite: always facing the camera, drawn over the lines it names. */
export const spriteLabel: LabelFactory = (text, color, size) => {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const px = 48;
  const font = `600 ${px}px system-ui, "Noto Sans CJK JP", "Noto Sans CJK SC", sans-serif`;
  ctx.font = font;
  const w = Math.ceil(ctx.measureText(text).width) + 16;
  canvas.width = w;
  canvas.height = px + 16;
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textBaseline = 'middle';
  ctx.shadowColor = 'rgba(0,0,0,0.9)';
  ctx.shadowBlur = 6;
  ctx.fillText(text, 8, canvas.height / 2);
  const texture = new CanvasTexture(canvas);
  texture.minFilter = LinearFilter;
  const sprite = new Sprite(new SpriteMaterial({ map: texture, depthTest: false, transparent: true }));
  sprite.scale.set((size * canvas.width) / canvas.height, size, 1);
  sprite.renderOrder = 10;
  sprite.userData.label = text;
  return sprite as Object3D;
};

/**
 * The WebGL view of a SkyScene: a camera inside (looking around from the observer's place: drag, arrow keys,
 * wheel or pinch to zoom) or outside (orbiting the sphere), an optional slow turn, and a render only when
 * something changed. Throws when WebGL is unavailable; the page says so and keeps its self-check.
 */
export class SkyView {
  readonly renderer: WebGLRenderer;
  readonly camera: PerspectiveCamera;
  private readonly controls: OrbitControls | null = null;
  private yawDeg = 90;
  private pitchDeg = 15;
  private frame = 0;
  private last = 0;
  private dirty = true;
  private readonly resize: ResizeObserver | null;
  /** Degrees per second of the slow turn; 0 stops it. */
  speedDegPerS = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly sky: SkyScene,
    readonly mode: ViewMode,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.camera = new PerspectiveCamera(mode === 'inside' ? 70 : 40, 1, 0.1, 2000);
    if (mode === 'outside') {
      const controls = new OrbitControls(this.camera, canvas);
      controls.enablePan = false;
      controls.minDistance = SKY_RADIUS * 1.6;
      controls.maxDistance = SKY_RADIUS * 6;
      controls.addEventListener('change', () => this.invalidate());
      this.controls = controls;
    } else {
      this.bindLook();
    }
    this.bindKeys();
    this.reset();
    this.resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.fit());
    this.resize?.observe(canvas);
    this.fit();
    this.loop(0);
  }

  /** Back to the first view: facing east a little above the horizon (inside), or the sphere from the south-east. */
  reset(): void {
    if (this.mode === 'inside') {
      this.yawDeg = 90;
      this.pitchDeg = 15;
      this.camera.fov = 70;
      this.camera.position.set(0, 0, 0);
      this.look();
    } else {
      this.camera.position.set(SKY_RADIUS * 2.2, SKY_RADIUS * 1.4, SKY_RADIUS * 2.2);
      this.camera.lookAt(0, 0, 0);
      this.controls?.target.set(0, 0, 0);
      this.controls?.update();
    }
    this.camera.updateProjectionMatrix();
    this.fit();
    this.invalidate();
  }

  invalidate(): void {
    this.dirty = true;
    // Where the view stands, for assistive tests and debugging: azimuth/altitude/field of view, or the camera's place.
    const p = this.camera.position;
    this.canvas.dataset.view =
      this.mode === 'inside'
        ? `${this.yawDeg.toFixed(1)},${this.pitchDeg.toFixed(1)},${this.camera.fov.toFixed(1)}`
        : `${p.x.toFixed(1)},${p.y.toFixed(1)},${p.z.toFixed(1)}`;
  }

  /**
   * Turns the view by degrees: inside, the direction of sight (azimuth, altitude); outside, the camera round the
   * sphere (about the vertical, then over the top, short of the poles). Used by keys, drags and the slow turn.
   */
  turn(dYawDeg: number, dPitchDeg: number): void {
    if (this.mode === 'outside') {
      const p = this.camera.position;
      p.applyAxisAngle(new Vector3(0, 1, 0), MathUtils.degToRad(-dYawDeg));
      const right = new Vector3().crossVectors(new Vector3(0, 1, 0), p).normalize();
      const next = p.clone().applyAxisAngle(right, MathUtils.degToRad(dPitchDeg));
      if (Math.abs(next.clone().normalize().y) < 0.98) p.copy(next);
      this.controls?.update();
      this.invalidate();
      return;
    }
    this.yawDeg = (this.yawDeg + dYawDeg + 360) % 360;
    this.pitchDeg = MathUtils.clamp(this.pitchDeg + dPitchDeg, -89, 89);
    this.look();
  }

  zoom(factor: number): void {
    if (this.mode === 'inside') {
      this.camera.fov = MathUtils.clamp(this.camera.fov * factor, 15, 100);
      this.camera.updateProjectionMatrix();
      this.invalidate();
    } else if (this.controls) {
      const d = this.camera.position.length() * factor;
      this.camera.position.setLength(
        MathUtils.clamp(d, this.controls.minDistance, this.controls.maxDistance),
      );
      this.controls.update();
    }
  }

  private look(): void {
    // Azimuth from north through east, in three.js coordinates (x east, y up, z south).
    const yaw = MathUtils.degToRad(this.yawDeg);
    const pitch = MathUtils.degToRad(this.pitchDeg);
    const dir = new Vector3(
      Math.cos(pitch) * Math.sin(yaw),
      Math.sin(pitch),
      -Math.cos(pitch) * Math.cos(yaw),
    );
    this.camera.up.set(0, 1, 0);
    this.camera.lookAt(dir);
    this.invalidate();
  }

  private bindLook(): void {
    const pointers = new Map<number, { x: number; y: number }>();
    let pinch = 0;
    const c = this.canvas;
    c.addEventListener('pointerdown', (e) => {
      c.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    });
    c.addEventListener('pointermove', (e) => {
      const p = pointers.get(e.pointerId);
      if (!p) return;
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch) this.zoom(pinch / d);
        pinch = d;
      } else {
        // Dragging moves the sky with the finger: the view turns the other way.
        const degPerPx = this.camera.fov / Math.max(1, c.clientHeight);
        this.turn(-(e.clientX - p.x) * degPerPx, (e.clientY - p.y) * degPerPx);
      }
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    });
    const end = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      pinch = 0;
    };
    c.addEventListener('pointerup', end);
    c.addEventListener('pointercancel', end);
    c.addEventListener(
      'wheel',
      (e) => {
        e.preventDefault();
        this.zoom(e.deltaY > 0 ? 1.1 : 1 / 1.1);
      },
      { passive: false },
    );
  }

  /** Arrow keys turn (Shift for bigger steps), + and − zoom: the same in both views. */
  private bindKeys(): void {
    this.canvas.addEventListener('keydown', (e) => {
      const step = e.shiftKey ? 15 : 5;
      const keys: Record<string, () => void> = {
        ArrowLeft: () => this.turn(-step, 0),
        ArrowRight: () => this.turn(step, 0),
        ArrowUp: () => this.turn(0, step),
        ArrowDown: () => this.turn(0, -step),
        '+': () => this.zoom(1 / 1.15),
        '=': () => this.zoom(1 / 1.15),
        '-': () => this.zoom(1.15),
      };
      const act = keys[e.key];
      if (act) {
        e.preventDefault();
        act();
      }
    });
  }

  private fit(): void {
    const w = this.canvas.clientWidth || 300;
    const h = this.canvas.clientHeight || 300;
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    if (this.mode === 'outside' && this.controls) {
      // The whole sphere in view, on a tall phone screen too: step back until it fits the narrower side.
      const vHalf = MathUtils.degToRad(this.camera.fov / 2);
      const hHalf = Math.atan(Math.tan(vHalf) * this.camera.aspect);
      const fitDistance = (SKY_RADIUS * 1.12) / Math.sin(Math.min(vHalf, hHalf));
      this.controls.maxDistance = Math.max(SKY_RADIUS * 6, fitDistance * 1.5);
      if (this.camera.position.length() < fitDistance) this.camera.position.setLength(fitDistance);
      this.controls.update();
    }
    this.invalidate();
  }

  private loop = (now: number): void => {
    const dt = this.last ? Math.min(0.1, (now - this.last) / 1000) : 0;
    this.last = now;
    if (this.speedDegPerS !== 0 && dt > 0) this.turn(this.speedDegPerS * dt, 0);
    if (this.dirty) {
      this.dirty = false;
      this.declutter();
      this.renderer.render(this.sky.scene, this.camera);
    }
    this.frame = requestAnimationFrame(this.loop);
  };

  /**
   * Labels never overlap on screen (issue 30 §6): each frame, the labels in view are placed highest rank first (a
   * body or angle before a cardinal point, a sign, a house number, a constellation) and a label that would cover
   * one already placed is hidden for that frame. How many are shown and how many overlap are written on the canvas
   * for the browser tests.
   */
  private declutter(): void {
    const labels: { sprite: Object3D; rank: number; box: [number, number, number, number] }[] = [];
    const heightPx = this.canvas.clientHeight || 1;
    const widthPx = this.canvas.clientWidth || 1;
    const tanHalf = Math.tan(MathUtils.degToRad(this.camera.fov / 2));
    const world = new Vector3();
    // Every label shown again first (a label hidden last frame may have room now), then those in visible layers read.
    this.sky.scene.traverse((o) => {
      if (typeof o.userData.label === 'string') o.visible = true;
    });
    this.sky.scene.traverseVisible((o) => {
      if (typeof o.userData.label !== 'string') return;
      o.getWorldPosition(world);
      const distance = world.distanceTo(this.camera.position);
      const ndc = world.clone().project(this.camera);
      if (ndc.z > 1 || Math.abs(ndc.x) > 1.2 || Math.abs(ndc.y) > 1.2) return;
      const pxPerUnit = heightPx / (2 * distance * tanHalf);
      const w = o.scale.x * pxPerUnit;
      const h = o.scale.y * pxPerUnit * 0.8; // the texture's padding above and below the text
      const x = ((ndc.x + 1) / 2) * widthPx;
      const y = ((1 - ndc.y) / 2) * heightPx;
      labels.push({
        sprite: o,
        rank: typeof o.userData.rank === 'number' ? o.userData.rank : 0,
        box: [x - w / 2, y - h / 2, x + w / 2, y + h / 2],
      });
    });
    const placed: (typeof labels)[number]['box'][] = [];
    const overlaps = (a: (typeof placed)[number], b: (typeof placed)[number]) =>
      a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    for (const l of labels.sort((a, b) => b.rank - a.rank)) {
      if (placed.some((p) => overlaps(p, l.box))) l.sprite.visible = false;
      else placed.push(l.box);
    }
    let crossing = 0;
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++)
        if (overlaps(placed[i] as never, placed[j] as never)) crossing++;
    this.canvas.dataset.labelsShown = String(placed.length);
    this.canvas.dataset.labelOverlaps = String(crossing);
  }

  /** Where the view is looking (inside), for tests and the reset button's state. */
  get heading(): { azDeg: number; altDeg: number; fovDeg: number } {
    return { azDeg: this.yawDeg, altDeg: this.pitchDeg, fovDeg: this.camera.fov };
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.resize?.disconnect();
    this.controls?.dispose();
    this.renderer.dispose();
  }
}
