import { defineConfig } from 'vitest/config';

/**
 * What `npm run mutation` runs against each mutant of `src/domain` and `src/application/backup` (stryker.config.json):
 * the tests of the domain and of the use cases, on fakes, in one process. Nothing here starts a server, a browser or a
 * database, so a mutant is judged in milliseconds.
 */
export default defineConfig({
  test: {
    include: ['test/unit/domain/**/*.test.ts', 'test/unit/application/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 30_000,
  },
});
