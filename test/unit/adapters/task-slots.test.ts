import { describe, expect, it } from 'vitest';
import { TaskSlots } from '../../../src/adapters/voice/task-slots.js';

describe('TaskSlots', () => {
  it('runs at most its size at once and the others in the order they came, a failed one freeing its place', async () => {
    const slots = new TaskSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 1) throw new Error('falhou');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => slots.run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(await slots.run(async () => 'livre')).toBe('livre');
  });
});
