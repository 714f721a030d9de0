import type { ChartBody, Sign } from '../../core/astrology/vocabulary';
import { SIGNS } from '../../core/astrology/vocabulary';
import type { ChartOutput } from '../../core/chart/compute-chart';
import { BODY_GLYPH, SIGN_GLYPH } from '../ui/wheel/glyphs';
import { polar, screenAngleDeg, spreadOnCircle } from '../ui/wheel/wheel-layout';
import { qrPath } from './qr-code';

/** A 4:5 portrait, the shape feeds and chats show whole. */
export const POSTER_PX = { width: 1080, height: 1350 } as const;

/** One of the poster's three key facts: a short label and its value, in the reader's language. */
export interface PosterFact {
  label: string;
  value: string;
}

export interface PosterPillar {
  /** 年柱 / Year … */
  label: string;
  stem: string;
  branch: string;
  /** The stem's ten god (日干 for the day pillar). */
  god: string;
}

export interface PosterSpec {
  title: string;
  subtitle: string;
  facts: readonly PosterFact[];
  graphic: { kind: 'wheel'; chart: ChartOutput } | { kind: 'pillars'; pillars: readonly PosterPillar[] };
  /** The share link, drawn as a QR code, and the line under it. */
  link: string;
  scanLine: string;
  /** The page's own font stack, so Japanese and Chinese are drawn in the fonts the reader already sees. */
  fontFamily: string;
}

const SYMBOL_FONT =
  '"Noto Sans Symbols", "Noto Sans Symbols 2", "Segoe UI Symbol", "Apple Symbols", "DejaVu Sans"';
const INK = '#f4f1ff';
const MUTED = '#b9b2e0';
const GOLD = '#e9c46a';
const ELEMENT_COLOUR = ['#ff8a65', '#a5d66f', '#81d4fa', '#90a4ff'] as const; // fire, earth, air, water

/** Fits `text` on one line of at most `maxPx`, shrinking the font from `sizePx` down to 60 % of it. */
function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  sizePx: number,
  weight: number,
  family: string,
  maxPx: number,
) {
  let size = sizePx;
  for (; size > sizePx * 0.6; size -= 2) {
    ctx.font = `${weight} ${size}px ${family}`;
    if (ctx.measureText(text).width <= maxPx) break;
  }
  ctx.font = `${weight} ${size}px ${family}`;
}

function drawWheel(ctx: CanvasRenderingContext2D, chart: ChartOutput, cx: number, cy: number, r: number) {
  // Without a birth time: 0° Aries at 9 o'clock, no cusps, no axes (issue 17 §2).
  const asc = chart.angles?.ascendant.longitude ?? 0;
  const ring = (radius: number, width: number, colour: string) => {
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.lineWidth = width;
    ctx.strokeStyle = colour;
    ctx.stroke();
  };
  const line = (a: { x: number; y: number }, b: { x: number; y: number }, colour: string, width: number) => {
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  };
  const inner = r * 0.78;
  // The zodiac band: twelve signs in their element's colour, glyphs in the middle of each.
  SIGNS.forEach((sign: Sign, i) => {
    const a0 = screenAngleDeg(i * 30, asc);
    const a1 = screenAngleDeg(i * 30 + 30, asc);
    ctx.beginPath();
    ctx.arc(cx, cy, r, (-a0 * Math.PI) / 180, (-a1 * Math.PI) / 180, true);
    ctx.arc(cx, cy, inner, (-a1 * Math.PI) / 180, (-a0 * Math.PI) / 180, false);
    ctx.closePath();
    const colour = ELEMENT_COLOUR[i % 4] as string;
    ctx.fillStyle = `${colour}22`;
    ctx.fill();
    line(polar(cx, cy, inner, a0), polar(cx, cy, r, a0), '#ffffff55', 2);
    const g = polar(cx, cy, (r + inner) / 2, screenAngleDeg(i * 30 + 15, asc));
    ctx.fillStyle = colour;
    ctx.font = `${r * 0.11}px ${SYMBOL_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(SIGN_GLYPH[sign], g.x, g.y);
  });
  ring(r, 3, '#ffffffaa');
  ring(inner, 2, '#ffffff88');
  // House cusps (thin) and the horizon and meridian (bold), as the results page draws them.
  for (const [i, cusp] of (chart.houses?.cusps ?? []).entries()) {
    const a = screenAngleDeg(cusp, asc);
    const angular = i % 3 === 0;
    line(
      polar(cx, cy, r * 0.2, a),
      polar(cx, cy, inner, a),
      angular ? '#ffffffcc' : '#ffffff44',
      angular ? 3 : 1.5,
    );
  }
  ring(r * 0.2, 2, '#ffffff66');
  // The bodies, spread apart where they crowd, each on a short leader to its true degree.
  const bodies = (
    ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const
  ).map((id: ChartBody) => ({ id, lonDeg: chart.bodies[id].longitude }));
  const placed = spreadOnCircle(bodies, 9);
  const glyphR = inner * 0.8;
  for (const p of placed) {
    const trueA = screenAngleDeg(p.lonDeg, asc);
    const shownA = screenAngleDeg(p.displayLonDeg, asc);
    line(polar(cx, cy, inner, trueA), polar(cx, cy, inner * 0.92, trueA), GOLD, 3);
    line(polar(cx, cy, inner * 0.92, trueA), polar(cx, cy, glyphR + r * 0.06, shownA), '#e9c46a88', 1.5);
    const g = polar(cx, cy, glyphR, shownA);
    ctx.fillStyle = INK;
    ctx.font = `${r * 0.1}px ${SYMBOL_FONT}`;
    ctx.fillText(BODY_GLYPH[p.id], g.x, g.y);
  }
  if (!chart.angles) return;
  ctx.fillStyle = GOLD;
  ctx.font = `700 ${r * 0.07}px ${SYMBOL_FONT}`;
  const ascAt = polar(cx, cy, r * 1.09, 180);
  ctx.fillText('ASC', ascAt.x, ascAt.y);
}

function drawPillars(
  ctx: CanvasRenderingContext2D,
  pillars: readonly PosterPillar[],
  spec: PosterSpec,
  top: number,
) {
  const colW = 200;
  const gap = 30;
  const left = (POSTER_PX.width - (colW * 4 + gap * 3)) / 2;
  // Right to left, as a 命式 is written: hour, day, month, year.
  [...pillars].reverse().forEach((p, i) => {
    const x = left + i * (colW + gap);
    ctx.fillStyle = '#ffffff14';
    ctx.beginPath();
    ctx.roundRect(x, top, colW, 520, 24);
    ctx.fill();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const mid = x + colW / 2;
    fitText(ctx, p.label, 34, 500, spec.fontFamily, colW - 20);
    ctx.fillStyle = MUTED;
    ctx.fillText(p.label, mid, top + 50);
    fitText(ctx, p.god, 32, 500, spec.fontFamily, colW - 20);
    ctx.fillStyle = GOLD;
    ctx.fillText(p.god, mid, top + 110);
    ctx.fillStyle = INK;
    ctx.font = `700 150px ${spec.fontFamily}`;
    ctx.fillText(p.stem, mid, top + 235);
    ctx.fillText(p.branch, mid, top + 410);
  });
}

/**
 * Draws the share poster: the chart (the wheel, or the four pillars), three key facts, and the QR code of the link,
 * on the app's night-sky colours. Pure drawing on the canvas it is given (the caller turns it into a PNG).
 */
export function drawPoster(canvas: HTMLCanvasElement, spec: PosterSpec): void {
  canvas.width = POSTER_PX.width;
  canvas.height = POSTER_PX.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  const sky = ctx.createLinearGradient(0, 0, 0, POSTER_PX.height);
  sky.addColorStop(0, '#1b1446');
  sky.addColorStop(1, '#0b0a1f');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, POSTER_PX.width, POSTER_PX.height);
  // A few fixed stars (a pattern, not chance: the poster of a chart is the same every time).
  ctx.fillStyle = '#ffffff55';
  for (let i = 0; i < 60; i++) {
    const x = (i * 337) % POSTER_PX.width;
    const y = (i * 211) % 300;
    ctx.beginPath();
    ctx.arc(x, y, 1 + (i % 3) * 0.7, 0, Math.PI * 2);
    ctx.fill();
  }
  const margin = 72;
  const width = POSTER_PX.width - margin * 2;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = GOLD;
  ctx.font = `600 34px ${spec.fontFamily}`;
  ctx.fillText('✦ 星命 Seimei', margin, 96);
  ctx.fillStyle = INK;
  fitText(ctx, spec.title, 60, 700, spec.fontFamily, width);
  ctx.fillText(spec.title, margin, 176);
  ctx.fillStyle = MUTED;
  fitText(ctx, spec.subtitle, 34, 400, spec.fontFamily, width);
  ctx.fillText(spec.subtitle, margin, 230);

  if (spec.graphic.kind === 'wheel') drawWheel(ctx, spec.graphic.chart, POSTER_PX.width / 2, 560, 290);
  else drawPillars(ctx, spec.graphic.pillars, spec, 290);

  // The three facts on the left, the QR code on the right.
  const factsTop = 920;
  const qrSize = 300;
  const qrX = POSTER_PX.width - margin - qrSize;
  const factsWidth = qrX - margin - 40;
  spec.facts.slice(0, 3).forEach((f, i) => {
    const y = factsTop + i * 110;
    ctx.textAlign = 'left';
    ctx.fillStyle = MUTED;
    fitText(ctx, f.label, 30, 400, spec.fontFamily, factsWidth);
    ctx.fillText(f.label, margin, y + 30);
    ctx.fillStyle = INK;
    fitText(ctx, f.value, 46, 700, spec.fontFamily, factsWidth);
    ctx.fillText(f.value, margin, y + 84);
  });
  const { d, size } = qrPath(spec.link);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(qrX, factsTop, qrSize, qrSize, 16);
  ctx.fill();
  // Whole pixels per module, so every module edge is sharp for a camera.
  const scale = Math.floor(qrSize / size);
  const inset = (qrSize - scale * size) / 2;
  ctx.save();
  ctx.translate(qrX + inset, factsTop + inset);
  ctx.scale(scale, scale);
  ctx.fillStyle = '#000000';
  ctx.fill(new Path2D(d));
  ctx.restore();
  ctx.textAlign = 'center';
  ctx.fillStyle = MUTED;
  fitText(ctx, spec.scanLine, 26, 400, spec.fontFamily, qrSize + 40);
  ctx.fillText(spec.scanLine, qrX + qrSize / 2, factsTop + qrSize + 40);
}

/** The canvas as a PNG file. */
export function posterBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('the poster could not be encoded'))),
      'image/png',
    ),
  );
}
