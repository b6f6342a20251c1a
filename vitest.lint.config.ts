import { defineConfig } from 'vitest/config';

/**
 * The probes of the house rules (test/lint): each places a line of code at a path of the tree and asks ESLint whether
 * the rules allow it. They run with the linter (`npm run lint`), which they test, not in the inner loop: starting ESLint
 * with its plugins cost the fast tests about ten seconds.
 */
export default defineConfig({
  test: {
    include: ['test/lint/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 60_000,
  },
});
