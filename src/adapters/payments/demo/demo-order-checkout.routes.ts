import { Router, type RouterMiddleware } from '@koa/router';
import { ApplyOrderPayment } from '../../../application/payments/apply-order-payment.js';
import { GetPlanSummary } from '../../../application/renewal/get-plan-summary.js';
import { orderReturnUrl } from '../../../application/shared/renewal-links.js';
import type { PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import { PLAN_CURRENCY } from '../../../domain/plan/plan.js';
import { parseOrderId, type OrderReference } from '../../../domain/renewal/page-orders.js';
import { demoOrderCheckoutPage } from './demo-order-checkout-page.pt-br.js';
import { demoPaymentId } from './demo-payment-gateway.js';
import type { ResolveUseCase } from '../../shared/resolve-use-case.js';

/**
 * The demo checkout of a renewal or an upgrade (`/checkout/demo/{orderId}`): the same page and buttons as a first
 * purchase, whose approval goes through the same use case a real provider's payment of the order goes through.
 */
export function demoOrderCheckoutRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/checkout/demo' });

  router.get('/:orderId', async (ctx, next) => {
    const order = parseOrderId(ctx.params.orderId ?? '');
    if (!order) return next();
    const summary = await useCase(GetPlanSummary).forOrder({ orderId: order.orderId });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = demoOrderCheckoutPage(summary, order);
  });

  const decide =
    (outcome: PaymentOutcome): RouterMiddleware =>
    async (ctx, next) => {
      const order = parseOrderId(ctx.params.orderId ?? '');
      if (!order) return next();
      const summary = await useCase(GetPlanSummary).forOrder({ orderId: order.orderId });
      await useCase(ApplyOrderPayment).execute(demoPayment(order, outcome, summary[order.kind].priceCents), order);
      ctx.redirect(orderReturnUrl('', order.memoryId, order.orderId));
      ctx.status = 303;
    };
  router.post('/:orderId/approve', decide('approved'));
  router.post('/:orderId/reject', decide('rejected'));
  return router;
}

function demoPayment(order: OrderReference, outcome: PaymentOutcome, amountCents: number) {
  return {
    id: demoPaymentId(order.orderId),
    memoryId: order.orderId,
    outcome,
    providerStatus: outcome,
    amountCents,
    currency: PLAN_CURRENCY,
    method: 'demo' as const,
    updatedAt: null,
  };
}
