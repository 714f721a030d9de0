import { createElement, Fragment, type JSX, memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import './markdown.css';
import { grant, later, TASK_CHARS } from './markdown-pace';
import { scanInline, WORD } from './markdown-scan';

/**
 * A Markdown subset for the model's replies, which are untrusted: everything becomes React text and a few plain
 * elements. No HTML string, no `dangerouslySetInnerHTML`, no link or image the model chose (`[label](url)` shows the
 * label only; a tag is shown as the literal text it is). Any prefix of a reply renders, so it can stream.
 *
 * No text can freeze the page (issue 33): it is read in linear time (markdown-scan.ts answers every look-ahead from
 * tables built once per string), at most MARKDOWN_CAP characters of it, and a long one renders a chunk of blocks
 * per task (markdown-pace.ts).
 */

/** A sentence a claim check found wrong, and what the chart says instead. */
export interface Highlight {
  text: string;
  note: string;
}

type Inline = string | { tag: 'strong' | 'em' | 'code' | 'br'; kids: Inline[] };
type Item = { head: string; blocks: Block[] };
type Block =
  | { t: 'p' | 'h4' | 'h5'; text: string }
  | { t: 'pre'; text: string }
  | { t: 'hr' }
  | { t: 'quote'; blocks: Block[] }
  | { t: 'list'; ordered: boolean; start: number; items: Item[] };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const ITEM = /^( *)([-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/;
// What a claim checker's sentence may start with: it is cut from the raw reply, block markers and all.
const BLOCK_PREFIX = /^(?:\s*(?:>|#{1,6}(?=\s)|[-*+](?=\s)|\d{1,9}[.)](?=\s)))+\s*/;
const MAX_DEPTH = 8;
/** Characters of a message read as Markdown: a real reply has a few thousand; the rest shows as plain text. */
export const MARKDOWN_CAP = 100_000;
const PUNCT = /[!-/:-@[-`{-~]/;

const indentOf = (line: string) => line.length - line.trimStart().length;
const startsBlock = (l: string) => [FENCE, HEADING, RULE, QUOTE, ITEM].some((re) => re.test(l));
const closesFence = (l: string, mark: string) => l.trim().startsWith(mark) && !/[^`~]/.test(l.trim());
/** Lines moved left by their common indentation (a list item's own blocks). */
function dedent(lines: string[]): string[] {
  // A loop, not Math.min(...): a spread of a huge array overflows the stack.
  let cut = Number.POSITIVE_INFINITY;
  for (const l of lines) if (l.trim()) cut = Math.min(cut, indentOf(l));
  return lines.map((l) => l.slice(Number.isFinite(cut) ? cut : 0));
}

// Every question about what lies ahead (a closer, a parenthesis) is answered from the string's scan tables, so a
// level of nesting costs linear time and no input can make it quadratic.
function parseInline(s: string, depth = 0): Inline[] {
  if (depth > MAX_DEPTH) return [s];
  const scan = scanInline(s);
  const out: Inline[] = [];
  let text = '';
  const push = (node: Inline) => {
    if (text) out.push(text);
    text = '';
    out.push(node);
  };
  for (let i = 0; i < s.length; ) {
    const c = s[i] as string;
    const run = scan.runEnd(i) - i;
    if (c === '\\' && PUNCT.test(s[i + 1] ?? '')) {
      text += s[i + 1];
      i += 2;
    } else if (c === '\n') {
      push({ tag: 'br', kids: [] });
      i++;
    } else if (c === '`' && scan.closer(c, run, i + run, false) >= 0) {
      const end = scan.closer(c, run, i + run, false);
      push({ tag: 'code', kids: [s.slice(i + run, end)] });
      i = end + run;
    } else if (c === '[' || (c === '!' && s[i + 1] === '[')) {
      // A link or image shows its label only; a URL still arriving is dropped, never shown or followed.
      const open = c === '!' ? i + 1 : i;
      const close = scan.closer(']', 1, open + 1, false);
      const paren = close >= 0 && s[close + 1] === '(' ? scan.matchingParen(close + 1) : -1;
      const streaming = close >= 0 && s[close + 1] === '(' && paren < 0 && !scan.spaceFrom(close + 2);
      if (close < 0 || (paren < 0 && !streaming)) {
        text += c;
        i++;
        continue;
      }
      for (const node of parseInline(s.slice(open + 1, close), depth + 1)) push(node);
      i = streaming ? s.length : paren + 1;
    } else if ((c === '*' || c === '_') && run > 3) {
      text += s.slice(i, i + run);
      i += run;
    } else if (c === '*' || c === '_') {
      const prev = s[i - 1] ?? ' ';
      const opens = (s[i + run] ?? ' ').trim() !== '' && !(c === '_' && WORD.test(prev));
      const end = opens ? scan.closer(c, run, i + run + 1, true) : -1;
      // An unclosed ** is taken as bold still streaming (a literal one is rare); a lone * stays literal.
      const unclosed = opens && end < 0 && run > 1 && !/[A-Za-z0-9]/.test(prev);
      if (end < 0 && !unclosed) {
        text += s.slice(i, i + run);
        i += run;
        continue;
      }
      const inner = parseInline(s.slice(i + run, unclosed ? s.length : end), depth + 1);
      const strong = run === 2 ? inner : [{ tag: 'em' as const, kids: inner }];
      push(run === 1 ? { tag: 'em', kids: inner } : { tag: 'strong', kids: strong });
      i = unclosed ? s.length : end + run;
    } else {
      text += c;
      i++;
    }
  }
  if (text) out.push(text);
  return out;
}

const plain = (nodes: Inline[]): string =>
  nodes.map((n) => (typeof n === 'string' ? n : n.tag === 'br' ? '\n' : plain(n.kids))).join('');

function parseList(lines: string[], i: number, first: RegExpExecArray, depth: number): [Block, number] {
  const indent = (first[1] as string).length;
  const ordered = /\d/.test(first[2] as string);
  const sibling = (l: string) => {
    const m = ITEM.exec(l);
    return (
      !!m && (m[1] as string).length <= indent + 1 && /\d/.test(m[2] as string) === ordered && !RULE.test(l)
    );
  };
  const items: { head: string[]; rest: string[] }[] = [];
  let filled = i;
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    const cur = items[items.length - 1];
    if (sibling(line)) items.push({ head: [ITEM.exec(line)?.[3] ?? ''], rest: [] });
    else if (!cur) break;
    else if (!line.trim()) {
      // The next line with text, found once per run of blank lines (not rescanned from each one).
      if (filled <= i) for (filled = i + 1; filled < lines.length && !lines[filled]?.trim(); ) filled++;
      const next = lines[filled];
      if (next === undefined || !(sibling(next) || indentOf(next) > indent + 1)) break;
      cur.rest.push('');
    } else if (indentOf(line) > indent + 1 || !startsBlock(line)) {
      // Text right under the item's first line continues it; a nested list or a later paragraph is its own block.
      if (cur.rest.length === 0 && !startsBlock(line)) cur.head.push(line.trim());
      else cur.rest.push(line);
    } else break;
  }
  const start = Number.parseInt(first[2] as string, 10) || 1;
  const parsed = items.map((it) => ({
    head: it.head.join('\n'),
    blocks: parseBlocks(dedent(it.rest), depth + 1),
  }));
  return [{ t: 'list', ordered, start, items: parsed }, i];
}

/** Blocks of the lines; `sources` (top level) gets the lines each block was read from, to render it only anew. */
function parseBlocks(lines: string[], depth = 0, sources?: string[]): Block[] {
  // Quotes and lists nest by recursion; past a sane depth the rest is plain text, so no input can exhaust the stack.
  if (depth > MAX_DEPTH) return [{ t: 'p', text: lines.map((l) => l.trim()).join('\n') }];
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; ) {
    const [from, count] = [i, blocks.length];
    const line = lines[i] as string;
    const [fence, heading, item] = [FENCE.exec(line), HEADING.exec(line), ITEM.exec(line)];
    if (!line.trim()) i++;
    else if (fence) {
      // An unclosed fence (still streaming) runs to the end.
      const mark = fence[1] as string;
      let end = i + 1;
      while (end < lines.length && !closesFence(lines[end] as string, mark)) end++;
      blocks.push({ t: 'pre', text: lines.slice(i + 1, end).join('\n') });
      i = end + 1;
    } else if (heading) {
      // Replies never outrank the page's own headings.
      if (heading[2]) blocks.push({ t: (heading[1] as string).length <= 3 ? 'h4' : 'h5', text: heading[2] });
      i++;
    } else if (RULE.test(line)) {
      blocks.push({ t: 'hr' });
      i++;
    } else if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (; i < lines.length; i++) {
        const l = lines[i] as string;
        const lazy = l.trim() && inner[inner.length - 1]?.trim() && !startsBlock(l);
        if (!QUOTE.test(l) && !lazy) break;
        inner.push(QUOTE.exec(l)?.[1] ?? l);
      }
      blocks.push({ t: 'quote', blocks: parseBlocks(inner, depth + 1) });
    } else if (item) {
      const [list, next] = parseList(lines, i, item, depth);
      blocks.push(list);
      i = next;
    } else {
      const para = [line.trim()];
      for (i++; i < lines.length && lines[i]?.trim() && !startsBlock(lines[i] as string); i++)
        para.push((lines[i] as string).trim());
      blocks.push({ t: 'p', text: para.join('\n') });
    }
    if (sources && blocks.length > count) sources.push(lines.slice(from, i).join('\n'));
  }
  return blocks;
}

type Range = { from: number; to: number; note: string };
type Needle = { text: string; note: string };

// A claim is one sentence and a reply has a few; a stored message can carry any list, so past these they are not
// looked for (each is searched in every block).
const MAX_HIGHLIGHTS = 100;
const MAX_HIGHLIGHT_CHARS = 2000;
const MARKS = /[*_\s]/;

/** The text each highlight shows as: block markers and formatting gone, and a stray ** at either end. */
function needlesOf(highlights: readonly Highlight[]): Needle[] {
  return highlights
    .filter((hl) => hl.text.length <= MAX_HIGHLIGHT_CHARS)
    .slice(0, MAX_HIGHLIGHTS)
    .map((hl) => {
      // A sentence cut out of a bold span keeps a stray ** at one end; it is not part of the text shown.
      const shown = plain(parseInline(hl.text.trim().replace(BLOCK_PREFIX, '')));
      let from = 0;
      let to = shown.length;
      while (from < to && MARKS.test(shown[from] as string)) from++;
      while (to > from && MARKS.test(shown[to - 1] as string)) to--;
      return { text: shown.slice(from, to), note: hl.note };
    });
}

/** Every occurrence of each highlight in a block's plain text, earliest first, overlaps dropped. */
function rangesIn(text: string, needles: readonly Needle[]): Range[] {
  const found: Range[] = [];
  for (const { text: needle, note } of needles)
    for (let at = needle ? text.indexOf(needle) : -1; at >= 0; at = text.indexOf(needle, at + needle.length))
      found.push({ from: at, to: at + needle.length, note });
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  // A range overlapping any earlier one is dropped (kept or not): in this order, one reaching past its start.
  let reach = 0;
  return found.filter((r) => {
    const keep = r.from >= reach;
    reach = Math.max(reach, r.to);
    return keep;
  });
}

/** The first of the (ordered, disjoint) ranges ending after `at`. */
function firstAfter(ranges: Range[], at: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ranges[mid] as Range).to <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inline nodes as React, with each highlighted span of text wrapped in a mark (split where formatting cuts it). */
function renderInline(nodes: Inline[], ranges: Range[], pos = { at: 0 }): ReactNode[] {
  return nodes.flatMap((n) => {
    if (typeof n !== 'string') {
      pos.at += n.tag === 'br' ? 1 : 0;
      return n.tag === 'br' ? [h('br')] : [h(n.tag, null, renderInline(n.kids, ranges, pos))];
    }
    const start = pos.at;
    const end = start + n.length;
    pos.at = end;
    const parts: ReactNode[] = [];
    let cur = start;
    for (let k = firstAfter(ranges, start); k < ranges.length && (ranges[k] as Range).from < end; k++) {
      const r = ranges[k] as Range;
      if (r.from > cur) parts.push(n.slice(cur - start, r.from - start));
      const from = Math.max(r.from, start);
      cur = Math.min(r.to, end);
      parts.push(
        h('mark', { className: 'claim-wrong', title: r.note }, [n.slice(from - start, cur - start)]),
      );
    }
    if (cur < end) parts.push(n.slice(cur - start));
    return parts;
  });
}

// Children are passed as arguments, not as an array: their place in the reply is their identity (no keys needed).
// Past a thousand they go in fragments of a thousand, as a spread of a huge array overflows the stack.
const SPREAD = 1000;
const h = (tag: string | typeof Fragment, props: object | null = null, kids: ReactNode[] = []): ReactNode =>
  createElement(tag, props, ...grouped(kids));
function grouped(kids: ReactNode[]): ReactNode[] {
  if (kids.length <= SPREAD) return kids;
  const groups: ReactNode[] = [];
  for (let k = 0; k < kids.length; k += SPREAD) groups.push(h(Fragment, null, kids.slice(k, k + SPREAD)));
  return grouped(groups);
}

function renderBlocks(blocks: Block[], hl: readonly Needle[]): ReactNode[] {
  const inline = (text: string) => {
    const nodes = parseInline(text);
    return renderInline(nodes, hl.length ? rangesIn(plain(nodes), hl) : []);
  };
  return blocks.map((b) => {
    if (b.t === 'hr') return h('hr');
    if (b.t === 'pre') return h('pre', null, [h('code', null, [b.text])]);
    if (b.t === 'quote') return h('blockquote', null, renderBlocks(b.blocks, hl));
    if (b.t === 'list') {
      const items = b.items.map((item) =>
        h('li', null, [...inline(item.head), ...renderBlocks(item.blocks, hl)]),
      );
      return h(b.ordered ? 'ol' : 'ul', b.ordered && b.start !== 1 ? { start: b.start } : null, items);
    }
    return h(b.t, null, inline(b.text));
  });
}

/**
 * A message cut at the cap, at the end of a line near it when there is one (else not inside a surrogate pair):
 * the head to render, and the rest (empty when the whole message fits).
 */
export function capText(text: string, cap = MARKDOWN_CAP): { head: string; rest: string } {
  if (text.length <= cap) return { head: text, rest: '' };
  let cut = text.lastIndexOf('\n', cap - 1) + 1;
  if (cut < cap * 0.9) cut = /[\uD800-\uDBFF]/.test(text[cap - 1] as string) ? cap - 1 : cap;
  return { head: text.slice(0, cut), rest: text.slice(cut) };
}

/** One top-level block, rendered again only when its source lines or the highlights change. */
const BlockView = memo(
  (props: { block: Block; source: string; needles: readonly Needle[] }) =>
    renderBlocks([props.block], props.needles)[0],
  (a, b) => a.source === b.source && a.needles === b.needles,
);

/** A reply (or any prefix of one) as safe React elements, with the sentences a claim check flagged marked. */
export function Markdown(props: { text: string; highlights?: readonly Highlight[] }): JSX.Element {
  const { text, highlights = [] } = props;
  // Past the cap a reply is not read as Markdown at all (message-view.tsx shows the rest as plain text).
  const { blocks, sources } = useMemo(() => {
    const lines = text.slice(0, MARKDOWN_CAP).replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
    const sources: string[] = [];
    return { blocks: parseBlocks(lines, 0, sources), sources };
  }, [text]);
  // A new array of the same highlights comes with each render of the message: they are compared by content.
  const key = highlights.map((hl) => `${hl.text}\u0000${hl.note}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the highlights are the same while their key is
  const needles = useMemo(() => needlesOf(highlights), [key]);
  // A long reply (or many) appears a chunk of blocks per task, so the page keeps answering while it renders; rendered
  // to a string (on a server, in a test) there is no later task, and all of it renders at once.
  const [budget, setBudget] = useState(() =>
    typeof window === 'undefined'
      ? Number.POSITIVE_INFINITY
      : grant(sources.reduce((n, src) => n + src.length, 0)),
  );
  let shown = 0;
  for (let used = 0; shown < blocks.length && used < budget; shown++)
    used += (sources[shown] as string).length;
  useEffect(() => {
    if (shown >= blocks.length) return;
    return later(() => flushSync(() => setBudget((b) => b + TASK_CHARS)));
  }, [shown, blocks.length]);
  const views = blocks
    .slice(0, shown)
    .map((block, k) => createElement(BlockView, { block, source: sources[k] as string, needles }));
  return h('div', { className: 'markdown' }, views) as JSX.Element;
}
