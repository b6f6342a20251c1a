/**
 * Polls `check` until it returns something other than undefined, and resolves with that; fails after `timeoutMs`. For
 * effects with no event to wait for (another process's work, a row in the database): the limit is generous, and only
 * a failure waits for it.
 */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
