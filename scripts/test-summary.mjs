// Prints the slowest test files, then one closing line over every Vitest run: "N passed, N failed" (plus skipped),
// so CI can read the count.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const SLOWEST = 12;
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
const files = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing++;
    console.log(`(no results: ${file})`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  const failedTests = r.numFailedTests ?? 0;
  // A file that fails to load has no failing test of its own: count it as one failure.
  failed += failedTests + (failedTests === 0 ? (r.numFailedTestSuites ?? 0) : 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  for (const t of r.testResults ?? [])
    if (t.startTime && t.endTime)
      files.push({ name: relative(process.cwd(), t.name), ms: t.endTime - t.startTime });
}
if (files.length) {
  // Where the time goes (a file's own time; files run side by side, so these add up to more than the wall time).
  console.log(`\n== slowest of ${files.length} test files`);
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    console.log(`${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.name}`);
}
console.log(`${passed} passed, ${failed + missing} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed + missing > 0 ? 1 : 0);
