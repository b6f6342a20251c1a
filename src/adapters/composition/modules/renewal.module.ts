import { ContainerModule } from 'inversify';
import { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import { StartPageOrder } from '../../../application/renewal/start-page-order.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** Renewal, upgrade and the lifecycle of a basic page. */
export const renewalModule = new ContainerModule(({ bind }) => {
  useCase(bind, GetPlanSummary, [P.MemoryRepository, P.EditTokens, P.Clock, P.PlanPriceList]);
  useCase(bind, StartPageOrder, [P.MemoryRepository, P.EditTokens, P.PaymentGateway, P.StartedOrders, P.Clock, P.PlanPriceList]);
  useCase(bind, FollowPageLifecycle, [P.MemoryRepository, P.PhotoStorage, P.Clock]);
});
