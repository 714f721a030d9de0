import type { Language } from '../../../i18n/languages';
import {
  CHART_VIEWS,
  type ChartView,
  EXAMPLE_IDS,
  type ExampleId,
  isOneOf,
  QUIZ_KINDS,
  type QuizKind,
  TABLE_KINDS,
  type TableKind,
  TOKEN_FACTS,
  YOUR_CHART_TOPICS,
  type YourChartTopic,
} from './vocabulary';

/** Inline content: text, emphasis, a link inside the site, or an example chart's fact. */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'token'; example: ExampleId; fact: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; id: string; inline: Inline[] }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'quote'; inline: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] }
  | { kind: 'refTable'; table: TableKind }
  | { kind: 'chart'; example: ExampleId; view: ChartView }
  | { kind: 'yourChart'; topic: YourChartTopic }
  | { kind: 'quiz'; example: ExampleId; quiz: QuizKind };

export const PARTS = ['content', 'example', 'practice'] as const;
export type Part = (typeof PARTS)[number];

export interface LearnDoc {
  title: string;
  overview: string;
  objectives: string[];
  parts: Partial<Record<Part, Block[]>>;
}

/** A problem found while reading a document, with its line (1-based) for the author. */
export interface ParseIssue {
  line: number;
  message: string;
}

/** Inline Markdown: **strong**, *em*, [text](/path), {{example:fact}}; anything else is text. */
export function parseInline(source: string, issues: ParseIssue[] = [], line = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const token = /^\{\{([a-z]+):([A-Za-z0-9.]+)\}\}/.exec(rest);
    if (token) {
      const [, example, fact] = token as unknown as [string, string, string];
      if (!isOneOf(EXAMPLE_IDS, example) || !TOKEN_FACTS.has(fact))
        issues.push({ line, message: `unknown token {{${example}:${fact}}}` });
      else {
        flush();
        out.push({ kind: 'token', example, fact });
      }
      i += token[0].length;
      continue;
    }
    const strong = /^\*\*(.+?)\*\*/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: 'strong', children: parseInline(strong[1] as string, issues, line) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*([^*\s][^*]*?)\*/.exec(rest);
    if (em) {
      flush();
      out.push({ kind: 'em', children: parseInline(em[1] as string, issues, line) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      const href = link[2] as string;
      // Only the site's own pages: a lesson can never send the reader somewhere else.
      if (!/^\/learn(\/[a-z0-9-]+)*(#[a-z0-9-]+)?$/.test(href))
        issues.push({ line, message: `link outside the learning centre: ${href}` });
      flush();
      out.push({ kind: 'link', href, children: parseInline(link[1] as string, issues, line) });
      i += link[0].length;
      continue;
    }
    if (/^\{\{/.test(rest)) issues.push({ line, message: `malformed token near "${rest.slice(0, 20)}"` });
    text += source[i];
    i++;
  }
  flush();
  return out;
}

/** A heading's anchor: its text in lower case, letters and digits kept (CJK too), the rest as hyphens. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const plain = (inline: Inline[]): string =>
  inline.map((n) => (n.kind === 'text' ? n.text : n.kind === 'token' ? n.fact : plain(n.children))).join('');

function parseDirective(body: string, line: number, issues: ParseIssue[]): Block | null {
  const [name, a, b, ...extra] = body.trim().split(/\s+/);
  const bad = (why: string) => {
    issues.push({ line, message: `::: ${body.trim()}: ${why}` });
    return null;
  };
  if (extra.length) return bad('too many words');
  if (name === 'table')
    return isOneOf(TABLE_KINDS, a) && !b ? { kind: 'refTable', table: a } : bad('table kind');
  if (name === 'yourchart')
    return isOneOf(YOUR_CHART_TOPICS, a) && !b ? { kind: 'yourChart', topic: a } : bad('topic');
  if (name === 'chart')
    return isOneOf(EXAMPLE_IDS, a) && isOneOf(CHART_VIEWS, b)
      ? { kind: 'chart', example: a, view: b }
      : bad('example and view');
  if (name === 'quiz')
    return isOneOf(EXAMPLE_IDS, a) && isOneOf(QUIZ_KINDS, b)
      ? { kind: 'quiz', example: a, quiz: b }
      : bad('example and quiz kind');
  return bad('unknown directive');
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** Markdown body lines → blocks (the subset FORMAT.md allows). */
function parseBlocks(lines: { text: string; line: number }[], issues: ParseIssue[]): Block[] {
  const blocks: Block[] = [];
  const used = new Set<string>();
  for (const { text, line } of lines) {
    if (/<\/?[a-zA-Z][^>]*>/.test(text)) issues.push({ line, message: 'HTML is not allowed' });
    if (/^```/.test(text)) issues.push({ line, message: 'code blocks are not allowed' });
    if (/!\[/.test(text)) issues.push({ line, message: 'images are not allowed' });
  }
  let i = 0;
  while (i < lines.length) {
    const { text, line } = lines[i] as { text: string; line: number };
    if (!text.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(text);
    if (heading) {
      const level = (heading[1] as string).length;
      if (level !== 2 && level !== 3) issues.push({ line, message: 'only ## and ### headings' });
      // `### 通変星 {#ten-gods}`: an explicit anchor, for entries other pages link to (the glossary).
      const explicit = /^(.*?)\s*\{#([a-z0-9-]+)\}$/.exec((heading[2] as string).trim());
      const inline = parseInline((explicit?.[1] ?? (heading[2] as string)).trim(), issues, line);
      let id = explicit?.[2] ?? (slugOf(plain(inline)) || `section-${blocks.length}`);
      if (explicit && used.has(id)) issues.push({ line, message: `anchor #${id} twice` });
      while (used.has(id)) id = `${id}-2`;
      used.add(id);
      blocks.push({ kind: 'heading', level: level === 3 ? 3 : 2, id, inline });
      i++;
      continue;
    }
    if (/^:::\s/.test(text)) {
      const d = parseDirective(text.replace(/^:::\s/, ''), line, issues);
      if (d) blocks.push(d);
      i++;
      continue;
    }
    if (/^\|/.test(text.trim())) {
      const rows: { text: string; line: number }[] = [];
      while (i < lines.length && /^\|/.test((lines[i] as { text: string }).text.trim()))
        rows.push(lines[i++] as never);
      const [head, sep, ...body] = rows;
      if (!head || !sep || !/^[\s|:-]+$/.test(sep.text)) {
        issues.push({ line, message: 'a table needs a header row and a |---| line' });
        continue;
      }
      const headCells = cells(head.text);
      if (headCells.length > 4) issues.push({ line, message: 'tables have at most 4 columns (phones)' });
      blocks.push({
        kind: 'table',
        head: headCells.map((c) => parseInline(c, issues, head.line)),
        rows: body.map((r) => {
          const cs = cells(r.text);
          if (cs.length !== headCells.length)
            issues.push({ line: r.line, message: 'row and header differ in cells' });
          return cs.map((c) => parseInline(c, issues, r.line));
        }),
      });
      continue;
    }
    const item = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec(text);
    if (item) {
      const ordered = /\d/.test(item[2] as string);
      const items: Inline[][] = [];
      while (i < lines.length) {
        const m = /^(\s*)([-*]|\d+\.)\s+(.*)$/.exec((lines[i] as { text: string }).text);
        if (!m || /\d/.test(m[2] as string) !== ordered) break;
        const l = lines[i] as { text: string; line: number };
        items.push(parseInline((m[3] as string).trim(), issues, l.line));
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const quote = /^>\s?(.*)$/.exec(text);
    if (quote) {
      const parts: string[] = [];
      while (i < lines.length && /^>/.test((lines[i] as { text: string }).text))
        parts.push((lines[i++] as { text: string }).text.replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', inline: parseInline(parts.join(' ').trim(), issues, line) });
      continue;
    }
    // A paragraph: consecutive plain lines (joined without a space in CJK, with one in Latin text).
    const para: string[] = [];
    while (i < lines.length) {
      const t = (lines[i] as { text: string }).text;
      if (!t.trim() || /^(#{1,6}\s|:::\s|\||>|\s*([-*]|\d+\.)\s)/.test(t)) break;
      para.push(t.trim());
      i++;
    }
    const joined = para.reduce(
      (acc, p) =>
        acc && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。）」]$/u.test(acc)
          ? acc + p
          : acc
            ? `${acc} ${p}`
            : p,
      '',
    );
    blocks.push({ kind: 'paragraph', inline: parseInline(joined, issues, line) });
  }
  return blocks;
}

/** Front matter: `key: value` lines and `key:` followed by `  - item` lines, between two `---` lines. */
function parseFrontMatter(lines: string[], issues: ParseIssue[]) {
  const values: Record<string, string | string[]> = {};
  let key: string | null = null;
  lines.forEach((l, n) => {
    const item = /^\s+-\s+(.*)$/.exec(l);
    if (item && key) {
      const list = values[key];
      values[key] = [...(Array.isArray(list) ? list : []), (item[1] as string).trim()];
      return;
    }
    const kv = /^([a-zA-Z]+):\s*(.*)$/.exec(l);
    if (kv) {
      key = kv[1] as string;
      values[key] = (kv[2] as string).trim() || [];
      return;
    }
    if (l.trim()) issues.push({ line: n + 2, message: `front matter: cannot read "${l}"` });
  });
  return values;
}

/**
 * Reads a learning-centre Markdown file (FORMAT.md). Never throws: problems come back in `issues` (the content
 * tests fail on any), and the document holds whatever could be read.
 */
export function parseLearnDoc(source: string): { doc: LearnDoc; issues: ParseIssue[] } {
  const issues: ParseIssue[] = [];
  const all = source.replace(/\r\n?/g, '\n').split('\n');
  let bodyStart = 0;
  let front: Record<string, string | string[]> = {};
  if (all[0] === '---') {
    const end = all.indexOf('---', 1);
    if (end < 0) issues.push({ line: 1, message: 'front matter is not closed' });
    else {
      front = parseFrontMatter(all.slice(1, end), issues);
      bodyStart = end + 1;
    }
  } else issues.push({ line: 1, message: 'no front matter' });
  const str = (k: string) => (typeof front[k] === 'string' ? (front[k] as string) : '');
  const doc: LearnDoc = {
    title: str('title'),
    overview: str('overview'),
    objectives: Array.isArray(front.objectives) ? front.objectives : [],
    parts: {},
  };
  if (!doc.title) issues.push({ line: 1, message: 'no title' });

  let part: Part | null = null;
  let chunk: { text: string; line: number }[] = [];
  const close = () => {
    if (part) doc.parts[part] = parseBlocks(chunk, issues);
    else if (chunk.some((c) => c.text.trim()))
      issues.push({ line: chunk[0]?.line ?? 0, message: 'text before @content' });
    chunk = [];
  };
  all.slice(bodyStart).forEach((text, n) => {
    const marker = /^@(\w+)\s*$/.exec(text);
    if (marker) {
      close();
      const name = marker[1] as string;
      if (!isOneOf(PARTS, name)) issues.push({ line: bodyStart + n + 1, message: `unknown part @${name}` });
      else if (doc.parts[name]) issues.push({ line: bodyStart + n + 1, message: `@${name} twice` });
      part = isOneOf(PARTS, name) ? name : null;
      return;
    }
    chunk.push({ text, line: bodyStart + n + 1 });
  });
  close();
  return { doc, issues };
}

/** Every inline node of a document's parts, in order (for lengths and checks). */
export function inlinesOf(blocks: readonly Block[]): Inline[][] {
  const out: Inline[][] = [];
  for (const b of blocks) {
    if (b.kind === 'heading' || b.kind === 'paragraph' || b.kind === 'quote') out.push(b.inline);
    else if (b.kind === 'list') out.push(...b.items);
    else if (b.kind === 'table') out.push(...b.head, ...b.rows.flat());
  }
  return out;
}

/** The plain text of inline nodes, a token counted as a short placeholder word. */
export function plainText(inline: readonly Inline[], tokenAs = 'X'): string {
  return inline
    .map((n) => (n.kind === 'text' ? n.text : n.kind === 'token' ? tokenAs : plainText(n.children, tokenAs)))
    .join('');
}

/**
 * How long a document's body is, as the issue measures it: characters without whitespace in Japanese and Chinese,
 * words in English (a token counts as two characters or one word; directives not at all).
 */
export function bodyLength(doc: LearnDoc, lang: Language): number {
  const texts = PARTS.flatMap((p) =>
    inlinesOf(doc.parts[p] ?? []).map((i) => plainText(i, lang === 'en' ? 'X' : 'XX')),
  );
  const all = texts.join(' ');
  return lang === 'en'
    ? all.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
    : all.replace(/\s+/g, '').length;
}
