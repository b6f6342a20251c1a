import { describe, expect, it } from 'vitest';
import { recordPayment, UNPAID, type MemoryPayment } from '../../../src/domain/memory/memory-payments.js';

const CREATED = new Date('2026-03-10T12:00:00.000Z');
const NOW = new Date('2026-03-10T15:00:00.000Z');
const YEAR_AFTER_NOW = new Date('2027-03-10T15:00:00.000Z');

const unpaid = (overrides: Partial<MemoryPayment> = {}): MemoryPayment => ({ ...UNPAID, plan: 'basic', updatedAt: CREATED, ...overrides });
const paid = (overrides: Partial<MemoryPayment> = {}): MemoryPayment =>
  unpaid({ status: 'active', paymentId: 'pay-1', paymentOutcome: 'approved', paidAt: CREATED, endsAt: YEAR_AFTER_NOW, ...overrides });

describe('a new page’s payment', () => {
  it('is none yet: the page waits for it, unpublished', () => {
    expect(UNPAID).toEqual({ status: 'pending_payment', paidAt: null, endsAt: null, paymentId: null, paymentOutcome: null, paymentMethod: null });
  });
});

describe('recordPayment while the page is unpaid', () => {
  it('publishes it on an approval, until the plan’s end, with how it was paid', () => {
    expect(recordPayment(unpaid(), 'pay-1', 'approved', NOW, 'pix')).toEqual({
      status: 'active',
      plan: 'basic',
      paymentId: 'pay-1',
      paymentOutcome: 'approved',
      paymentMethod: 'pix',
      paidAt: NOW,
      endsAt: YEAR_AFTER_NOW,
      updatedAt: NOW,
    });
  });

  it('publishes a lifetime page with no end', () => {
    expect(recordPayment(unpaid({ plan: 'premium' }), 'pay-1', 'approved', NOW)).toMatchObject({
      status: 'active',
      endsAt: null,
      paymentMethod: null,
    });
  });

  it('marks it failed on a refusal, following the latest attempt', () => {
    expect(recordPayment(unpaid(), 'pay-1', 'rejected', NOW)).toEqual(
      unpaid({ status: 'payment_failed', paymentId: 'pay-1', paymentOutcome: 'rejected', updatedAt: NOW }),
    );
  });

  it('keeps following a reversed attempt when an older attempt’s refusal arrives', () => {
    const reversed = unpaid({ status: 'payment_failed', paymentId: 'pay-2', paymentOutcome: 'reversed' });
    expect(recordPayment(reversed, 'pay-1', 'rejected', NOW)).toBeNull();
  });

  it('follows another attempt’s reversal after a reversed one', () => {
    const reversed = unpaid({ status: 'payment_failed', paymentId: 'pay-2', paymentOutcome: 'reversed' });
    expect(recordPayment(reversed, 'pay-1', 'reversed', NOW)).toEqual(
      unpaid({ status: 'payment_failed', paymentId: 'pay-1', paymentOutcome: 'reversed', updatedAt: NOW }),
    );
  });

  it('changes nothing for a repeated or older report of the same attempt', () => {
    const failed = unpaid({ status: 'payment_failed', paymentId: 'pay-1', paymentOutcome: 'rejected' });
    expect(recordPayment(failed, 'pay-1', 'rejected', NOW)).toBeNull();
    expect(recordPayment(unpaid({ status: 'payment_failed', paymentId: 'pay-1', paymentOutcome: 'reversed' }), 'pay-1', 'approved', NOW)).toBeNull();
  });
});

describe('recordPayment once the page is paid', () => {
  it('suspends it when the payment that published it is reversed', () => {
    expect(recordPayment(paid(), 'pay-1', 'reversed', NOW)).toEqual(paid({ status: 'suspended', paymentOutcome: 'reversed', updatedAt: NOW }));
  });

  it('changes nothing for another attempt, nor for a repeated approval', () => {
    expect(recordPayment(paid(), 'pay-2', 'reversed', NOW)).toBeNull();
    expect(recordPayment(paid(), 'pay-2', 'approved', NOW)).toBeNull();
    expect(recordPayment(paid(), 'pay-1', 'approved', NOW)).toBeNull();
  });

  it('keeps a refund of an ended page for the record, leaving the page as it is', () => {
    expect(recordPayment(paid({ status: 'expired' }), 'pay-1', 'reversed', NOW)).toEqual(
      paid({ status: 'expired', paymentOutcome: 'reversed', updatedAt: NOW }),
    );
    expect(recordPayment(paid({ status: 'expired' }), 'pay-2', 'reversed', NOW)).toBeNull();
  });

  it('never brings a suspended page back', () => {
    const suspended = paid({ status: 'suspended', paymentOutcome: 'reversed' });
    expect(recordPayment(suspended, 'pay-1', 'approved', NOW)).toBeNull();
    expect(recordPayment(suspended, 'pay-2', 'approved', NOW)).toBeNull();
  });
});
