/**
 * The report's content as the layout reads it: blocks of text runs, tables and vector drawings, taken from the page
 * (extract/) and laid out on A4 pages (paginate.ts). Lengths of drawings are in the page's CSS pixels; the layout
 * scales them to points.
 */

/** An sRGB colour, each channel 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type Weight = 'regular' | 'bold';

/** A stretch of text in one style. `\n` inside is a forced line break. */
export interface Run {
  text: string;
  bold?: boolean;
  color?: Rgb;
}

/** Text as a paragraph of runs; `tone` picks size and colour (a note is smaller, muted is grey). */
export interface TextBlock {
  kind: 'text';
  runs: Run[];
  tone?: 'body' | 'muted' | 'note';
}

export interface HeadingBlock {
  kind: 'heading';
  level: 1 | 2 | 3 | 4;
  runs: Run[];
}

/** A list: each item is its own blocks, after a bullet or a number. */
export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  items: Block[][];
}

/** A term and its description, one under the other, the description indented. */
export interface DefinitionsBlock {
  kind: 'definitions';
  items: { term: Run[]; details: Block[] }[];
}

export interface Cell {
  runs: Run[];
  header: boolean;
  align: 'left' | 'center' | 'right';
}

/** A table: its header rows repeat at the top of each page it continues on. */
export interface TableBlock {
  kind: 'table';
  head: Cell[][];
  body: Cell[][];
}

/** A 2-D affine transform [a b c d e f], as SVG and PDF write it: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

/** A vector shape in the drawing's pixel space (y down), as SVG path data. */
export interface PathShape {
  kind: 'path';
  d: string;
  transform: Matrix;
  fill?: Rgb;
  fillOpacity?: number;
  stroke?: Rgb;
  strokeOpacity?: number;
  strokeWidth?: number;
  dash?: number[];
  /** Only what lies inside this rectangle (drawing pixels) shows. */
  clip?: Rect;
}

/**
 * Text placed at a point of the drawing: `x` is its start, centre or end (`anchor`), `y` its vertical centre (the
 * middle of a capital or an ideograph, whatever font draws it). `size` in drawing pixels.
 */
export interface TextShape {
  kind: 'text';
  text: string;
  x: number;
  y: number;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  bold: boolean;
  color: Rgb;
  transform: Matrix;
  clip?: Rect;
}

export type Shape = PathShape | TextShape;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A vector drawing (the chart wheel, the element chart, the pillars, the timeline) of `width` × `height` pixels. */
export interface DrawingBlock {
  kind: 'drawing';
  width: number;
  height: number;
  shapes: Shape[];
  /** Largest width on the page, in points (a wheel is kept square and legible, a timeline takes the full width). */
  maxWidthPt?: number;
}

export type Block = TextBlock | HeadingBlock | ListBlock | DefinitionsBlock | TableBlock | DrawingBlock;

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` after `n`: the transform that applies n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Every run of text in the blocks, with its weight: what the fonts must cover. */
export function* textsOf(blocks: readonly Block[]): Generator<{ text: string; weight: Weight }> {
  for (const b of blocks) {
    switch (b.kind) {
      case 'text':
        for (const r of b.runs) yield { text: r.text, weight: r.bold ? 'bold' : 'regular' };
        break;
      case 'heading':
        for (const r of b.runs) yield { text: r.text, weight: 'bold' };
        break;
      case 'list':
        for (const item of b.items) yield* textsOf(item);
        break;
      case 'definitions':
        for (const item of b.items) {
          for (const r of item.term) yield { text: r.text, weight: 'bold' };
          yield* textsOf(item.details);
        }
        break;
      case 'table':
        for (const row of [...b.head, ...b.body])
          for (const cell of row)
            for (const r of cell.runs)
              yield { text: r.text, weight: r.bold || cell.header ? 'bold' : 'regular' };
        break;
      case 'drawing':
        for (const s of b.shapes)
          if (s.kind === 'text') yield { text: s.text, weight: s.bold ? 'bold' : 'regular' };
        break;
    }
  }
}
