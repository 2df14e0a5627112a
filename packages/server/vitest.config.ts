import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests that use no database (src/lib's units, checks read off the code), and those that use PGlite whatever
    // DATABASE_URL says (the built server or the scripts on a data folder), run once, on the PGlite run.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL
        ? [
            'test/lib/**',
            'test/code/**',
            'test/messaging/**',
            'test/backup-scripts.test.ts',
            'test/graceful-shutdown.test.ts',
            'test/start-up-late-fees.test.ts',
          ]
        : []),
    ],
    globalSetup: ['test/setup/template-database.ts'],
    server: { deps: { inline: ['@fastify/autoload'] } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two cores: one test file per core, each with its own database. The files of a worker share the app's modules,
    // loaded once: every file builds its own app and database, and the app keeps no state in a module.
    maxWorkers: 2,
    isolate: false,
    // A worker that has made and closed many PGlites once died in V8 (Node 24.22.3) as it tiered up a wasm-to-JS
    // wrapper: "Check failed: jit_page_->allocations_.erase(addr) == 1", freeing a dead wrapper from the import wrapper
    // cache. Wrappers that never tier up never take that path; the generic wrapper showed no slower here.
    execArgv: ['--wasm-wrapper-tiering-budget=2147483647'],
  },
});
