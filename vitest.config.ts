import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Both cores: Vitest's default on a 2-core machine is one worker, which left a core idle through the unit tests.
    maxWorkers: 2,
  },
});
