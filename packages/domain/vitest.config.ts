import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Pure functions: the files share one worker's modules (isolating each cost 7 s of the phase's 8).
    maxWorkers: 2,
    isolate: false,
  },
});
