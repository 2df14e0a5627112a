import { defineConfig } from 'vitest/config';

/** End-to-end: real headless Chromium against the built app on the real server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server, shared demo data: files run one after another so their changes do not race.
    fileParallelism: false,
  },
});
