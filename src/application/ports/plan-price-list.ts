import type { PlanId } from '../../domain/plan/plan.js';
import type { PageOrderKind } from '../../domain/renewal/page-orders.js';

/** The shop's prices (SHOP_CONTENT, or the spec's): what an order costs when it is placed. */
export interface PlanPriceList {
  /** What a new page of `plan` costs at `now`: the promotion's price while one runs. */
  newPagePriceCents(plan: PlanId, now: Date): number;
  /** What a renewal or an upgrade of a paid page costs, from the plans' prices (no promotion). */
  orderPriceCents(kind: PageOrderKind): number;
}
