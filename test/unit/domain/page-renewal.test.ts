import { describe, expect, it } from 'vitest';
import { announcedRemovalAt, dueNotice, removalAt, type LifecycleNotice } from '../../../src/domain/renewal/page-lifecycle.js';
import {
  isOrderInEffect,
  judgeOrderReversal,
  orderId,
  orderPriceCents,
  parseOrderId,
  RenewalKeyInvalidError,
  type AppliedOrder,
} from '../../../src/domain/renewal/page-orders.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import { SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';

const END = new Date('2027-03-10T15:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(END.getTime() + days * DAY);

describe('lifecycle notices of a basic page (30 and 7 days before, on the day, 7 days before removal)', () => {
  it.each<[string, number, LifecycleNotice | null, LifecycleNotice | null]>([
    ['31 days before: nothing yet', -31, null, null],
    ['exactly 30 days before', -30, null, 'ends-in-30-days'],
    ['30-day notice already sent', -20, 'ends-in-30-days', null],
    ['exactly 7 days before', -7, 'ends-in-30-days', 'ends-in-7-days'],
    ['a server stopped for weeks sends only the latest', -3, null, 'ends-in-7-days'],
    ['one millisecond before the end', -1 / DAY / 1000, 'ends-in-7-days', null],
    ['at the end', 0, 'ends-in-7-days', 'ended'],
    ['82 days after', 82, 'ended', null],
    ['83 days after: a week before removal', 83, 'ended', 'removal-in-7-days'],
    ['all sent', 200, 'removal-in-7-days', null],
  ])('%s', (_case, days, sent, expected) => {
    expect(dueNotice(END, sent, at(days))).toBe(expected);
  });

  it('removes 90 days after the end, never sooner than a week after the warning', () => {
    expect(removalAt(END, null)).toBeNull();
    expect(removalAt(END, at(83))).toEqual(at(90));
    expect(removalAt(END, at(120))).toEqual(at(127));
    expect(removalAt(END, at(10))).toEqual(at(90));
    expect(announcedRemovalAt(END)).toEqual(at(90));
  });
});

describe('renewal and upgrade orders', () => {
  it('prices from the catalogue: a renewal is the basic plan, an upgrade the difference (R$ 4,00)', () => {
    expect(orderPriceCents('renewal', SPEC_PLAN_PRICES)).toBe(1200);
    expect(orderPriceCents('upgrade', SPEC_PLAN_PRICES)).toBe(400);
  });

  it('names its kind and page, and is never mistaken for a page id', () => {
    const id = orderId('renewal', 'k7irmadvcxgucx9b', 'e1abc23');
    expect(parseOrderId(id)).toEqual({ orderId: id, kind: 'renewal', memoryId: 'k7irmadvcxgucx9b' });
    expect(parseOrderId('k7irmadvcxgucx9b')).toBeNull();
    expect(parseOrderId('refund.k7irmadvcxgucx9b.e1abc23')).toBeNull();
  });

  it('will not make an id of a page id holding a dot, or of a nonce too short', () => {
    expect(() => orderId('renewal', 'k7irmadv.cxgucx9b', 'e1abc23')).toThrow(new Error('orderId: not a valid page id or nonce'));
    expect(() => orderId('upgrade', 'k7irmadvcxgucx9b', 'e1abc')).toThrow(new Error('orderId: not a valid page id or nonce'));
  });

  it('a wrong renewal key is its own error', () => {
    const error = new RenewalKeyInvalidError();
    expect(error).toMatchObject({ name: 'RenewalKeyInvalidError', code: 'order.key-invalid', details: {} });
  });

  const applied = (orderId: string, paymentId: string, undone?: boolean): AppliedOrder => ({
    orderId,
    kind: 'renewal',
    paymentId,
    amountCents: 1200,
    at: new Date('2027-02-01T10:00:00.000Z'),
    revertTo: { plan: 'basic', endsAt: END },
    ...(undone === undefined ? {} : { reversal: { at: new Date('2027-02-05T10:00:00.000Z'), undone } }),
  });

  it('an order is in effect when applied to the page and not undone since; another order in effect says nothing of it', () => {
    const orders = [applied('renewal.mem0000000000001.a1', 'pay-a', true), applied('renewal.mem0000000000001.b1', 'pay-b')];
    expect(isOrderInEffect(orders, 'renewal.mem0000000000001.a1')).toBe(false);
    expect(isOrderInEffect(orders, 'renewal.mem0000000000001.b1')).toBe(true);
    expect(isOrderInEffect(orders, 'renewal.mem0000000000001.c1')).toBe(false);
    expect(isOrderInEffect([applied('renewal.mem0000000000001.a1', 'pay-a', false)], 'renewal.mem0000000000001.a1')).toBe(true);
  });

  it('a refund is judged on the order and payment it names, wherever the order stands in the list', () => {
    const orders = [applied('renewal.mem0000000000001.a1', 'pay-a'), applied('renewal.mem0000000000001.b1', 'pay-b')];
    expect(judgeOrderReversal(orders, 'renewal.mem0000000000001.b1', 'pay-b', true)).toEqual({
      result: 'undone',
      index: 1,
      revertTo: { plan: 'basic', endsAt: END },
    });
    expect(judgeOrderReversal(orders, 'renewal.mem0000000000001.b1', 'pay-a', true)).toEqual({ result: 'unknown' });
  });

  const basic = () => aMemory({ status: 'active', details: { plan: 'basic' }, paidAt: new Date('2026-03-10T15:00:00.000Z') });
  const order = (kind: 'renewal' | 'upgrade', paymentId = 'pay-order-1') => ({
    orderId: `${kind}.mem0000000000001.e1`,
    kind,
    paymentId,
    amountCents: 1200,
  });

  it('a renewal before the end adds a year to the end; applied once; a second payment of it is a duplicate', () => {
    const memory = basic();
    expect(memory.applyOrder(order('renewal'), new Date('2027-02-01T10:00:00.000Z'))).toEqual({ result: 'applied' });
    expect(memory.endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));
    expect(memory.applyOrder(order('renewal'), new Date('2027-02-02T10:00:00.000Z'))).toEqual({ result: 'repeated' });
    expect(memory.applyOrder(order('renewal', 'pay-order-2'), new Date('2027-02-02T10:00:00.000Z'))).toEqual({
      result: 'duplicate',
      paidBy: 'pay-order-1',
    });
    expect(memory.endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));
  });

  it('a renewal after the end counts the year from the payment and brings the page back, notices reset', () => {
    const memory = basic();
    memory.expireIfDue(at(10));
    memory.recordNotice('ended', at(10));
    memory.applyOrder(order('renewal'), at(20));
    expect(memory.snapshot()).toMatchObject({ status: 'active', endsAt: new Date('2028-03-30T15:00:00.000Z'), notice: null });
    expect(memory.availabilityAt(at(21))).toBe('public');
  });

  it('an upgrade makes the page lifetime with the premium plan; the page was bought basic', () => {
    const memory = basic();
    memory.applyOrder(order('upgrade'), at(-100));
    expect(memory.snapshot()).toMatchObject({ plan: 'premium', endsAt: null });
    expect(memory.purchasedPlan.id).toBe('basic');
    expect(() => memory.assertOrderable('renewal')).toThrow(
      expect.objectContaining({ code: 'order.not-allowed', details: { reason: 'already-lifetime', kind: 'renewal' } }),
    );
  });

  it('refuses suspended, unpaid and lifetime pages', () => {
    const suspended = basic();
    suspended.recordPayment('pay-mem0000000000001', 'reversed', at(-10));
    expect(() => suspended.applyOrder(order('renewal'), at(-9))).toThrow(
      expect.objectContaining({ details: { reason: 'suspended', kind: 'renewal' } }),
    );
    expect(() => aMemory().assertOrderable('upgrade')).toThrow(expect.objectContaining({ details: { reason: 'not-paid', kind: 'upgrade' } }));
    expect(() => aMemory({ status: 'active', details: { plan: 'premium' } }).assertOrderable('upgrade')).toThrow(
      expect.objectContaining({ details: { reason: 'already-lifetime', kind: 'upgrade' } }),
    );
  });

  it('removal is due only for an ended page warned a week before, 90 days after its end', () => {
    const memory = basic();
    memory.expireIfDue(at(1));
    expect(memory.isRemovalDue(at(100))).toBe(false);
    memory.recordNotice('removal-in-7-days', at(95));
    expect(memory.isRemovalDue(at(101))).toBe(false);
    expect(memory.isRemovalDue(at(102))).toBe(true);
  });
});
