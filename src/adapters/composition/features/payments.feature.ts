import type { Router } from '@koa/router';
import { ContainerModule } from 'inversify';
import { ConfirmPayment } from '../../../application/payments/confirm-payment.js';
import { ApplyProviderPayment } from '../../../application/payments/apply-provider-payment.js';
import { ApplyOrderPayment } from '../../../application/payments/apply-order-payment.js';
import { MakeAvifCopies } from '../../../application/payments/make-avif-copies.js';
import { ReceivePaymentNotification } from '../../../application/payments/receive-payment-notification.js';
import { CheckPaymentNotifications } from '../../../application/payments/check-payment-notifications.js';
import { ReconcilePendingPayments } from '../../../application/payments/reconcile-pending-payments.js';
import { demoCheckoutRoutes } from '../../payments/demo/demo-checkout.routes.js';
import { mercadoPagoWebhookRoutes } from '../../payments/mercadopago/mercado-pago-webhook.routes.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule, type HttpEdge } from './feature-module.js';

/** The use cases the payment provider drives: notifications, their checks and reconciliation; and the checkout's inbound routes. */
export const paymentsFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, ConfirmPayment, [P.MemoryRepository, P.Clock, P.Outcomes]);
    useCase(bind, ApplyOrderPayment, [P.MemoryRepository, P.Clock, P.PlanPriceList, P.Outcomes]);
    useCase(bind, MakeAvifCopies, [P.MemoryRepository, P.AvifEncoder, P.PhotoStorage]);
    useCase(bind, ApplyProviderPayment, [P.MemoryRepository, ConfirmPayment, ApplyOrderPayment, P.Outcomes]);
    useCase(bind, ReceivePaymentNotification, [P.PaymentNotificationInbox, P.Clock]);
    useCase(bind, CheckPaymentNotifications, [P.PaymentNotificationInbox, P.PaymentGateway, ApplyProviderPayment, P.Clock, P.QueueRetryPolicy]);
    useCase(bind, ReconcilePendingPayments, [P.MemoryRepository, P.PaymentGateway, ApplyProviderPayment, P.Clock, P.StartedOrders, P.Outcomes]);
  }),
  routes: (edge) => [checkoutRoutes(edge)],
});

/**
 * The inbound routes of the configured checkout. The demo checkout's approve button must not exist next to a real
 * provider: it would publish pages without payment.
 */
function checkoutRoutes({ runtime, workers }: HttpEdge): Router {
  const { config, container } = runtime;
  if (config.payments.provider === 'demo') return demoCheckoutRoutes(runtime.useCase);
  return mercadoPagoWebhookRoutes({
    useCase: runtime.useCase,
    clock: container.get(P.Clock),
    webhookSecret: config.payments.webhookSecret,
    onRecorded: () => void workers?.checkPaymentsNow(),
    ...(runtime.metrics ? { onOutcome: runtime.metrics.notification.bind(runtime.metrics) } : {}),
  });
}
