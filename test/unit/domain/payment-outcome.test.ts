import { describe, expect, it } from 'vitest';
import { PAYMENT_OUTCOMES, supersedes } from '../../../src/domain/memory/payment-outcome.js';

describe('a payment only moves forward: refused, approved, reversed', () => {
  it('takes any outcome as the first', () => {
    for (const outcome of PAYMENT_OUTCOMES) expect(supersedes(outcome, null)).toBe(true);
  });

  it.each([
    ['approved', 'rejected', true],
    ['reversed', 'approved', true],
    ['reversed', 'rejected', true],
    ['rejected', 'approved', false],
    ['approved', 'reversed', false],
    ['rejected', 'reversed', false],
    ['rejected', 'rejected', false],
    ['approved', 'approved', false],
    ['reversed', 'reversed', false],
  ] as const)('%s after %s is newer: %s', (next, current, newer) => {
    expect(supersedes(next, current)).toBe(newer);
  });
});
