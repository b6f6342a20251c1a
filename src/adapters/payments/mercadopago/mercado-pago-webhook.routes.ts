import { Router } from '@koa/router';
import { ReceivePaymentNotification } from '../../../application/payments/receive-payment-notification.js';
import type { Clock } from '../../../application/ports/clock.js';
import { REQUEST_ERROR_TEXT } from '../../../texts/error-messages.pt-br.js';
import { jsonBody } from '../../shared/json-body.js';
import type { ResolveUseCase } from '../../shared/resolve-use-case.js';
import { readMercadoPagoNotification } from './mercado-pago-webhook.js';

export const MERCADO_PAGO_WEBHOOK_PATH = '/api/webhooks/mercadopago';

export interface MercadoPagoWebhookDeps {
  readonly useCase: ResolveUseCase;
  readonly clock: Clock;
  readonly webhookSecret: string;
  /** Called once a notification is recorded, so it is checked now rather than at the next poll. */
  readonly onRecorded?: () => void;
  /** Told what became of each notification: recorded, refused for its signature, or ignored (not a payment's). */
  readonly onOutcome?: (outcome: 'recorded' | 'refused_signature' | 'ignored') => void;
}

/**
 * Mercado Pago's notifications: a bad or missing signature gets 401 and changes nothing; a signed payment notification
 * is recorded and answered 200 at once (Mercado Pago retries for a day otherwise); the payment is fetched and applied
 * afterwards by the notification inbox's worker.
 */
export function mercadoPagoWebhookRoutes(deps: MercadoPagoWebhookDeps): Router {
  const router = new Router();
  router.post(MERCADO_PAGO_WEBHOOK_PATH, jsonBody({ limit: '16kb' }), async (ctx) => {
    const notification = readMercadoPagoNotification(
      { query: ctx.query, headers: ctx.headers, body: ctx.request.body },
      { secret: deps.webhookSecret, now: deps.clock.now() },
    );
    ctx.set('Cache-Control', 'no-store');
    if (notification.kind === 'invalid-signature') {
      ctx.state.log?.warn('payment notification refused', { reason: notification.reason });
      deps.onOutcome?.('refused_signature');
      ctx.status = 401;
      ctx.body = { error: REQUEST_ERROR_TEXT.webhookInvalidSignature, code: 'webhook.invalid-signature' };
      return;
    }
    if (notification.kind === 'payment') {
      const { recorded } = await deps.useCase(ReceivePaymentNotification).execute({ paymentId: notification.paymentId });
      if (recorded) deps.onRecorded?.();
      deps.onOutcome?.('recorded');
    } else {
      deps.onOutcome?.('ignored');
    }
    ctx.status = 200;
    ctx.body = { received: true };
  });
  return router;
}
