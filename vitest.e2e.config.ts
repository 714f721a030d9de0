import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    // One server for the build, one Chromium and one chart cast through the home form, for the whole run.
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s, not 1 s: on a busy 2-core machine a route change that ends on /error, a
    // stream or a lazy section can take longer than a second to show, and a poll returns as soon as it passes.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time: each serves its own build and drives its own Chromium. Measured on 2 cores: the browser
    // tests keep both cores busy (vmstat: 0% idle with three files), so a third file only adds contention.
    maxWorkers: 2,
  },
});
