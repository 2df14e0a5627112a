import { defineConfig } from 'vitest/config';

/** End-to-end: real headless Chromium against the built app on the real server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/failure-report.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's next state on a loaded 2-core machine (a search's debounce, a request, a render) can take seconds:
    // expect.poll waits as long as Playwright's own waits do, not vitest's default second.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: two workers, each with its own server and demo data (global-setup.ts), and its files one after
    // another so their changes do not race. A worker takes the next file when it is free, so neither waits on the
    // other's long files, as fixed shards did.
    maxWorkers: 2,
    // A worker's files share the helpers' modules (Playwright's among them, loaded once): they keep no state.
    isolate: false,
  },
});
