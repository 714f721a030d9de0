// `npm run learn:minutes`: the read time of every Markdown lesson (issue 14 §5), worked out from its own text and
// written to src/content/learn/read-minutes.json, which the learning centre's lists read (so the hub need not load
// every lesson to label it). The content test fails when a lesson changes and this file is not regenerated.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseLearnDoc } from '../../src/features/learn/content/parse-lesson';
import { readMinutes } from '../../src/features/learn/content/read-time';
import { LANGUAGES } from '../../src/i18n/languages';

const ROOT = new URL('../../src/content/learn/', import.meta.url);

export function computeReadMinutes(): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const lang of LANGUAGES) {
    out[lang] = {};
    for (const course of readdirSync(new URL(`${lang}/`, ROOT)).sort()) {
      if (course.endsWith('.md')) continue;
      for (const file of readdirSync(new URL(`${lang}/${course}/`, ROOT)).sort()) {
        const { doc } = parseLearnDoc(readFileSync(new URL(`${lang}/${course}/${file}`, ROOT), 'utf8'));
        (out[lang] as Record<string, number>)[`${course}/${file.replace(/\.md$/, '')}`] = readMinutes(
          doc,
          lang,
        );
      }
    }
  }
  return out;
}

if (process.argv[1]?.endsWith('read-minutes.ts')) {
  writeFileSync(new URL('read-minutes.json', ROOT), `${JSON.stringify(computeReadMinutes(), null, 2)}\n`);
  console.log('src/content/learn/read-minutes.json written');
}
