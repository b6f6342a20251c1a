import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldAnswers } from '../../../src/adapters/http/middleware/held-answers.js';

/** Whether the promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('HeldAnswers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets an answer go only after the pause', async () => {
    const held = new HeldAnswers(1000, 10);
    const answer = held.hold();
    expect(held.size).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(answer)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(answer)).toBe(true);
    expect(held.size).toBe(0);
  });

  it('holds at most `capacity` answers: the next ones go at once, and room is made as the held ones go', async () => {
    const held = new HeldAnswers(1000, 2);
    const first = [held.hold(), held.hold()];
    expect(await settled(held.hold())).toBe(true);
    expect(held.size).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(first.map(settled))).toEqual([true, true]);
    const again = held.hold();
    expect(await settled(again)).toBe(false);
    expect(held.size).toBe(1);
  });

  it('holds nothing with no pause', async () => {
    const held = new HeldAnswers(0, 10);
    expect(await settled(held.hold())).toBe(true);
    expect(held.size).toBe(0);
  });
});
