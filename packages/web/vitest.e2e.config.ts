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
    // Three workers on two cores, each with its own server and demo data (global-setup.ts), and its files one after
    // another so their changes do not race: two left a third of the cores idle while pages loaded and waited
    // (docs/decisions.md). A worker takes the next file when it is free, so none waits on another's long files.
    maxWorkers: 3,
    // A worker's files share the helpers' modules (Playwright's among them, loaded once): they keep no state.
    isolate: false,
  },
});
