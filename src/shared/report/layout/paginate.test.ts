import { describe, expect, it } from 'vitest';
import type { Measure } from './line-break';
import type { Block, Cell } from './model';
import { PAGE, typeScale } from './page-style';
import { paginate } from './paginate';

const measure: Measure = (text, _w, size) => [...text].length * 0.5 * size;
const cell = (text: string, header = false): Cell => ({ runs: [{ text }], header, align: 'left' });
const opts = { measure, type: typeScale('en'), continued: '(continued)' };
const lineTexts = (items: ReturnType<typeof paginate>[number]['items']) =>
  items.flatMap((i) => (i.kind === 'line' ? [i.fragments.map((f) => f.text).join('')] : []));

describe('pagination', () => {
  it('repeats a table’s header rows at the top of every page it continues on, after a continuation note', () => {
    const table: Block = {
      kind: 'table',
      head: [[cell('Body', true), cell('Position', true)]],
      body: Array.from({ length: 120 }, (_, i) => [cell(`row ${i}`), cell(`${i}°`)]),
    };
    const pages = paginate([{ kind: 'heading', level: 1, runs: [{ text: 'Title' }] }, table], opts);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((p, n) => {
      const texts = lineTexts(p.items);
      const head = texts.indexOf('Body');
      expect(head, `page ${n + 1} has the header`).toBeGreaterThanOrEqual(0);
      if (n > 0) expect(texts[0]).toBe('(continued)');
      // Everything stays inside the text block.
      for (const i of p.items)
        if (i.kind === 'line') {
          expect(i.baseline).toBeLessThanOrEqual(PAGE.height - PAGE.marginBottom);
          expect(i.baseline).toBeGreaterThanOrEqual(PAGE.marginTop);
        }
    });
    // Every row appears once, in order.
    const rows = pages.flatMap((p) => lineTexts(p.items).filter((t) => t.startsWith('row ')));
    expect(rows).toEqual(Array.from({ length: 120 }, (_, i) => `row ${i}`));
  });

  it('keeps a heading with what follows it: never alone at the foot of a page', () => {
    const para = (n: number): Block => ({ kind: 'text', runs: [{ text: `paragraph ${n} `.repeat(30) }] });
    const blocks: Block[] = [];
    for (let n = 0; n < 40; n++)
      blocks.push({ kind: 'heading', level: 3, runs: [{ text: `Heading ${n}` }] }, para(n));
    for (const p of paginate(blocks, opts)) {
      const texts = lineTexts(p.items);
      expect(texts[texts.length - 1]?.startsWith('Heading')).toBe(false);
    }
  });

  it('keeps a heading with a drawing or a table that follows it, not alone above the page break', () => {
    const para = (n: number): Block => ({ kind: 'text', runs: [{ text: `paragraph ${n} `.repeat(30) }] });
    const drawing: Block = { kind: 'drawing', width: 400, height: 400, shapes: [] };
    const cell = (text: string) => ({ runs: [{ text }], header: false, align: 'left' as const });
    const table: Block = { kind: 'table', head: [[cell('h1'), cell('h2')]], body: [[cell('a'), cell('b')]] };
    for (const follower of [drawing, table]) {
      // Fill a page to a little above its foot, at every depth, then the heading and its follower.
      for (let fill = 20; fill < 34; fill++) {
        const blocks: Block[] = [];
        for (let n = 0; n < fill; n++) blocks.push(para(n));
        blocks.push({ kind: 'heading', level: 2, runs: [{ text: 'Stranded?' }] }, follower);
        // The heading's page holds what follows it too: something other than its rule after its line.
        const pages = paginate(blocks, opts);
        const onPage = pages.find((p) => lineTexts(p.items).includes('Stranded?'));
        const items = onPage?.items ?? [];
        const at = items.findIndex((it) => lineTexts([it]).includes('Stranded?'));
        expect(
          items.slice(at + 1).some((it) => it.kind !== 'rule'),
          `after ${fill} paragraphs`,
        ).toBe(true);
      }
    }
  });

  it('scales a drawing to the column, never past 0.75 pt a pixel, and moves it whole to the next page', () => {
    const drawing: Block = { kind: 'drawing', width: 2000, height: 400, shapes: [] };
    const small: Block = { kind: 'drawing', width: 100, height: 100, shapes: [] };
    const pages = paginate([drawing, small], opts);
    const items = pages.flatMap((p) => p.items.filter((i) => i.kind === 'drawing'));
    expect(items[0]?.kind === 'drawing' && items[0].scale).toBeCloseTo(
      (PAGE.width - 2 * PAGE.marginX) / 2000,
    );
    expect(items[1]?.kind === 'drawing' && items[1].scale).toBe(0.75);
  });
});
