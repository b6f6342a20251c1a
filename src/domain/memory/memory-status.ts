import { DomainError } from '../shared/domain-error.js';

export type MemoryStatus = 'pending_payment' | 'active' | 'expired' | 'payment_failed' | 'suspended';

/**
 * The lifecycle of the product decisions. A payment that failed may still be approved later (the buyer retried on
 * the checkout); a renewal brings an ended page back; suspension is final.
 */
const ALLOWED: Readonly<Record<MemoryStatus, readonly MemoryStatus[]>> = {
  pending_payment: ['active', 'payment_failed'],
  payment_failed: ['active'],
  active: ['expired', 'suspended'],
  expired: ['active'],
  suspended: [],
};

export class MemoryInvalidTransitionError extends DomainError {
  constructor(from: MemoryStatus, to: MemoryStatus) {
    super('memory.invalid-transition', { from, to });
  }
}

export function canTransition(from: MemoryStatus, to: MemoryStatus): boolean {
  return ALLOWED[from].includes(to);
}

export function assertTransition(from: MemoryStatus, to: MemoryStatus): void {
  if (!canTransition(from, to)) throw new MemoryInvalidTransitionError(from, to);
}
