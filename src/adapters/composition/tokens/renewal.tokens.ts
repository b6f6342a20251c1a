import type { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import type { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import type { StartPageOrder } from '../../../application/renewal/start-page-order.js';
import type { StartedOrders } from '../../../application/ports/started-orders.js';
import { token } from './token.js';

/** A page's life after its purchase: its plan, renewals and upgrades, reminders and removal. */
export const RENEWAL_TOKENS = {
  GetPlanSummary: token<GetPlanSummary>('GetPlanSummary'),
  StartPageOrder: token<StartPageOrder>('StartPageOrder'),
  FollowPageLifecycle: token<FollowPageLifecycle>('FollowPageLifecycle'),
  /** A port: the renewals and upgrades whose checkout was opened. */
  StartedOrders: token<StartedOrders>('StartedOrders'),
} as const;
