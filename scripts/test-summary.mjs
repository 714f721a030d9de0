// Prints one closing line over every Vitest run: "N passed, N failed" (plus skipped), so CI can read the count.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
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
}
console.log(`${passed} passed, ${failed + missing} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed + missing > 0 ? 1 : 0);
