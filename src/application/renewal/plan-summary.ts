import type { Memory } from '../../domain/memory/memory.js';
import type { PlanId } from '../../domain/plan/plan.js';
import { announcedRemovalAt } from '../../domain/renewal/page-lifecycle.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import { orderId, type PageOrderKind } from '../../domain/renewal/page-orders.js';

export interface PlanOption {
  readonly priceCents: number;
  /** False when the page cannot take it (lifetime already, suspended, unpaid). */
  readonly allowed: boolean;
}

/** What the plan section of the edit page and the renewal page show. */
export interface PlanSummary {
  readonly memoryId: string;
  readonly yourName: string;
  readonly lovedName: string;
  /** The public page's path, `/{slug}/{id}`: the same before and after a renewal or an upgrade. */
  readonly publicPath: string;
  readonly plan: PlanId;
  readonly availability: 'public' | 'expired' | 'suspended' | 'not-found';
  /** Null for a page that never ends. */
  readonly endsAt: Date | null;
  /** For an ended basic page: the day its data goes unless it is renewed. */
  readonly removalAt: Date | null;
  readonly renewal: PlanOption;
  readonly upgrade: PlanOption;
  /** Set when asked about one order (the checkout's return): whether it has been applied yet. */
  readonly order: { readonly id: string; readonly kind: PageOrderKind; readonly status: 'approved' | 'pending' } | null;
}

export function planSummary(memory: Memory, now: Date, prices: PlanPriceList, order: PlanSummary['order'] = null): PlanSummary {
  const state = memory.snapshot();
  const availability = memory.availabilityAt(now);
  const allowed = (kind: PageOrderKind) => {
    try {
      memory.assertOrderable(kind);
      return true;
    } catch {
      return false;
    }
  };
  return {
    memoryId: state.id,
    yourName: state.yourName,
    lovedName: state.lovedName,
    publicPath: `/${state.slug}/${state.id}`,
    plan: state.plan,
    availability,
    endsAt: state.endsAt,
    removalAt: availability === 'expired' && state.endsAt ? announcedRemovalAt(state.endsAt) : null,
    renewal: { priceCents: prices.orderPriceCents('renewal'), allowed: allowed('renewal') },
    upgrade: { priceCents: prices.orderPriceCents('upgrade'), allowed: allowed('upgrade') },
    order,
  };
}

/**
 * The order a renewal or an upgrade of this page is now. It is named after the page's current end, so every link and
 * click before the next change of the end opens the same order: paying for it twice extends the page once. A refund
 * that brought the end back also moves to a new order, so paying again opens a checkout of its own.
 */
export function currentOrderId(memory: Memory, kind: PageOrderKind): string {
  const end = memory.endsAt;
  const undone = memory.orders.filter((order) => order.reversal?.undone).length;
  return orderId(kind, memory.id, `${end === null ? 'forever' : `e${end.getTime().toString(36)}`}${undone > 0 ? `r${undone}` : ''}`);
}
