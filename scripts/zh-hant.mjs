// Writes every zh-Hant text from its Simplified source (scripts/zh-hant/convert.mjs). Run after editing a zh text.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { convertFile, filePairs, ROOT } from './zh-hant/convert.mjs';

let n = 0;
for (const [source, target] of filePairs()) {
  mkdirSync(dirname(join(ROOT, target)), { recursive: true });
  writeFileSync(join(ROOT, target), convertFile(source));
  n++;
}
console.log(`zh-Hant: ${n} files written`);
