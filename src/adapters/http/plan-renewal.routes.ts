import { Router } from '@koa/router';
import { z } from 'zod';
import type { GetPlanSummary } from '../../application/renewal/get-plan-summary.js';
import type { PlanSummary } from '../../application/renewal/plan-summary.js';
import type { StartPageOrder } from '../../application/renewal/start-page-order.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { PageOrderKind } from '../../domain/renewal/page-orders.js';
import { jsonBody } from '../shared/json-body.js';
import type { PlanOrderResponse, PlanSummaryResponse } from './contract/plan-renewal.contract.js';
import { bearerToken, parseRequest } from './request-schemas.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ORDER_ID = /^[A-Za-z0-9_.-]{1,120}$/;
const KINDS: Readonly<Record<string, PageOrderKind>> = { renewal: 'renewal', upgrade: 'upgrade' };
const orderBody = z.object({ chave: z.string().max(200).optional() });

export interface PlanRenewalUseCases {
  readonly getPlanSummary: GetPlanSummary;
  readonly startPageOrder: StartPageOrder;
}

/** A page's plan, and the checkout of its renewal or upgrade (see the contract). */
export function planRenewalRoutes(useCases: PlanRenewalUseCases): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '4kb' });

  router.get('/plan/:id/summary', async (ctx) => {
    const id = param(ctx.params.id, MEMORY_ID);
    const chave = typeof ctx.query.chave === 'string' ? ctx.query.chave : null;
    const summary = await useCases.getPlanSummary.execute({ id, editToken: bearerToken(ctx.get('authorization')), renewalKey: chave });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summaryResponse(summary);
  });

  router.get('/plan/order/:orderId', async (ctx) => {
    const summary = await useCases.getPlanSummary.forOrder({ orderId: param(ctx.params.orderId, ORDER_ID) });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = summaryResponse(summary);
  });

  router.post('/plan/:id/:kind', json, async (ctx) => {
    const id = param(ctx.params.id, MEMORY_ID);
    const kind = KINDS[ctx.params.kind ?? ''];
    if (!kind) throw new MemoryNotFoundError();
    const { chave } = parseRequest(orderBody, ctx.request.body ?? {});
    const started = await useCases.startPageOrder.execute({ id, kind, editToken: bearerToken(ctx.get('authorization')), renewalKey: chave ?? null });
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
