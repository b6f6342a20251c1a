import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The inner loop (`npm run test:fast`): the domain, the use cases, the web app, and the adapters on fakes and SQLite
 * in this process. Nothing that starts a browser, PostgreSQL, nginx, s3rver or a process of the product; the HTTP API's
 * tests (a whole server each) come with the rest in `npm test`.
 */
const UI = ['test/ui/**/*.test.{ts,tsx}'];
const NODE = ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'];

/** What the folders above hold that needs one of those (the photo worker and ffmpeg are processes), and comes only with the whole suite. */
const NEEDS_SERVICES = [
  'test/integration/postgresql/**/*.test.ts',
  'test/integration/s3/**/*.test.ts',
  'test/integration/crash-safety/**/*.test.ts',
  'test/integration/backup-destinations.test.ts',
  'test/integration/avif-copies.test.ts',
  'test/integration/child-process-photo-processor.test.ts',
  'test/integration/ffmpeg-voice-processor.test.ts',
  'test/integration/photo-widths.test.ts',
  'test/integration/server-process.test.ts',
  'test/integration/server-start-errors.test.ts',
  'test/integration/shop-identity-start.test.ts',
];

/**
 * A file of the servers' kind that runs in the browser lane to even the lanes out: it starts the product as a process
 * and settles what it refuses with the CLI's commands. Without it the servers' lane held 510 s of tests and the
 * browser's 450 s (CI, 2026-11-28).
 */
const IN_THE_BROWSER_LANE = ['test/integration/shop-identity-start.test.ts'];

/** The node projects' workers (photos, preview images) that servers started in the test process fork run compiled. */
const COMPILED_WORKERS = ['test/support/compiled/compiled-workers.setup.ts'];

/**
 * The inner loop's files share their worker's modules (isolate: false): a fresh worker per file spent more time
 * importing than testing (129 files: 134 s isolated, 40 s shared, on two cores). The web app's files (happy-dom) and
 * the rest (node) are two projects so that a worker never switches environment, and two lanes of about the same length
 * that `npm run test:fast` runs side by side, one worker each. Neither waits for the other's last file, and each is
 * imported once. Two workers a project, one project after the other: 46.6–52.7 s, 72 s of CPU; side by side with one
 * worker each: 38.7–45.9 s (five runs; 2026-12-06, quiet machine, transforms cached). A second worker for the rest
 * imported everything twice: 47.9 and 52.7 s, 90 and 100 s of CPU, against 39.1 and 40.8 s, 64 and 67 s with one
 * (2026-12-07, alternated).
 *
 * The rest start servers, browsers and databases of their own and kill and restart them. They are two lanes of about
 * the same length, each one file at a time, that `npm run test:slow` runs side by side (two `vitest run`, one per
 * lane): `browser` (Chromium's pages, and the CLI's commands) and `servers` (HTTP, system, services), evened out by
 * IN_THE_BROWSER_LANE. One file at a
 * time used about 1.2 of the two cores (663 s); two lanes, 560 s with the CLI in `servers` (2026-11-28), so it went
 * to `browser`: 441 s and 488 s then, side by side. Two workers of one project were no faster (1,162 s against
 * 1,260 s): two browser files side by side each take twice as long. The lanes share their worker's modules too:
 * isolated, each file imported the product again (190 s of 1,520 s; shared, 11 s of 1,327 s). maxWorkers is shared by
 * the projects of one group (sequence.groupOrder): the command line's --maxWorkers does not reach them; a plain
 * `vitest run` runs the lanes one after the other.
 *
 * The inner loop's two lanes keep both cores busy on their own: V8's garbage collector in helper threads only competed
 * with the other lane for them. Collecting on the worker's own thread (--single-threaded-gc) took CPU and wall off
 * `npm run test:fast`: 69.4 and 68.9 s of CPU before, 63.2 and 61.2 s after; 43.3 s of wall before, 40.5 and 38.1 s
 * after (2026-12-07, alternated). The same work's CPU time moves by up to a quarter on this machine from one minute
 * to the next, so one run of each says little; V8 without its optimizing compiler, or with Maglev, was no better.
 */
const INNER_LOOP = { maxWorkers: 1, isolate: false, sequence: { groupOrder: 0 }, execArgv: ['--single-threaded-gc'] };
/**
 * The lanes' tests start processes, browsers and databases: on a machine busy with other work (a newcomer's laptop, a
 * shared CI host) one took more than a minute where it takes ten seconds on a quiet one.
 */
const SLOW_MACHINE_LIMITS = { testTimeout: 180_000, hookTimeout: 180_000 };
/**
 * Migrates one SQLite file per run (tests copy it instead of migrating a database each) and provides the product
 * compiled for the tests that start it as a process, compiled again only when its sources changed (two seconds of
 * esbuild's CPU a run before): every project but the web app's, which needs neither.
 */
const GLOBAL_SETUP = ['test/support/sqlite/global-setup.ts', 'test/support/compiled/global-setup.ts'];
const ONE_AT_A_TIME = { globalSetup: GLOBAL_SETUP, maxWorkers: 1, isolate: false, setupFiles: COMPILED_WORKERS, ...SLOW_MACHINE_LIMITS };

export default defineConfig({
  test: {
    pool: 'forks',
    // Keeps each file's transform on disk (node_modules/.experimental-vitest-cache) for the next run: the inner loop's
    // transform time went from 13-14 s to 3-4 s, its wall from 54-60 s to 47-49 s (2026-12-06, two runs each, alternated).
    experimental: { fsModuleCache: true },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './test/support/reporters/failures-file.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'fast-ui',
          ...INNER_LOOP,
          setupFiles: ['test/support/ui/fresh-storage.setup.ts', 'test/support/ui/no-owner-stacks.setup.ts'],
          include: UI,
        },
      },
      {
        extends: true,
        test: {
          name: 'fast',
          ...INNER_LOOP,
          globalSetup: GLOBAL_SETUP,
          setupFiles: COMPILED_WORKERS,
          include: NODE,
          exclude: [...configDefaults.exclude, ...NEEDS_SERVICES],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          ...ONE_AT_A_TIME,
          sequence: { groupOrder: 1 },
          include: ['test/e2e/**/*.test.ts', 'test/cli/**/*.test.ts', ...IN_THE_BROWSER_LANE],
        },
      },
      {
        extends: true,
        test: {
          name: 'servers',
          ...ONE_AT_A_TIME,
          sequence: { groupOrder: 2 },
          include: ['test/http/**/*.test.ts', 'test/system/**/*.test.ts', ...NEEDS_SERVICES],
          exclude: [...configDefaults.exclude, ...IN_THE_BROWSER_LANE],
        },
      },
    ],
  },
});
