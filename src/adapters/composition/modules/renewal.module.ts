import { ContainerModule } from 'inversify';
import { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import { StartPageOrder } from '../../../application/renewal/start-page-order.js';
import { TOKENS as T } from '../tokens.js';

/** Renewal, upgrade and the lifecycle of a basic page. */
export const renewalModule = new ContainerModule(({ bind }) => {
  bind(T.GetPlanSummary)
    .toResolvedValue((repo, tokens, clock) => new GetPlanSummary(repo, tokens, clock), [T.MemoryRepository, T.EditTokens, T.Clock])
    .inSingletonScope();
  bind(T.StartPageOrder)
    .toResolvedValue(
      (repo, tokens, gateway, started, clock) => new StartPageOrder(repo, tokens, gateway, started, clock),
      [T.MemoryRepository, T.EditTokens, T.PaymentGateway, T.StartedOrders, T.Clock],
    )
    .inSingletonScope();
  bind(T.FollowPageLifecycle)
    .toResolvedValue((repo, storage, clock) => new FollowPageLifecycle(repo, storage, clock), [T.MemoryRepository, T.PhotoStorage, T.Clock])
    .inSingletonScope();
});
