import { describe, expect, it } from 'vitest';
import { applyOrder, assertOrderable, renewalStart, reverseOrder, type MemoryOrders } from '../../../src/domain/memory/memory-orders.js';

const END = new Date('2027-03-10T15:00:00.000Z');
const YEAR_AFTER_END = new Date('2028-03-10T15:00:00.000Z');
const BEFORE_END = new Date('2027-01-10T15:00:00.000Z');
const AFTER_END = new Date('2027-05-10T15:00:00.000Z');

const page = (overrides: Partial<MemoryOrders> = {}): MemoryOrders => ({
  status: 'active',
  plan: 'basic',
  endsAt: END,
  orders: [],
  notice: 'ends-in-30-days',
  noticeAt: BEFORE_END,
  updatedAt: BEFORE_END,
  ...overrides,
});

const renewal = { orderId: 'renewal.m1.abcdef', kind: 'renewal', paymentId: 'pay-2', amountCents: 1200 } as const;
const upgrade = { orderId: 'upgrade.m1.abcdef', kind: 'upgrade', paymentId: 'pay-3', amountCents: 400 } as const;

const applied = (result: ReturnType<typeof applyOrder>): MemoryOrders => {
  if (result.result !== 'applied') throw new Error(`not applied: ${result.result}`);
  return result.page;
};

describe('an order a page can take', () => {
  it('is a renewal or an upgrade of a paid basic page, public or ended', () => {
    expect(() => assertOrderable(page(), 'renewal')).not.toThrow();
    expect(() => assertOrderable(page({ status: 'expired' }), 'upgrade')).not.toThrow();
  });

  it.each([
    [{ status: 'suspended' }, 'suspended'],
    [{ status: 'pending_payment' }, 'not-paid'],
    [{ status: 'payment_failed' }, 'not-paid'],
    [{ plan: 'premium' }, 'already-lifetime'],
  ] as const)('is refused for a page %o: %s', (overrides, reason) => {
    expect(() => assertOrderable(page(overrides), 'renewal')).toThrow(
      expect.objectContaining({ code: 'order.not-allowed', details: { reason, kind: 'renewal' } }),
    );
  });
});

describe('where a renewal’s year starts', () => {
  it('at the page’s end while it is ahead', () => {
    expect(renewalStart(END, BEFORE_END)).toBe(END);
  });

  it('at the payment once the page has ended, or has no end', () => {
    expect(renewalStart(END, AFTER_END)).toBe(AFTER_END);
    expect(renewalStart(END, END)).toBe(END);
    expect(renewalStart(null, BEFORE_END)).toBe(BEFORE_END);
  });
});

describe('applyOrder', () => {
  it('adds a year to a renewed page’s end, and starts its notices again', () => {
    expect(applyOrder(page(), renewal, BEFORE_END)).toEqual({
      result: 'applied',
      page: {
        ...page(),
        endsAt: YEAR_AFTER_END,
        orders: [{ ...renewal, at: BEFORE_END, revertTo: { plan: 'basic', endsAt: END } }],
        notice: null,
        noticeAt: null,
        updatedAt: BEFORE_END,
      },
    });
  });

  it('brings an ended page back for a year from the payment', () => {
    const after = applied(applyOrder(page({ status: 'expired' }), renewal, AFTER_END));
    expect(after).toMatchObject({ status: 'active', endsAt: new Date('2028-05-10T15:00:00.000Z') });
  });

  it('makes an upgraded page lifetime, ready to go back to its end', () => {
    const after = applied(applyOrder(page(), upgrade, BEFORE_END));
    expect(after).toMatchObject({
      plan: 'premium',
      endsAt: null,
      orders: [{ ...upgrade, at: BEFORE_END, revertTo: { plan: 'basic', endsAt: END } }],
    });
  });

  it('changes nothing when the same payment arrives again, refunded since too', () => {
    const once = applied(applyOrder(page(), renewal, BEFORE_END));
    expect(applyOrder(once, renewal, AFTER_END)).toEqual({ result: 'repeated' });
    const refunded = reverseOrder(once, renewal.orderId, renewal.paymentId, BEFORE_END).page!;
    expect(applyOrder(refunded, renewal, AFTER_END)).toEqual({ result: 'repeated' });
  });

  it('names the payment that paid an order paid again by another', () => {
    const once = applied(applyOrder(page(), renewal, BEFORE_END));
    expect(applyOrder(once, { ...renewal, paymentId: 'pay-9' }, AFTER_END)).toEqual({ result: 'duplicate', paidBy: 'pay-2' });
  });

  it('refuses an order the page cannot take', () => {
    expect(() => applyOrder(page({ status: 'suspended' }), renewal, BEFORE_END)).toThrow(expect.objectContaining({ code: 'order.not-allowed' }));
  });
});

describe('reverseOrder', () => {
  const renewed = () => applied(applyOrder(page(), renewal, BEFORE_END));

  it('undoes the latest order: the end it had comes back, and its notices start again', () => {
    const at = new Date('2027-02-10T15:00:00.000Z');
    const reversal = reverseOrder(renewed(), renewal.orderId, renewal.paymentId, at);
    expect(reversal.result).toBe('undone');
    expect(reversal.page).toMatchObject({ status: 'active', plan: 'basic', endsAt: END, notice: null, noticeAt: null, updatedAt: at });
    expect(reversal.page?.orders[0]?.reversal).toEqual({ at, undone: true });
  });

  it('ends the page when the end it goes back to is past', () => {
    const reversal = reverseOrder(renewed(), renewal.orderId, renewal.paymentId, AFTER_END);
    expect(reversal.page).toMatchObject({ status: 'expired', endsAt: END });
  });

  it('ends the page when the reversal comes at the very instant of the end it goes back to', () => {
    expect(reverseOrder(renewed(), renewal.orderId, renewal.paymentId, END).page).toMatchObject({ status: 'expired', endsAt: END });
  });

  it('only marks, for support, an order a later one depends on', () => {
    const upgraded = applied(applyOrder(renewed(), upgrade, BEFORE_END));
    const reversal = reverseOrder(upgraded, renewal.orderId, renewal.paymentId, AFTER_END);
    expect(reversal.result).toBe('needs-support');
    expect(reversal.page).toEqual({
      ...upgraded,
      orders: [{ ...upgraded.orders[0], reversal: { at: AFTER_END, undone: false } }, upgraded.orders[1]],
      updatedAt: AFTER_END,
    });
  });

  it('changes nothing for an unknown payment or a repeated reversal', () => {
    expect(reverseOrder(renewed(), renewal.orderId, 'pay-9', AFTER_END)).toEqual({ result: 'unknown', page: null });
    const once = reverseOrder(renewed(), renewal.orderId, renewal.paymentId, BEFORE_END).page!;
    expect(reverseOrder(once, renewal.orderId, renewal.paymentId, AFTER_END)).toEqual({ result: 'repeated', page: null });
  });
});
