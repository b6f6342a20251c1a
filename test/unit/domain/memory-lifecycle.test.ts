import { describe, expect, it } from 'vitest';
import {
  availabilityAt,
  isExpiryDue,
  isPaid,
  isRemovalDue,
  noticeDue,
  purchasedPlan,
  purchasePriceCents,
  type MemoryLifecycle,
} from '../../../src/domain/memory/memory-lifecycle.js';
import type { AppliedOrder } from '../../../src/domain/renewal/page-orders.js';

const DAY = 24 * 60 * 60 * 1000;
const END = new Date('2027-03-10T15:00:00.000Z');
const days = (n: number) => new Date(END.getTime() + n * DAY);

const page = (overrides: Partial<MemoryLifecycle> = {}): MemoryLifecycle => ({
  status: 'active',
  endsAt: END,
  notice: null,
  noticeAt: null,
  ...overrides,
});

const upgrade: AppliedOrder = { orderId: 'upgrade.m1.abcdef', kind: 'upgrade', paymentId: 'pay-2', amountCents: 400, at: days(-100) };

describe('a paid page', () => {
  it('is one that is public or ended', () => {
    expect(isPaid('active')).toBe(true);
    expect(isPaid('expired')).toBe(true);
  });

  it('is not one waiting for its payment, refused or suspended', () => {
    expect(isPaid('pending_payment')).toBe(false);
    expect(isPaid('payment_failed')).toBe(false);
    expect(isPaid('suspended')).toBe(false);
  });
});

describe('who may see a page', () => {
  it('everyone, while it is paid and before its end (lifetime pages have none)', () => {
    expect(availabilityAt(page(), days(-1))).toBe('public');
    expect(availabilityAt(page({ endsAt: null }), days(10_000))).toBe('public');
  });

  it('nobody once its end has come, even if no expiry job has run', () => {
    expect(availabilityAt(page(), END)).toBe('expired');
    expect(availabilityAt(page({ status: 'expired' }), days(-1))).toBe('expired');
  });

  it('nobody while it is suspended, or before it is paid', () => {
    expect(availabilityAt(page({ status: 'suspended' }), days(-1))).toBe('suspended');
    expect(availabilityAt(page({ status: 'pending_payment', endsAt: null }), days(-1))).toBe('not-found');
    expect(availabilityAt(page({ status: 'payment_failed', endsAt: null }), days(-1))).toBe('not-found');
  });
});

describe('a page’s expiry', () => {
  it('is due for a public page from its end on', () => {
    expect(isExpiryDue(page(), days(-1))).toBe(false);
    expect(isExpiryDue(page(), END)).toBe(true);
  });

  it('is never due for a lifetime page, nor for one already ended or not public', () => {
    expect(isExpiryDue(page({ endsAt: null }), days(1))).toBe(false);
    expect(isExpiryDue(page({ status: 'expired' }), days(1))).toBe(false);
    expect(isExpiryDue(page({ status: 'suspended' }), days(1))).toBe(false);
  });
});

describe('the lifecycle notice due', () => {
  it('follows the end of a paid basic page, each notice once', () => {
    expect(noticeDue(page(), days(-30))).toBe('ends-in-30-days');
    expect(noticeDue(page({ notice: 'ends-in-30-days' }), days(-20))).toBeNull();
    expect(noticeDue(page({ status: 'expired', notice: 'ends-in-7-days' }), END)).toBe('ended');
  });

  it('is none for a lifetime page or one not paid', () => {
    expect(noticeDue(page({ endsAt: null }), days(-30))).toBeNull();
    expect(noticeDue(page({ status: 'suspended' }), days(-30))).toBeNull();
    expect(noticeDue(page({ status: 'pending_payment' }), days(-30))).toBeNull();
  });
});

describe('the removal of an ended page’s data', () => {
  const warned = page({ status: 'expired', notice: 'removal-in-7-days', noticeAt: days(83) });

  it('is due 90 days after its end, once its buyer was warned a week before', () => {
    expect(isRemovalDue(warned, days(89))).toBe(false);
    expect(isRemovalDue(warned, days(90))).toBe(true);
  });

  it('waits a week after a late warning', () => {
    const late = { ...warned, noticeAt: days(100) };
    expect(isRemovalDue(late, days(106))).toBe(false);
    expect(isRemovalDue(late, days(107))).toBe(true);
  });

  it('is never due without the warning, or for a page that is not ended', () => {
    expect(isRemovalDue({ ...warned, notice: 'ended' }, days(200))).toBe(false);
    expect(isRemovalDue({ ...warned, status: 'active' }, days(200))).toBe(false);
    expect(isRemovalDue({ ...warned, endsAt: null }, days(200))).toBe(false);
  });
});

describe('the plan a page was first paid for, and its price', () => {
  it('is its plan, at the spec’s price when the order kept none', () => {
    expect(purchasedPlan('premium', []).id).toBe('premium');
    expect(purchasePriceCents({ plan: 'premium', orders: [], priceCents: null })).toBe(1600);
    expect(purchasePriceCents({ plan: 'basic', orders: [], priceCents: null })).toBe(1200);
  });

  it('is basic for a page upgraded since', () => {
    expect(purchasedPlan('premium', [upgrade]).id).toBe('basic');
    expect(purchasePriceCents({ plan: 'premium', orders: [upgrade], priceCents: null })).toBe(1200);
  });

  it('costs what the order was placed at, when kept (a promotion’s price)', () => {
    expect(purchasePriceCents({ plan: 'premium', orders: [], priceCents: 990 })).toBe(990);
  });
});
