import { Router, type RouterMiddleware } from '@koa/router';
import { ConfirmPayment } from '../../../application/payments/confirm-payment.js';
import type { PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import { GetCheckoutSummary } from '../../../application/buyer/get-checkout-summary.js';
import { demoCheckoutPage } from './demo-checkout-page.pt-br.js';
import { demoPaymentId } from './demo-payment-gateway.js';
import type { ResolveUseCase } from '../../shared/resolve-use-case.js';

const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The demo checkout's page and its two buttons. Its answers land on the app's payment return page. */
export function demoCheckoutRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/checkout/demo' });

  router.get('/:id', async (ctx, next) => {
    if (!MEMORY_ID.test(ctx.params.id!)) return next();
    const summary = await useCase(GetCheckoutSummary).execute({ id: ctx.params.id! });
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = demoCheckoutPage(summary);
  });

  const decide =
    (outcome: PaymentOutcome): RouterMiddleware =>
    async (ctx, next) => {
      const id = ctx.params.id!;
      if (!MEMORY_ID.test(id)) return next();
      await useCase(ConfirmPayment).execute({ memoryId: id, paymentId: demoPaymentId(id), outcome, method: 'demo' });
      ctx.redirect(`/pagamento/${encodeURIComponent(id)}`);
      ctx.status = 303;
    };
  router.post('/:id/approve', decide('approved'));
  router.post('/:id/reject', decide('rejected'));

  return router;
}
