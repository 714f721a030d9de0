/**
 * Settings for the property-based (fast-check) suites of every parser that takes outside input (issue 16 §3).
 * A fixed seed keeps CI reproducible; `FUZZ_RUNS=200000 FUZZ_SEED=7 npx vitest run` searches further on demand.
 * A failure prints its seed and path: pass them back through `fc.assert(…, { seed, path })` to replay it.
 */
const envNumber = (name: string, fallback: number): number => {
  const v = Number(process.env[name]);
  return Number.isSafeInteger(v) && v > 0 ? v : fallback;
};

/** Runs per property in CI: at least 10,000 (the floor). */
export const FUZZ_RUNS = Math.max(10_000, envNumber('FUZZ_RUNS', 10_000));
export const FUZZ_SEED = envNumber('FUZZ_SEED', 20_261_125);

/** Parameters for `fc.assert`: the fixed seed and the run count. */
export const fuzzParams = () => ({ seed: FUZZ_SEED, numRuns: FUZZ_RUNS });

/** Test timeout for a fuzz suite, growing with FUZZ_RUNS so on-demand deep runs do not time out. */
export const fuzzTimeoutMs = (msPer10k = 60_000) => Math.ceil((FUZZ_RUNS / 10_000) * msPer10k);
