import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 12 §3: Japanese and Chinese texts use their own punctuation — a full-width colon (：), never an ASCII one
// — and Chinese lists use 、 or ·, never the Japanese ・. Checked over every locale file and every reading's content.

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
function leaves(node: Json, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const root = new URL('..', import.meta.url);
const jsonFiles = (lang: 'ja' | 'zh') =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      (f.startsWith(`i18n/locales/${lang}/`) && f.endsWith('.json')) ||
      (f.startsWith('content/') && f.endsWith(`/${lang}.json`)),
  );

/** What may hold an ASCII colon in any language: placeholders, clock times, URLs and key names. */
const neutral = (s: string) =>
  s
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\b\d{1,2}:\d{2}\b/g, '')
    .replace(/https?:\/\/\S*/g, '');

describe('CJK punctuation', () => {
  for (const lang of ['ja', 'zh'] as const) {
    it(`${lang}: no ASCII colon in any text${lang === 'zh' ? ', and no ・' : ''}`, () => {
      const files = jsonFiles(lang);
      expect(files.length).toBeGreaterThan(4);
      const bad: string[] = [];
      for (const f of files) {
        const data = JSON.parse(readFileSync(new URL(f, root), 'utf8')) as Json;
        for (const [path, text] of leaves(data)) {
          const s = neutral(text);
          if (s.includes(':') || (lang === 'zh' && s.includes('・')))
            bad.push(`${f} ${path}: ${text.slice(0, 60)}`);
        }
      }
      expect(bad).toEqual([]);
    });
  }
});
