import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../src/adapters/http/middleware/rate-limiter.js';

const MINUTE = 60_000;

/** A limiter on a clock the test moves by hand. */
function limiterAt(limit: number, options: { maxKeys?: number } = {}) {
  const clock = { now: 1_000_000 };
  const limiter = new RateLimiter(limit, MINUTE, { ...options, now: () => clock.now });
  return { limiter, clock };
}

describe('RateLimiter', () => {
  it('allows `limit` hits per window and per key, then says how long to wait', () => {
    const { limiter, clock } = limiterAt(2);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('b')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    clock.now += 30_000;
    expect(limiter.hit('a')).toBe(30);
    clock.now += 30_000;
    expect(limiter.hit('a')).toBe(0);
  });

  it('does not count refused hits: a key hammered during its window is free again when the window ends', () => {
    const { limiter, clock } = limiterAt(2);
    limiter.hit('a');
    limiter.hit('a');
    for (let i = 0; i < 1000; i++) expect(limiter.hit('a')).toBeGreaterThan(0);
    clock.now += MINUTE;
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
  });

  it('never holds more than maxKeys keys: a full map forgets the key whose window started first', () => {
    const { limiter, clock } = limiterAt(1, { maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.hit(key);
      clock.now += 1;
    }
    for (let i = 0; i < 10_000; i++) limiter.hit(`other-${i}`);
    expect(limiter.size).toBe(3);
    // The last three are held (refused again), every earlier key was forgotten (allowed again).
    expect(limiter.hit('other-9999')).toBeGreaterThan(0);
    expect(limiter.hit('other-9997')).toBeGreaterThan(0);
    expect(limiter.hit('a')).toBe(0);
  });

  it('keeps a key whose window restarted after the keys that started before it', () => {
    const { limiter, clock } = limiterAt(1, { maxKeys: 2 });
    limiter.hit('a');
    clock.now += 1;
    limiter.hit('b');
    clock.now += MINUTE;
    limiter.hit('a'); // a new window for a: now the newest
    clock.now += 1;
    limiter.hit('c'); // b's window has expired and goes first
    expect(limiter.size).toBe(2);
    expect(limiter.hit('a')).toBeGreaterThan(0);
    expect(limiter.hit('c')).toBeGreaterThan(0);
  });

  it('drops expired windows as it is used, so a quiet period empties it', () => {
    const { limiter, clock } = limiterAt(5);
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`);
    expect(limiter.size).toBe(100);
    clock.now += MINUTE;
    for (let i = 0; i < 100; i++) limiter.hit('fresh');
    expect(limiter.size).toBe(1);
  });
});
