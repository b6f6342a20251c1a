import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, type MemoryStatus } from '../../../src/domain/memory/memory-status.js';

const STATUSES: MemoryStatus[] = ['pending_payment', 'active', 'expired', 'payment_failed', 'suspended'];
const ALLOWED = new Set([
  'pending_payment→active',
  'pending_payment→payment_failed',
  'payment_failed→active',
  'active→expired',
  'active→suspended',
  'expired→active',
]);
const TABLE = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to, ALLOWED.has(`${from}→${to}`)] as const));

describe('memory lifecycle (decisions: Memory lifecycle)', () => {
  it.each(TABLE)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) {
      expect(() => assertTransition(from, to)).not.toThrow();
    } else {
      expect(() => assertTransition(from, to)).toThrow(expect.objectContaining({ code: 'memory.invalid-transition', details: { from, to } }));
    }
  });

  it('suspended is final', () => {
    expect(STATUSES.filter((to) => canTransition('suspended', to))).toEqual([]);
  });

  it('an ended page comes back only by a renewal: expired → active', () => {
    expect(STATUSES.filter((to) => canTransition('expired', to))).toEqual(['active']);
  });
});
