import type { Block, Cell, DrawingBlock, Run, TableBlock } from '../layout/model';
import { ReportError } from '../report-error';
import { collapseSpace } from './css-values';
import { htmlDrawing } from './html-drawing';
import { isSkipped } from './skip-rules';
import { svgDrawing } from './svg-drawing';

/** Parts of the page drawn as pictures rather than read as text, and the widest each may be on the page (points). */
const HTML_DRAWINGS: readonly [selector: string, maxWidthPt: number | undefined][] = [
  ['.pillars', 420],
  ['.element-bars', 320],
  ['.luck-timeline', undefined],
  ['.aspect-grid', undefined],
  ['[data-testid="transit-timeline"]', undefined],
];
const SVG_MAX_WIDTH_PT = { wheel: 380, other: 230 } as const;

const BLOCK_DISPLAY = /^(block|flex|grid|list-item|table|flow-root)/;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isInline = (el: Element) => {
  if (el instanceof SVGElement) return false;
  return !BLOCK_DISPLAY.test(getComputedStyle(el).display);
};
const isBold = (el: Element) => Number.parseInt(getComputedStyle(el).fontWeight, 10) >= 600;

/** The tone of a paragraph from the page's own classes: notes are smaller, muted text greyer. */
function toneOf(el: Element): 'body' | 'muted' | 'note' {
  if (el.closest('.field-note, .disclaimer')) return 'note';
  if (el.classList.contains('muted')) return 'muted';
  return 'body';
}

/** Runs merged where their style agrees, white space collapsed around line breaks and trimmed at both ends. */
export function normalizeRuns(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out[out.length - 1];
    if (last && !!last.bold === !!r.bold) last.text += r.text;
    else out.push({ ...r });
  }
  let text = '';
  for (const r of out) {
    r.text = collapseSpace(r.text).replace(/ ?\n[\n ]*/g, '\n');
    // A space after a line break or at the very start goes.
    if (text === '' || text.endsWith('\n')) r.text = r.text.replace(/^[ \n]+/, '');
    text += r.text;
  }
  // Trailing spaces and line breaks go, run by run from the end.
  for (let i = out.length - 1; i >= 0; i--) {
    const r = out[i] as Run;
    r.text = r.text.replace(/[ \n]+$/, '');
    if (r.text) break;
  }
  return out.filter((r) => r.text.length > 0);
}

/** What a row's cells may not hold for the row to read as one line. */
const NOT_A_LEAF = 'div,p,ul,ol,dl,table,svg,section,li,h1,h2,h3,h4,h5,h6';
/** Between the cells of a row read as one line. */
const CELL_SEPARATOR = ' · ';

/**
 * A flex or grid row of short pieces of text (an aspect: the two bodies, the aspect, the orb) reads as one line with
 * separators, as on screen, not as a column of fragments.
 */
function isRowOfLeaves(el: Element): boolean {
  const cs = getComputedStyle(el);
  const row =
    (cs.display.endsWith('flex') && !cs.flexDirection.startsWith('column')) ||
    (cs.display.endsWith('grid') && cs.gridTemplateColumns.trim().split(/\s+/).length > 1);
  if (!row) return false;
  const cells = [...el.children].filter((c) => !isSkipped(c));
  return (
    cells.length > 1 &&
    cells.every((c) => !c.matches(NOT_A_LEAF.replace('div,', '')) && !c.querySelector(NOT_A_LEAF))
  );
}

/** A margin or padding wide enough to read as a gap between words. */
const spaced = (v: string) => Number.parseFloat(v) >= 3;

/**
 * One element's text inside running text: on lines of its own if the page lays it out as a block, else inline, with a
 * space where the page keeps it apart from its neighbours by a margin or padding instead of one.
 */
function elementRuns(e: Element, bold: boolean, out: Run[]): void {
  const block = !isInline(e);
  const cs = getComputedStyle(e);
  if (block) out.push({ text: '\n', bold });
  else if (spaced(cs.marginLeft) || spaced(cs.paddingLeft)) out.push({ text: ' ', bold });
  inlineRuns(e, isBold(e), out);
  if (block) out.push({ text: '\n', bold });
  else if (spaced(cs.marginRight) || spaced(cs.paddingRight)) out.push({ text: ' ', bold });
}

/** Text of an element as runs: bold where the page sets it bold, a line break for each block inside and each <br>. */
function inlineRuns(el: Element, bold: boolean, out: Run[]): void {
  const row = el.nodeType === Node.ELEMENT_NODE && !isInline(el) && isRowOfLeaves(el);
  let first = true;
  for (const child of el.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      out.push({ text: child.textContent ?? '', bold });
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const e = child as Element;
    if (isSkipped(e)) continue;
    if (e.tagName === 'BR') {
      out.push({ text: '\n', bold });
      continue;
    }
    if (row) {
      if (!first) out.push({ text: CELL_SEPARATOR, bold: false });
      first = false;
      inlineRuns(e, isBold(e), out);
      continue;
    }
    elementRuns(e, bold, out);
  }
}

function runsOf(el: Element): Run[] {
  const out: Run[] = [];
  inlineRuns(el, isBold(el), out);
  return normalizeRuns(out);
}

function tableBlock(table: HTMLTableElement): TableBlock {
  const cellsOf = (row: HTMLTableRowElement): Cell[] =>
    [...row.cells]
      .filter((c) => !isSkipped(c))
      .map((c) => {
        const align = getComputedStyle(c).textAlign;
        return {
          runs: runsOf(c),
          header: c.tagName === 'TH',
          align: align === 'right' || align === 'end' ? 'right' : align === 'center' ? 'center' : 'left',
        };
      });
  const rows = [...table.rows].filter((r) => !isSkipped(r));
  return {
    kind: 'table',
    head: rows.filter((r) => r.parentElement?.tagName === 'THEAD').map(cellsOf),
    body: rows.filter((r) => r.parentElement?.tagName !== 'THEAD').map(cellsOf),
  };
}

function drawingOf(el: Element): DrawingBlock | null | undefined {
  if (el instanceof SVGSVGElement)
    return svgDrawing(
      el,
      el.classList.contains('natal-wheel') ? SVG_MAX_WIDTH_PT.wheel : SVG_MAX_WIDTH_PT.other,
    );
  for (const [selector, maxWidthPt] of HTML_DRAWINGS)
    if (el.matches(selector) && el instanceof HTMLElement) return htmlDrawing(el, maxWidthPt);
  return undefined;
}

/**
 * Reads the page (the results page's content, every section built and every disclosure open) into blocks, in the
 * page's order: headings, paragraphs, lists, definition lists, tables, the wheel and the other charts as drawings.
 * Every panel of a tab list is included under its tab's name: the tabs are switched one by one (and back).
 */
export async function collectBlocks(root: Element): Promise<Block[]> {
  const out: Block[] = [];
  const donePanels = new Set<Element>();

  const tabs = async (list: Element, into: Block[]) => {
    const all = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panel = document.getElementById(all[0]?.getAttribute('aria-controls') ?? '');
    if (!panel) return;
    donePanels.add(panel);
    const selected = all.find((t) => t.getAttribute('aria-selected') === 'true');
    const show = async (tab: HTMLElement) => {
      if (tab.getAttribute('aria-selected') !== 'true') tab.click();
      for (
        let waited = 0;
        !(tab.getAttribute('aria-selected') === 'true' && panel.getAttribute('aria-labelledby') === tab.id);
        waited += 10
      ) {
        if (waited > 5000) throw new ReportError('FAILED', `the tab "${tab.textContent}" did not open`);
        await wait(10);
      }
    };
    try {
      for (const tab of all) {
        await show(tab);
        into.push({
          kind: 'heading',
          level: 4,
          runs: [{ text: collapseSpace(tab.textContent ?? '').trim(), bold: true }],
        });
        await walk(panel, into);
      }
    } finally {
      if (selected) await show(selected);
    }
  };

  /** Reads `nodes` (by default the children of `el`) into `into`; loose text becomes paragraphs. */
  const walk = async (
    el: Element,
    into: Block[],
    nodes: Iterable<ChildNode> = el.childNodes,
  ): Promise<void> => {
    let pending: Run[] = [];
    const flush = () => {
      const runs = normalizeRuns(pending);
      if (runs.length) into.push({ kind: 'text', runs, tone: toneOf(el) });
      pending = [];
    };
    for (const child of nodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        pending.push({ text: child.textContent ?? '', bold: isBold(el) });
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const e = child as Element;
      if (isSkipped(e) || donePanels.has(e)) continue;
      const drawing = drawingOf(e);
      if (drawing !== undefined) {
        flush();
        if (drawing) into.push(drawing);
        continue;
      }
      const tag = e.tagName.toLowerCase();
      if (e.getAttribute('role') === 'tablist') {
        flush();
        await tabs(e, into);
        continue;
      }
      if (isInline(e) && !['ul', 'ol', 'dl', 'table', 'details'].includes(tag)) {
        elementRuns(e, isBold(el), pending);
        continue;
      }
      flush();
      if (!/^h[1-6]$/.test(tag) && tag !== 'p' && isRowOfLeaves(e)) {
        const runs = runsOf(e);
        if (runs.length) into.push({ kind: 'text', runs, tone: toneOf(e) });
        continue;
      }
      switch (tag) {
        case 'h1':
        case 'h2':
        case 'h3':
        case 'h4':
        case 'h5':
        case 'h6': {
          const runs = runsOf(e);
          if (runs.length)
            into.push({ kind: 'heading', level: Math.min(4, Number(tag[1])) as 1 | 2 | 3 | 4, runs });
          break;
        }
        case 'p': {
          const runs = runsOf(e);
          if (runs.length) into.push({ kind: 'text', runs, tone: toneOf(e) });
          break;
        }
        case 'ul':
        case 'ol': {
          const items = [...e.children].filter((li) => li.tagName === 'LI' && !isSkipped(li));
          if (e.classList.contains('chips')) {
            // Chips (short facts side by side) read as one line, not a column of bullets.
            const runs = normalizeRuns(
              items.flatMap((li, i) => [...(i ? [{ text: '  ·  ' }] : []), ...runsOf(li)]),
            );
            if (runs.length) into.push({ kind: 'text', runs, tone: 'body' });
            break;
          }
          const list: Block[][] = [];
          for (const li of items) {
            const item: Block[] = [];
            if (isRowOfLeaves(li)) item.push({ kind: 'text', runs: runsOf(li), tone: 'body' });
            else await walk(li, item);
            if (item.length) list.push(item);
          }
          if (list.length) into.push({ kind: 'list', ordered: tag === 'ol', items: list });
          break;
        }
        case 'dl': {
          const items: { term: Run[]; details: Block[] }[] = [];
          for (const dt of e.querySelectorAll('dt')) {
            if (isSkipped(dt)) continue;
            const details: Block[] = [];
            for (let dd = dt.nextElementSibling; dd && dd.tagName === 'DD'; dd = dd.nextElementSibling)
              if (!isSkipped(dd)) await walk(dd, details);
            items.push({ term: runsOf(dt), details });
          }
          if (items.length) into.push({ kind: 'definitions', items });
          break;
        }
        case 'table':
          into.push(tableBlock(e as HTMLTableElement));
          break;
        case 'details': {
          const summary = e.querySelector(':scope > summary');
          if (summary) {
            const runs = runsOf(summary);
            if (runs.length)
              into.push({ kind: 'heading', level: e.classList.contains('card') ? 2 : 4, runs });
          }
          await walk(
            e,
            into,
            [...e.childNodes].filter((n) => n !== summary),
          );
          break;
        }
        default:
          await walk(e, into);
      }
    }
    flush();
  };

  await walk(root, out);
  return out;
}
