import { SPEC_PLAN_PRICES } from '../../domain/shop/shop-content.js';
import type { MemoryStatus } from '../../domain/memory/memory-status.js';
import { PLAN_CURRENCY, PLAN_IDS, type PlanId } from '../../domain/plan/plan.js';
import type { Clock } from '../ports/clock.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemorySupportQueries, OrderCounts } from '../ports/memory-support-queries.js';
import type { PaymentNotificationInbox } from '../ports/payment-notifications.js';
import type { OpeningTotals, PageOpenings } from '../ports/page-openings.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { StartedOrders } from '../ports/started-orders.js';
import type { QueuedTaskStatus } from '../ports/task-queue.js';
import { findOrphanedPhotos, photoSweepReport, type PhotosNamedElsewhere, type PhotoSweepReport } from '../shared/orphaned-photos.js';

export interface SupportStats {
  /**
   * Renewals and upgrades paid. Renewals add their price to the total; an upgraded page counts as a Pra Sempre page,
   * whose price is what it cost in all (the basic plan plus the difference). Refunded ones are counted apart; `started`
   * is how many checkouts of a renewal or an upgrade were opened, paid or not (absent without that store).
   */
  readonly orders: OrderCounts & { readonly renewalCents: number; readonly upgradeCents: number; readonly started?: number };
  /** Pages by status and plan; every status and plan is present, zero included. */
  readonly pages: Readonly<Record<MemoryStatus, Readonly<Record<PlanId, number>>>>;
  /** Payments kept (approved and not refunded or charged back), by plan, at the catalogue's price. */
  readonly revenue: Readonly<Record<PlanId, { readonly paid: number; readonly cents: number }>> & {
    readonly currency: string;
    readonly totalCents: number;
  };
  /** Payments refunded or charged back, by plan. */
  readonly reversed: Readonly<Record<PlanId, number>>;
  readonly emails: Readonly<Record<QueuedTaskStatus, number>>;
  readonly paymentNotifications: Readonly<Record<QueuedTaskStatus, number>>;
  /**
   * Photo files no page names: what the next sweep removes, and how many are still too recent to be taken. Absent when
   * the stats were made without the photo storage.
   */
  readonly orphanedPhotos?: PhotoSweepReport;
  /** Pages opened at least once, openings counted, and pages whose buyer turned the "opened" e-mail off. */
  readonly openings?: OpeningTotals;
}

/** What the stats need to count orphaned photo files. */
export interface PhotoFilesToCount {
  /** The pages the files are checked against, one by one. */
  readonly pages: MemoryRepository;
  readonly storage: PhotoStorage;
  readonly clock: Clock;
  /** The photos the page's features keep beside its own (its chapters'). */
  readonly namedElsewhere?: PhotosNamedElsewhere;
}

const STATUSES: readonly MemoryStatus[] = ['pending_payment', 'active', 'expired', 'payment_failed', 'suspended'];

const perPlan = <T>(value: () => T): Record<PlanId, T> => Object.fromEntries(PLAN_IDS.map((plan) => [plan, value()])) as Record<PlanId, T>;

/**
 * The shop at a glance: pages by status and plan, revenue by plan, e-mails and notifications waiting or failed, and
 * photo files no page names.
 */
export class GetSupportStats {
  constructor(
    private readonly repository: MemorySupportQueries,
    private readonly prices: PlanPriceList,
    private readonly outbox: EmailOutbox,
    private readonly notifications: PaymentNotificationInbox,
    private readonly photoFiles?: PhotoFilesToCount,
    private readonly openings?: PageOpenings,
    private readonly startedOrders?: StartedOrders,
  ) {}

  async execute(): Promise<SupportStats> {
    const pages = Object.fromEntries(STATUSES.map((status) => [status, perPlan(() => 0)])) as Record<MemoryStatus, Record<PlanId, number>>;
    const paid = perPlan(() => 0);
    const paidCents = perPlan(() => 0);
    const reversed = perPlan(() => 0);
    for (const row of await this.repository.tally()) {
      pages[row.status][row.plan] += row.count;
      if (row.paymentOutcome === 'approved') {
        paid[row.plan] += row.count;
        paidCents[row.plan] += row.storedPriceCents + row.unpricedCount * SPEC_PLAN_PRICES[row.plan];
      }
      if (row.paymentOutcome === 'reversed' && row.status !== 'payment_failed') reversed[row.plan] += row.count;
    }
    const orders = await this.repository.countOrders();
    // Renewals and upgrades at today's prices: an applied order keeps its amount on the page's record, not in a column.
    const renewalCents = orders.renewals * this.prices.orderPriceCents('renewal');
    const upgradeCents = orders.upgrades * this.prices.orderPriceCents('upgrade');
    const revenueByPlan = Object.fromEntries(PLAN_IDS.map((plan) => [plan, { paid: paid[plan], cents: paidCents[plan] }]));
    return {
      pages,
      revenue: {
        ...(revenueByPlan as Record<PlanId, { paid: number; cents: number }>),
        currency: PLAN_CURRENCY,
        totalCents: PLAN_IDS.reduce((sum, plan) => sum + paidCents[plan], 0) + renewalCents + upgradeCents,
      },
      orders: { ...orders, renewalCents, upgradeCents, ...(this.startedOrders ? { started: await this.startedOrders.count() } : {}) },
      reversed,
      emails: await this.outbox.countByStatus(),
      paymentNotifications: await this.notifications.countByStatus(),
      ...(this.photoFiles ? { orphanedPhotos: await this.orphanedPhotos(this.photoFiles) } : {}),
      ...(this.openings ? { openings: await this.openings.totals() } : {}),
    };
  }

  private async orphanedPhotos({ pages, storage, clock, namedElsewhere }: PhotoFilesToCount): Promise<PhotoSweepReport> {
    return photoSweepReport(await findOrphanedPhotos(storage, pages, clock.now(), undefined, namedElsewhere));
  }
}
