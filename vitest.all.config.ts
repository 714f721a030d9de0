import { defineConfig } from 'vitest/config';

/**
 * `npm test`'s one Vitest run: the unit and golden tests and the browser tests as two projects sharing one pool of
 * workers, so the many short unit files fill the time the browser files spend waiting on the page, and the slowest
 * files (known from the last run) start first. Each project keeps its own settings (vitest.config.ts,
 * vitest.e2e.config.ts); the browser project's global setup serves the build and starts Chromium once.
 */
export default defineConfig({
  test: {
    projects: [
      { extends: './vitest.config.ts', test: { name: 'unit' } },
      { extends: './vitest.e2e.config.ts', test: { name: 'browser' } },
    ],
    maxWorkers: Number(process.env.TEST_WORKERS ?? 3),
  },
});
