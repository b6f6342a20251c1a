import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../../src/adapters/shared/concurrency-limit.js';

/** A work that runs until released, recording how many run at the same time. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const work = (result: string) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => releases.push(resolve));
    running--;
    return result;
  };
  return { work, releaseOne: () => releases.shift()?.(), most: () => most, started: () => releases.length };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most `limit` works at once, the others in the order they came, each with its own result', async () => {
    const limit = concurrencyLimit(2);
    const g = gate();
    const results = ['a', 'b', 'c', 'd', 'e'].map((name) => limit(g.work(name)));
    await ticks();
    expect(g.started()).toBe(2);
    for (let i = 0; i < 5; i++) {
      g.releaseOne();
      await ticks();
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(g.most()).toBe(2);
  });

  it('frees the place of a work that fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
