import { describe, expect, it } from 'vitest';
import { FollowPageLifecycle } from '../../../src/application/housekeeping/follow-page-lifecycle.js';
import { ApplyOrderPayment } from '../../../src/application/payments/apply-order-payment.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { ProviderPayment } from '../../../src/application/ports/payment-gateway.js';
import { ownedMemoryView, pageContent, publicPageView } from '../../../src/application/shared/memory-views.js';
import { PhotoLimitExceededError } from '../../../src/domain/plan/photo-limits.js';
import { orderPriceCents, parseOrderId, type PageOrderKind } from '../../../src/domain/renewal/page-orders.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory } from '../../support/mothers/memory.mother.js';
import type { OrderPaymentRefusal } from '../../../src/domain/shared/support-note.js';
import { supportNoteSentence } from '../../../src/texts/support-notes.pt-br.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';

const PAID = new Date('2026-03-10T15:00:00.000Z');
const ID = 'refundpage000001';
const MUSIC = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function setup() {
  const clock = new FixedClock(PAID);
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  await repository.add(aMemory({ id: ID, status: 'active', details: { plan: 'basic' }, paidAt: PAID }));
  const orders = new ApplyOrderPayment(repository, clock, SPEC_PRICES, new RecordingOutcomes());
  const page = async () => (await repository.findById(ID))!;
  /** A payment of `orderId` as the provider reports it, approved or refunded. */
  const pay = (orderId: string, paymentId: string, outcome: 'approved' | 'reversed') => {
    const order = parseOrderId(orderId)!;
    const payment: ProviderPayment = {
      id: paymentId,
      memoryId: orderId,
      outcome,
      providerStatus: outcome === 'approved' ? 'approved' : 'refunded',
      amountCents: orderPriceCents(order.kind, SPEC_PLAN_PRICES),
      currency: 'BRL',
      updatedAt: null,
    };
    return orders.execute(payment, order);
  };
  const order = (kind: PageOrderKind, nonce: string) => `${kind}.${ID}.${nonce}`;
  const reasons = async () => (await outbox.list()).map((task) => task.payload.reason);
  return { clock, repository, outbox, page, pay, order, reasons };
}

describe('a refund or a charge-back of a renewal or an upgrade', () => {
  it('takes back the year a renewal added, once, with no e-mail; a late approval of it changes nothing', async () => {
    const ctx = await setup();
    ctx.clock.set('2027-02-01T10:00:00.000Z');
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'approved')).toMatchObject({ result: 'applied', changed: true });
    expect((await ctx.page()).endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));

    ctx.clock.set('2027-02-10T10:00:00.000Z');
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'reversed')).toMatchObject({ result: 'applied', changed: true, status: 'active' });
    const back = await ctx.page();
    expect(back.snapshot()).toMatchObject({ status: 'active', plan: 'basic', endsAt: new Date('2027-03-10T15:00:00.000Z') });
    expect(back.orders[0]!.reversal).toEqual({ at: new Date('2027-02-10T10:00:00.000Z'), undone: true });
    const version = back.version;

    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'reversed')).toMatchObject({ result: 'applied', changed: false });
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'approved')).toMatchObject({ result: 'applied', changed: false });
    expect((await ctx.page()).version).toBe(version);
    expect(await ctx.reasons()).toEqual(['renewed']);
    // The same order (named by the end, which is back) may be paid again, by another payment.
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r2', 'approved')).toMatchObject({ result: 'applied', changed: true });
    expect((await ctx.page()).endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));
  });

  it('ends a page renewed after its end when the refund comes after the year it added began; its 90 days count from then', async () => {
    const ctx = await setup();
    const photos = new InMemoryPhotoStorage(() => ctx.clock.now());
    const lifecycle = new FollowPageLifecycle(ctx.repository, photos, ctx.clock);
    ctx.clock.set('2027-03-10T15:00:00.000Z');
    await lifecycle.execute();
    ctx.clock.set('2027-03-20T12:00:00.000Z');
    await ctx.pay(ctx.order('renewal', 'late01'), 'pay-late', 'approved');
    expect((await ctx.page()).endsAt).toEqual(new Date('2028-03-20T12:00:00.000Z'));

    ctx.clock.set('2027-04-01T12:00:00.000Z');
    expect(await ctx.pay(ctx.order('renewal', 'late01'), 'pay-late', 'reversed')).toMatchObject({ result: 'applied', status: 'expired' });
    expect((await ctx.page()).snapshot()).toMatchObject({ status: 'expired', endsAt: new Date('2027-03-20T12:00:00.000Z'), notice: null });
    expect((await ctx.page()).availabilityAt(ctx.clock.now())).toBe('expired');
    await lifecycle.execute();
    expect(await ctx.reasons()).toEqual(['ended', 'renewed', 'ended']);
    ctx.clock.set('2027-06-11T12:00:00.000Z');
    await lifecycle.execute();
    expect((await ctx.reasons()).at(-1)).toBe('removal-in-7-days');
    ctx.clock.set('2027-06-18T11:59:59.999Z');
    expect((await lifecycle.execute()).removed).toEqual([]);
    ctx.clock.set('2027-06-18T12:00:00.000Z');
    expect((await lifecycle.execute()).removed).toEqual([ID]);
  });

  it('brings an upgraded page back to the basic plan and its end, its other photos and music kept but not shown', async () => {
    const ctx = await setup();
    ctx.clock.set('2026-06-01T10:00:00.000Z');
    await ctx.pay(ctx.order('upgrade', 'up0001'), 'pay-u1', 'approved');
    const premium = await ctx.page();
    const photos = [`/uploads/${ID}/a.webp`, `/uploads/${ID}/b.webp`, `/uploads/${ID}/c.webp`];
    const edit = premium.prepareEdit(
      { message: 'Para sempre', datingSince: '2021-06-12T20:30', youtube: MUSIC, removedPhotos: [], addedCount: 2 },
      ctx.clock.now(),
    );
    premium.applyEdit(edit, photos.slice(1), ctx.clock.now());
    await ctx.repository.update(premium);

    ctx.clock.set('2026-06-20T10:00:00.000Z');
    expect(await ctx.pay(ctx.order('upgrade', 'up0001'), 'pay-u1', 'reversed')).toMatchObject({ result: 'applied', changed: true });
    const basic = await ctx.page();
    expect(basic.snapshot()).toMatchObject({ plan: 'basic', status: 'active', endsAt: new Date('2027-03-10T15:00:00.000Z'), photos, youtube: MUSIC });
    expect(publicPageView(basic, ctx.clock.now())).toMatchObject({ plan: 'basic', photos: photos.slice(0, 1), youtube: null });
    expect(ownedMemoryView(basic, ctx.clock.now())).toMatchObject({ photos: photos.slice(0, 1), youtube: null });

    // The editor works on what is shown: one photo, no music; the others stay behind it.
    expect(() =>
      basic.prepareEdit({ message: 'Oi', datingSince: '2021-06-12T20:30', youtube: null, removedPhotos: [], addedCount: 1 }, ctx.clock.now()),
    ).toThrow(PhotoLimitExceededError);
    const replace = basic.prepareEdit(
      { message: 'Nova foto', datingSince: '2021-06-12T20:30', youtube: MUSIC, removedPhotos: [photos[0]!], addedCount: 1 },
      ctx.clock.now(),
    );
    basic.applyEdit(replace, [`/uploads/${ID}/d.webp`], ctx.clock.now());
    await ctx.repository.update(basic);
    const edited = await ctx.page();
    expect(edited.snapshot()).toMatchObject({ photos: [`/uploads/${ID}/d.webp`, ...photos.slice(1)], youtube: MUSIC, message: 'Nova foto' });
    expect(pageContent(edited).photos).toEqual([`/uploads/${ID}/d.webp`]);

    // Upgraded again: the kept photos and the music are back.
    await ctx.pay(ctx.order('upgrade', 'up0001'), 'pay-u2', 'approved');
    expect(publicPageView(await ctx.page(), ctx.clock.now())).toMatchObject({
      plan: 'premium',
      photos: [`/uploads/${ID}/d.webp`, ...photos.slice(1)],
      youtube: MUSIC,
    });
  });

  it('leaves an order a later one depends on for support, and says so', async () => {
    const ctx = await setup();
    ctx.clock.set('2027-02-01T10:00:00.000Z');
    await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'approved');
    await ctx.pay(ctx.order('renewal', 'second'), 'pay-r2', 'approved');
    expect((await ctx.page()).endsAt).toEqual(new Date('2029-03-10T15:00:00.000Z'));

    const refused = await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'reversed');
    expect(refused).toMatchObject({ result: 'refused', refusal: { kind: 'reversal-kept', orderKind: 'renewal', memoryId: ID } });
    const note = { kind: 'payment-refused', paymentId: 'pay-r1', refusal: (refused as { refusal: OrderPaymentRefusal }).refusal } as const;
    expect(supportNoteSentence(note)).toContain('um pedido posterior depende dele');
    const page = await ctx.page();
    expect(page.endsAt).toEqual(new Date('2029-03-10T15:00:00.000Z'));
    expect(page.orders.map((order) => order.reversal?.undone ?? null)).toEqual([false, null]);
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'reversed')).toMatchObject({ result: 'applied', changed: false });

    // The latest one may still be undone: back by the year it added.
    await ctx.pay(ctx.order('renewal', 'second'), 'pay-r2', 'reversed');
    expect((await ctx.page()).endsAt).toEqual(new Date('2028-03-10T15:00:00.000Z'));
    await expect(ctx.repository.countOrders()).resolves.toEqual({ renewals: 0, upgrades: 0, refunded: 2 });
  });

  it('changes nothing for a refund of a payment that applied no order (a second payment of it)', async () => {
    const ctx = await setup();
    await ctx.pay(ctx.order('renewal', 'first1'), 'pay-r1', 'approved');
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-other', 'approved')).toMatchObject({ result: 'duplicate', paidBy: 'pay-r1' });
    const version = (await ctx.page()).version;
    expect(await ctx.pay(ctx.order('renewal', 'first1'), 'pay-other', 'reversed')).toMatchObject({ result: 'applied', changed: false });
    expect((await ctx.page()).version).toBe(version);
  });
});
