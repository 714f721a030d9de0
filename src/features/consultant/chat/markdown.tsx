import { createElement, type JSX, type ReactNode } from 'react';
import './markdown.css';

/**
 * A Markdown subset for the model's replies, which are untrusted: everything becomes React text and a few plain
 * elements. No HTML string, no `dangerouslySetInnerHTML`, no link or image the model chose (`[label](url)` shows the
 * label only; a tag is shown as the literal text it is). Any prefix of a reply renders, so it can stream.
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
const PUNCT = /[!-/:-@[-`{-~]/;
// Letters of scripts written with spaces: an _ between two of them is part of a word (snake_case); CJK has no
// spaces, so an _ next to a kana or a hanzi can still open or close emphasis.
const WORD = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;

const indentOf = (line: string) => line.length - line.trimStart().length;
const startsBlock = (l: string) => [FENCE, HEADING, RULE, QUOTE, ITEM].some((re) => re.test(l));
/** Lines moved left by their common indentation (a list item's own blocks). */
function dedent(lines: string[]): string[] {
  const cut = Math.min(...lines.filter((l) => l.trim()).map(indentOf));
  return lines.map((l) => l.slice(Number.isFinite(cut) ? cut : 0));
}
/** The run of one repeated character at `i` ("**", "```"). */
function runAt(s: string, i: number): string {
  let j = i;
  while (j < s.length && s[j] === s[i]) j++;
  return s.slice(i, j);
}

/** Where the closing run of exactly `run` (not part of a longer one) begins, or -1. */
function closer(s: string, run: string, from: number, flank: boolean): number {
  for (let j = from; j < s.length; ) {
    if (s[j] === '\\') j += 2;
    else if (s[j] === run[0]) {
      const r = runAt(s, j).length;
      const fits =
        !flank || ((s[j - 1] ?? ' ').trim() !== '' && !(run[0] === '_' && WORD.test(s[j + r] ?? ' ')));
      if (r === run.length && fits) return j;
      j += r;
    } else j++;
  }
  return -1;
}

/** The `)` closing the `(` at `open` (URLs may hold parentheses), or -1. */
function matchingParen(s: string, open: number): number {
  for (let j = open, depth = 0; j < s.length; j++) {
    depth += s[j] === '(' ? 1 : s[j] === ')' ? -1 : 0;
    if (depth === 0) return j;
  }
  return -1;
}

function parseInline(s: string, depth = 0): Inline[] {
  if (depth > MAX_DEPTH) return [s];
  const out: Inline[] = [];
  let text = '';
  const push = (node: Inline) => {
    if (text) out.push(text);
    text = '';
    out.push(node);
  };
  for (let i = 0; i < s.length; ) {
    const c = s[i] as string;
    const run = runAt(s, i);
    if (c === '\\' && PUNCT.test(s[i + 1] ?? '')) {
      text += s[i + 1];
      i += 2;
    } else if (c === '\n') {
      push({ tag: 'br', kids: [] });
      i++;
    } else if (c === '`' && closer(s, run, i + run.length, false) >= 0) {
      const end = closer(s, run, i + run.length, false);
      push({ tag: 'code', kids: [s.slice(i + run.length, end)] });
      i = end + run.length;
    } else if (c === '[' || (c === '!' && s[i + 1] === '[')) {
      // A link or image shows its label only; a URL still arriving is dropped, never shown or followed.
      const open = c === '!' ? i + 1 : i;
      const close = closer(s, ']', open + 1, false);
      const paren = s[close + 1] === '(' ? matchingParen(s, close + 1) : -1;
      const streaming = close >= 0 && s[close + 1] === '(' && paren < 0 && !/\s/.test(s.slice(close + 2));
      if (close < 0 || (paren < 0 && !streaming)) {
        text += c;
        i++;
        continue;
      }
      for (const node of parseInline(s.slice(open + 1, close), depth + 1)) push(node);
      i = streaming ? s.length : paren + 1;
    } else if ((c === '*' || c === '_') && run.length > 3) {
      text += run;
      i += run.length;
    } else if (c === '*' || c === '_') {
      const prev = s[i - 1] ?? ' ';
      const opens = (s[i + run.length] ?? ' ').trim() !== '' && !(c === '_' && WORD.test(prev));
      const end = opens ? closer(s, run, i + run.length + 1, true) : -1;
      // An unclosed ** is taken as bold still streaming (a literal one is rare); a lone * stays literal.
      const unclosed = opens && end < 0 && run.length > 1 && !/[A-Za-z0-9]/.test(prev);
      if (end < 0 && !unclosed) {
        text += run;
        i += run.length;
        continue;
      }
      const inner = parseInline(s.slice(i + run.length, unclosed ? s.length : end), depth + 1);
      const strong = run.length === 2 ? inner : [{ tag: 'em' as const, kids: inner }];
      push(run.length === 1 ? { tag: 'em', kids: inner } : { tag: 'strong', kids: strong });
      i = unclosed ? s.length : end + run.length;
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
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    const cur = items[items.length - 1];
    if (sibling(line)) items.push({ head: [ITEM.exec(line)?.[3] ?? ''], rest: [] });
    else if (!cur) break;
    else if (!line.trim()) {
      let j = i + 1;
      while (j < lines.length && !lines[j]?.trim()) j++;
      const next = lines[j];
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

function parseBlocks(lines: string[], depth = 0): Block[] {
  // Quotes and lists nest by recursion; past a sane depth the rest is plain text, so no input can exhaust the stack.
  if (depth > MAX_DEPTH) return [{ t: 'p', text: lines.map((l) => l.trim()).join('\n') }];
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; ) {
    const line = lines[i] as string;
    const [fence, heading, item] = [FENCE.exec(line), HEADING.exec(line), ITEM.exec(line)];
    if (!line.trim()) i++;
    else if (fence) {
      // An unclosed fence (still streaming) runs to the end.
      const mark = fence[1] as string;
      const end = lines.findIndex((l, k) => k > i && l.trim().startsWith(mark) && !/[^`~]/.test(l.trim()));
      blocks.push({ t: 'pre', text: lines.slice(i + 1, end < 0 ? undefined : end).join('\n') });
      i = end < 0 ? lines.length : end + 1;
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
  }
  return blocks;
}

type Range = { from: number; to: number; note: string };

/** Every occurrence of each highlight in a block's plain text, earliest first, overlaps dropped. */
function rangesIn(text: string, highlights: readonly Highlight[]): Range[] {
  const found: Range[] = [];
  for (const h of highlights) {
    const source = h.text.trim().replace(BLOCK_PREFIX, '');
    // A sentence cut out of a bold span keeps a stray ** at one end; it is not part of the text shown.
    const needle = plain(parseInline(source)).replace(/^[*_\s]+|[*_\s]+$/g, '');
    for (let at = needle ? text.indexOf(needle) : -1; at >= 0; at = text.indexOf(needle, at + needle.length))
      found.push({ from: at, to: at + needle.length, note: h.note });
  }
  found.sort((a, b) => a.from - b.from || b.to - a.to);
  return found.filter((r, k) => found.slice(0, k).every((o) => o.to <= r.from || o.from >= r.to));
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
    for (const r of ranges.filter((r) => r.from < end && r.to > cur)) {
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
const h = (tag: string, props: object | null = null, kids: ReactNode[] = []) =>
  createElement(tag, props, ...kids);

function renderBlocks(blocks: Block[], hl: readonly Highlight[]): ReactNode[] {
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

/** A reply (or any prefix of one) as safe React elements, with the sentences a claim check flagged marked. */
export function Markdown(props: { text: string; highlights?: readonly Highlight[] }): JSX.Element {
  const lines = props.text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return h(
    'div',
    { className: 'markdown' },
    renderBlocks(parseBlocks(lines), props.highlights ?? []),
  ) as JSX.Element;
}
