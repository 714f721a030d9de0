import { breakLines, type LineFragment, type Measure, type StyledRun } from './line-break';
import type { Block, Cell, DrawingBlock, Rgb, Run, TableBlock } from './model';
import { COLORS, CONTENT_WIDTH_PT, PAGE, type TypeScale } from './page-style';

/** Something placed on a page; coordinates in points from the page's top-left corner, y down. */
export type PageItem =
  | { kind: 'line'; x: number; baseline: number; fragments: LineFragment[] }
  | { kind: 'drawing'; x: number; top: number; scale: number; drawing: DrawingBlock }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; color: Rgb; width: number }
  | { kind: 'box'; x: number; y: number; width: number; height: number; fill: Rgb };

export interface LaidPage {
  items: PageItem[];
}

export interface PaginateOptions {
  measure: Measure;
  type: TypeScale;
  /** Printed above a table's repeated header on the pages it continues on ("(continued)"). */
  continued: string;
}

/** A drawing is never enlarged past this many points per CSS pixel (a small chart stays its size). */
const MAX_DRAWING_SCALE = 0.75;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 2.5;
const INDENT = 14;
const BOTTOM = PAGE.height - PAGE.marginBottom;

/** A drawing's scale: the column's width (or its own limit), never past 0.75 pt a pixel, never taller than a page. */
function drawingScale(d: DrawingBlock, width: number): number {
  const scale = Math.min(MAX_DRAWING_SCALE, Math.min(width, d.maxWidthPt ?? width) / d.width);
  const full = BOTTOM - PAGE.marginTop;
  return d.height * scale > full ? full / d.height : scale;
}

/** Where a line's baseline sits in its line box: the em square centred, its baseline at 0.88 em (ideographic). */
const baselineIn = (lineHeight: number, size: number) => (lineHeight - size) / 2 + 0.88 * size;

/**
 * Lays the blocks out on A4 pages: text wrapped to the column (line-break.ts), headings kept with what follows,
 * lists and definitions indented, tables with columns sized to their content and their header rows repeated on
 * every page they continue on, drawings scaled to the column.
 */
export function paginate(blocks: readonly Block[], opts: PaginateOptions): LaidPage[] {
  const { measure, type } = opts;
  const pages: LaidPage[] = [{ items: [] }];
  let y = PAGE.marginTop;
  const page = () => pages[pages.length - 1] as LaidPage;
  const newPage = () => {
    pages.push({ items: [] });
    y = PAGE.marginTop;
  };
  /** Room for `h` points, or a new page (unless this page is still empty: nothing fits better on the next). */
  const ensure = (h: number) => {
    if (y + h > BOTTOM && y > PAGE.marginTop + 0.01) newPage();
  };
  const gap = (h: number) => {
    if (y > PAGE.marginTop + 0.01) y += h;
  };

  /** A list item's bullet or number, drawn beside the item's first line (wherever a heading's gap puts it). */
  let marker: { text: string; x: number } | null = null;
  const pushLine = (x: number, baseline: number, fragments: LineFragment[]) => {
    if (marker) {
      const size = Math.min(type.body, fragments[0]?.style.size ?? type.body);
      const style: StyledRun = { text: marker.text, size, weight: 'regular', color: COLORS.muted };
      const w = measure(marker.text, 'regular', size);
      page().items.push({
        kind: 'line',
        x: marker.x - w,
        baseline,
        fragments: [{ text: marker.text, style, x: 0, width: w }],
      });
      marker = null;
    }
    page().items.push({ kind: 'line', x, baseline, fragments });
  };

  const styled = (runs: readonly Run[], size: number, color: Rgb, bold = false): StyledRun[] =>
    runs
      .filter((r) => r.text.length > 0)
      .map((r) => ({
        text: r.text,
        size,
        weight: bold || r.bold ? 'bold' : 'regular',
        color: r.color ?? color,
      }));

  const placeLines = (runs: StyledRun[], x: number, width: number, size: number) => {
    const lh = size * type.lineHeight;
    for (const line of breakLines(runs, width, measure)) {
      ensure(lh);
      pushLine(x, y + baselineIn(lh, size), line.fragments);
      y += lh;
    }
  };

  /**
   * How much of a block must follow a heading on its page: a drawing whole (it is never split), a table's head and
   * first row, another heading with what follows it, else about three lines.
   */
  const keepAfter = (next: Block | undefined, width: number): number => {
    const lines = type.body * type.lineHeight * 3;
    if (!next) return lines;
    switch (next.kind) {
      case 'drawing':
        return next.width > 0 ? next.height * drawingScale(next, width) + 4 : 0;
      case 'table':
        return (next.head.length + 1) * (type.table * 1.45 + 2 * CELL_PAD_Y) + 2;
      case 'heading':
        return type.heading[next.level] * 1.4 + lines;
      default:
        return lines;
    }
  };

  const flow = (list: readonly Block[], x: number, width: number) => {
    for (const [i, b] of list.entries()) {
      switch (b.kind) {
        case 'heading': {
          const size = type.heading[b.level];
          const before = { 1: 0, 2: 16, 3: 10, 4: 7 }[b.level];
          gap(before);
          // Kept with what follows (never alone at a page's foot), or a new page; a block taller than a page
          // starts on a page of its own anyway.
          // (6 pt: the heading's rule or gap below it, and the gap a drawing or table keeps above itself.)
          ensure(Math.min(size * 1.4 + 6 + keepAfter(list[i + 1], width), BOTTOM - PAGE.marginTop));
          const color = b.level <= 2 ? COLORS.accent : COLORS.text;
          const lh = size * 1.4;
          for (const line of breakLines(styled(b.runs, size, color, true), width, measure)) {
            ensure(lh);
            pushLine(x, y + baselineIn(lh, size), line.fragments);
            y += lh;
          }
          if (b.level === 2) {
            page().items.push({
              kind: 'rule',
              x1: x,
              y1: y + 1,
              x2: x + width,
              y2: y + 1,
              color: COLORS.border,
              width: 0.6,
            });
            y += 4;
          } else y += 2;
          break;
        }
        case 'text': {
          const size = b.tone === 'note' ? type.note : type.body;
          const color = b.tone === 'muted' || b.tone === 'note' ? COLORS.muted : COLORS.text;
          placeLines(styled(b.runs, size, color), x, width, size);
          y += size * 0.45;
          break;
        }
        case 'list': {
          b.items.forEach((item, n) => {
            marker = { text: b.ordered ? `${n + 1}.` : '•', x: x + INDENT - 4 };
            flow(item, x + INDENT, width - INDENT);
            marker = null;
          });
          y += type.body * 0.3;
          break;
        }
        case 'definitions': {
          for (const item of b.items) {
            ensure(type.body * type.lineHeight * 2);
            placeLines(styled(item.term, type.body, COLORS.text, true), x, width, type.body);
            flow(item.details, x + INDENT, width - INDENT);
            y += type.body * 0.2;
          }
          break;
        }
        case 'table':
          table(b, x, width);
          break;
        case 'drawing':
          drawing(b, x, width);
          break;
      }
    }
  };

  const cellRuns = (c: Cell) => styled(c.runs, type.table, COLORS.text, c.header);

  /** Natural (one line per forced break) and smallest (longest unbreakable piece) widths of a cell, points. */
  const cellWidths = (c: Cell) => {
    const runs = cellRuns(c);
    const natural = Math.max(0, ...breakLines(runs, Number.POSITIVE_INFINITY, measure).map((l) => l.width));
    const narrow = Math.max(0, ...breakLines(runs, 1e-3, measure).map((l) => l.width));
    return { natural, narrow: Math.min(narrow, natural) };
  };

  const table = (t: TableBlock, x: number, width: number) => {
    const rows = [...t.head, ...t.body];
    const cols = Math.max(0, ...rows.map((r) => r.length));
    if (cols === 0) return;
    const natural = Array<number>(cols).fill(0);
    const narrow = Array<number>(cols).fill(0);
    for (const r of rows)
      r.forEach((c, i) => {
        const w = cellWidths(c);
        natural[i] = Math.max(natural[i] ?? 0, w.natural + 2 * CELL_PAD_X);
        narrow[i] = Math.max(narrow[i] ?? 0, Math.min(w.narrow + 2 * CELL_PAD_X, width / 2));
      });
    const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
    let widths: number[];
    if (sum(natural) <= width) widths = natural.map((w) => w + ((width - sum(natural)) * w) / sum(natural));
    else if (sum(narrow) <= width) {
      const slack = natural.map((w, i) => w - (narrow[i] ?? 0));
      widths = narrow.map((w, i) => w + ((width - sum(narrow)) * (slack[i] ?? 0)) / (sum(slack) || 1));
    } else widths = narrow.map((w) => (w * width) / sum(narrow));

    const lh = type.table * 1.45;
    const layoutRow = (r: Cell[]) => {
      const cells = r.map((c, i) => breakLines(cellRuns(c), (widths[i] ?? 0) - 2 * CELL_PAD_X, measure));
      return { cells, height: Math.max(1, ...cells.map((l) => l.length)) * lh + 2 * CELL_PAD_Y };
    };
    const head = t.head.map(layoutRow);
    const headHeight = head.reduce((s, r) => s + r.height, 0);
    const drawRow = (r: Cell[], laid: ReturnType<typeof layoutRow>, isHead: boolean) => {
      if (isHead) page().items.push({ kind: 'box', x, y, width, height: laid.height, fill: COLORS.headFill });
      let cx = x;
      laid.cells.forEach((lines, i) => {
        const w = widths[i] ?? 0;
        const align = r[i]?.align ?? 'left';
        lines.forEach((line, n) => {
          const inner = w - 2 * CELL_PAD_X;
          const dx =
            align === 'right' ? inner - line.width : align === 'center' ? (inner - line.width) / 2 : 0;
          pushLine(
            cx + CELL_PAD_X + dx,
            y + CELL_PAD_Y + n * lh + baselineIn(lh, type.table),
            line.fragments,
          );
        });
        cx += w;
      });
      y += laid.height;
      page().items.push({
        kind: 'rule',
        x1: x,
        y1: y,
        x2: x + width,
        y2: y,
        color: COLORS.border,
        width: 0.5,
      });
    };
    gap(2);
    ensure(headHeight + (t.body[0] ? layoutRow(t.body[0]).height : 0));
    head.forEach((laid, i) => {
      drawRow(t.head[i] as Cell[], laid, true);
    });
    for (const r of t.body) {
      const laid = layoutRow(r);
      if (y + laid.height > BOTTOM && y > PAGE.marginTop + headHeight + 0.01) {
        newPage();
        placeLines(styled([{ text: opts.continued }], type.note, COLORS.muted), x, width, type.note);
        head.forEach((h, i) => {
          drawRow(t.head[i] as Cell[], h, true);
        });
      }
      drawRow(r, laid, false);
    }
    y += type.body * 0.6;
  };

  const drawing = (d: DrawingBlock, x: number, width: number) => {
    if (d.width <= 0 || d.height <= 0) return;
    const scale = drawingScale(d, width);
    gap(4);
    ensure(d.height * scale);
    const w = d.width * scale;
    if (marker) pushLine(x, y + type.body, []);
    page().items.push({ kind: 'drawing', x: x + (width - w) / 2, top: y, scale, drawing: d });
    y += d.height * scale + 8;
  };

  flow(blocks, PAGE.marginX, CONTENT_WIDTH_PT);
  return pages.filter((p, i) => p.items.length > 0 || i === 0);
}
