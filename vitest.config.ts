import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (engine, protocol, the real hub on port 0, client), `obs` (a real headless
 * OBS; one file at a time, each starts its own OBS) and `soak` (30 seconds of 500 sockets, alone so
 * that nothing else shares the two cores with it). npm test runs them in that order.
 */
export default defineConfig({
  test: {
    // hub tests run real processes, sockets and worker threads: a scenario of a few dozen requests
    // took over 20 s beside a CPU-bound process on two loaded cores (issue 33); a test waits for
    // its events (WAIT_MS in tests/unit/hub/helpers.ts), and this only bounds one that hangs
    testTimeout: 60_000,
    // most hub tests wait on sockets, timers and fsync, not the CPU: four files at a time on two
    // cores took the unit project from 160 s to 100 s (one file at a time is the 2-core default)
    maxWorkers: 4,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        // one real OBS at a time (each file starts its own under Xvfb)
        test: { name: 'obs', include: ['tests/obs/**/*.test.ts'], fileParallelism: false },
      },
      {
        extends: true,
        // one soak at a time, with nothing else on the two cores
        test: {
          name: 'soak',
          include: ['tests/soak/**/*.test.ts'],
          testTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
