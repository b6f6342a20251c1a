import type { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import type { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import type { StartPageOrder } from '../../../application/renewal/start-page-order.js';
import { token } from './token.js';

/** A page's life after its purchase: its plan, renewals and upgrades, reminders and removal. */
export const RENEWAL_TOKENS = {
  GetPlanSummary: token<GetPlanSummary>('GetPlanSummary'),
  StartPageOrder: token<StartPageOrder>('StartPageOrder'),
  FollowPageLifecycle: token<FollowPageLifecycle>('FollowPageLifecycle'),
} as const;
