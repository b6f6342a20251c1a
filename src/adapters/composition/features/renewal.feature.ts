import type { Router } from '@koa/router';
import { ContainerModule } from 'inversify';
import { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import type { StartedOrders } from '../../../application/ports/started-orders.js';
import { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import { StartPageOrder } from '../../../application/renewal/start-page-order.js';
import { planRenewalRoutes } from '../../http/plan-renewal.routes.js';
import { demoOrderCheckoutRoutes } from '../../payments/demo/demo-order-checkout.routes.js';
import { SqlStartedOrders } from '../../persistence/mikro-orm/sql-started-orders.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import type { Runtime } from '../runtime.js';
import { featureModule } from './feature-module.js';

/** Renewal, upgrade and the lifecycle of a basic page. */
export const renewalFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, GetPlanSummary, [P.MemoryRepository, P.EditTokens, P.Clock, P.PlanPriceList]);
    useCase(bind, StartPageOrder, [P.MemoryRepository, P.EditTokens, P.PaymentGateway, P.StartedOrders, P.Clock, P.PlanPriceList]);
    useCase(bind, FollowPageLifecycle, [P.MemoryRepository, P.PhotoStorage, P.Clock]);
  }),
  routes: ({ runtime }) => planRenewalRouters(runtime),
  /** The renewals and upgrades whose checkout was opened (their payments are applied by the payments' use cases). */
  ports: {
    tokens: { startedOrders: P.StartedOrders },
    make: ({ database }): { startedOrders: StartedOrders } => ({ startedOrders: new SqlStartedOrders(database) }),
  },
});

/** A page's plan, its renewal and upgrade, and (on the demo checkout) their demonstration payments. */
function planRenewalRouters(runtime: Runtime): Router[] {
  const api = planRenewalRoutes(runtime.useCase);
  if (runtime.config.payments.provider !== 'demo') return [api];
  return [api, demoOrderCheckoutRoutes(runtime.useCase)];
}
