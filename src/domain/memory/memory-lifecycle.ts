import { dueNotice, removalAt, type LifecycleNotice } from '../renewal/page-lifecycle.js';
import { PLANS, type Plan, type PlanId } from '../plan/plan.js';
import { SPEC_PLAN_PRICES } from '../shop/shop-content.js';
import type { AppliedOrder } from '../renewal/page-orders.js';
import type { MemoryState } from './memory-state.js';
import type { MemoryStatus } from './memory-status.js';

export type Availability = 'public' | 'not-found' | 'expired' | 'suspended';

/** Where a page stands in its life: paid or not, until when, and what its buyer was last told about its end. */
export type MemoryLifecycle = Pick<MemoryState, 'status' | 'endsAt' | 'notice' | 'noticeAt'>;

/** A page that was paid for and not suspended since: public, or ended. */
export function isPaid(status: MemoryStatus): boolean {
  return status === 'active' || status === 'expired';
}

function isPastEnd(endsAt: Date | null, now: Date): boolean {
  return endsAt !== null && now.getTime() >= endsAt.getTime();
}

/** Who may see the page now. A basic page past its end is expired even if no expiry job has run. */
export function availabilityAt(page: Pick<MemoryLifecycle, 'status' | 'endsAt'>, now: Date): Availability {
  switch (page.status) {
    case 'active':
      return isPastEnd(page.endsAt, now) ? 'expired' : 'public';
    case 'expired':
      return 'expired';
    case 'suspended':
      return 'suspended';
    default:
      return 'not-found';
  }
}

/** Whether a basic page whose year is over is due to be recorded as ended. */
export function isExpiryDue(page: Pick<MemoryLifecycle, 'status' | 'endsAt'>, now: Date): boolean {
  return page.status === 'active' && isPastEnd(page.endsAt, now);
}

/** The lifecycle notice due now for a paid basic page (see `dueNotice`); null when none is. */
export function noticeDue(page: MemoryLifecycle, now: Date): LifecycleNotice | null {
  if (page.endsAt === null || !isPaid(page.status)) return null;
  return dueNotice(page.endsAt, page.notice, now);
}

/** True for an ended basic page kept its 90 days, whose buyer was warned a week before: its data may go. */
export function isRemovalDue(page: MemoryLifecycle, now: Date): boolean {
  if (page.status !== 'expired' || page.endsAt === null || page.notice !== 'removal-in-7-days') return false;
  const at = removalAt(page.endsAt, page.noticeAt);
  return at !== null && now.getTime() >= at.getTime();
}

/** The plan the page was first paid for: basic for a page upgraded since. */
export function purchasedPlan(plan: PlanId, orders: readonly AppliedOrder[]): Plan {
  return orders.some((order) => order.kind === 'upgrade') ? PLANS.basic : PLANS[plan];
}

/** What the first purchase costs: the price the order was placed at, the one its payment must be. */
export function purchasePriceCents(page: Pick<MemoryState, 'priceCents' | 'plan' | 'orders'>): number {
  return page.priceCents ?? SPEC_PLAN_PRICES[purchasedPlan(page.plan, page.orders).id];
}
