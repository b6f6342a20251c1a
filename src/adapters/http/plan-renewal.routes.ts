import { Router } from '@koa/router';
import { z } from 'zod';
import { GetPlanSummary } from '../../application/renewal/get-plan-summary.js';
import type { PlanSummary } from '../../application/renewal/plan-summary.js';
import { StartPageOrder } from '../../application/renewal/start-page-order.js';
import { PaymentProviderUnavailableError } from '../../application/ports/payment-gateway.js';
import { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import { RateLimiter } from './middleware/rate-limiter.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { PageOrderKind } from '../../domain/renewal/page-orders.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { PlanOrderResponse, PlanSummaryResponse } from './contract/plan-renewal.contract.js';
import { bearerToken, parseRequest } from './request-schemas.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_ID = /^[A-Za-z0-9_.-]{1,120}$/;
const KINDS: Readonly<Record<string, PageOrderKind>> = { renewal: 'renewal', upgrade: 'upgrade' };
const orderBody = z.object({ chave: z.string().max(200).optional() });

/** While a buyer waits on the return page, the provider is asked about that order at most this often. */
const ORDER_REFRESH_MS = 10_000;

/** A page's plan, and the checkout of its renewal or upgrade (see the contract). */
export function planRenewalRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '4kb' });

  router.get('/plan/:id/summary', async (ctx) => {
    const id = param(ctx.params.id, MEMORY_ID);
    const chave = typeof ctx.query.chave === 'string' ? ctx.query.chave : null;
    const summary = await useCase(GetPlanSummary).execute({ id, editToken: bearerToken(ctx.get('authorization')), renewalKey: chave });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summaryResponse(summary);
  });

  const refreshes = new RateLimiter(1, ORDER_REFRESH_MS);
  router.get('/plan/order/:orderId', async (ctx) => {
    const orderId = param(ctx.params.orderId, ORDER_ID);
    let summary = await useCase(GetPlanSummary).forOrder({ orderId });
    if (summary.order?.status === 'pending' && refreshes.hit(orderId) === 0) {
      // A late or lost notification: what the provider says now. Out of reach, the answer is our records.
      const asked = await useCase(ReconcilePendingPayments)
        .executeForOrder(orderId)
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof PaymentProviderUnavailableError) return false;
            throw error;
          },
        );
      if (asked) summary = await useCase(GetPlanSummary).forOrder({ orderId });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summaryResponse(summary);
  });

  router.post('/plan/:id/:kind', json, async (ctx) => {
    const id = param(ctx.params.id, MEMORY_ID);
    const kind = KINDS[ctx.params.kind ?? ''];
    if (!kind) throw new MemoryNotFoundError();
    const { chave } = parseRequest(orderBody, ctx.request.body ?? {});
    const started = await useCase(StartPageOrder).execute({ id, kind, editToken: bearerToken(ctx.get('authorization')), renewalKey: chave ?? null });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { init_point: started.initPoint, order_id: started.orderId } satisfies PlanOrderResponse;
  });

  return router;
}

function param(value: string | undefined, pattern: RegExp): string {
  if (!value || !pattern.test(value)) throw new MemoryNotFoundError();
  return value;
}

function summaryResponse(summary: PlanSummary): PlanSummaryResponse {
  return { ...summary, endsAt: summary.endsAt?.toISOString() ?? null, removalAt: summary.removalAt?.toISOString() ?? null };
}
