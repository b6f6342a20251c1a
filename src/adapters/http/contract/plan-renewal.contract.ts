import type { PlanSummary } from '../../../application/renewal/plan-summary.js';

/**
 * `GET /api/plan/{id}/summary` (the owner's edit token as `Authorization: Bearer`, or the renewal link's `?chave=`) and
 * `GET /api/plan/order/{orderId}` (back from the checkout of one order): the page's plan, its end and what can be
 * bought for it. Dates are ISO 8601 texts.
 */
export type PlanSummaryResponse = Omit<PlanSummary, 'endsAt' | 'removalAt'> & {
  readonly endsAt: string | null;
  readonly removalAt: string | null;
};

/** `POST /api/plan/{id}/renewal` and `POST /api/plan/{id}/upgrade` (same credentials; the key as `{ chave }`). */
export interface PlanOrderResponse {
  readonly init_point: string;
  readonly order_id: string;
}
