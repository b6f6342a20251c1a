import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The inner loop (`npm run test:fast`): the domain, the use cases, the web app, and the adapters on fakes and SQLite
 * in this process. Nothing that starts a browser, PostgreSQL, nginx, s3rver or a process of the product; the HTTP API's
 * tests (a whole server each) come with the rest in `npm test`.
 */
const FAST = ['test/unit/**/*.test.ts', 'test/ui/**/*.test.{ts,tsx}', 'test/integration/**/*.test.ts'];

/** What the folders above hold that needs one of those, and comes only with the whole suite. */
const NEEDS_SERVICES = [
  'test/integration/postgresql/**/*.test.ts',
  'test/integration/s3/**/*.test.ts',
  'test/integration/crash-safety/**/*.test.ts',
  'test/integration/backup-destinations.test.ts',
  'test/integration/child-process-photo-processor.test.ts',
  'test/integration/photo-widths.test.ts',
  'test/integration/server-process.test.ts',
  'test/integration/server-start-errors.test.ts',
  'test/integration/shop-identity-start.test.ts',
];

export default defineConfig({
  test: {
    // Migrates one SQLite file per run; tests copy it instead of migrating a database each.
    globalSetup: ['test/support/sqlite/global-setup.ts'],
    pool: 'forks',
    // One worker for the whole suite: on two cores, three workers took 1,300 s against 1,420 s for one, and the system
    // tests that kill and restart instances under load then missed their limits. The inner loop, whose files are
    // in-process, runs on three (`npm run test:fast`).
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'fast', include: FAST, exclude: [...configDefaults.exclude, ...NEEDS_SERVICES] } },
      {
        extends: true,
        test: {
          name: 'slow',
          include: ['test/http/**/*.test.ts', 'test/e2e/**/*.test.ts', 'test/system/**/*.test.ts', 'test/cli/**/*.test.ts', ...NEEDS_SERVICES],
        },
      },
    ],
  },
});
