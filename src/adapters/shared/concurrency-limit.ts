/** Runs at most `limit` of the works given to it at once; the others wait their turn, in order. */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('concurrencyLimit: limit must be a positive integer');
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < limit) running++;
    // A finished work hands its place straight to the next one: `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
