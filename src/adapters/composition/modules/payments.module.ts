import { ContainerModule } from 'inversify';
import { ConfirmPayment } from '../../../application/payments/confirm-payment.js';
import { ApplyProviderPayment } from '../../../application/payments/apply-provider-payment.js';
import { ApplyOrderPayment } from '../../../application/payments/apply-order-payment.js';
import { ReceivePaymentNotification } from '../../../application/payments/receive-payment-notification.js';
import { CheckPaymentNotifications } from '../../../application/payments/check-payment-notifications.js';
import { ReconcilePendingPayments } from '../../../application/payments/reconcile-pending-payments.js';
import { TOKENS as T } from '../tokens.js';

/** The use cases the payment provider drives: notifications, their checks and reconciliation. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind(T.ConfirmPayment)
    .toResolvedValue((repo, clock) => new ConfirmPayment(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.ApplyOrderPayment)
    .toResolvedValue((repo, clock) => new ApplyOrderPayment(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.ApplyProviderPayment)
    .toResolvedValue(
      (repo, confirm, order) => new ApplyProviderPayment(repo, confirm, order),
      [T.MemoryRepository, T.ConfirmPayment, T.ApplyOrderPayment],
    )
    .inSingletonScope();
  bind(T.ReceivePaymentNotification)
    .toResolvedValue((inbox, clock) => new ReceivePaymentNotification(inbox, clock), [T.PaymentNotificationInbox, T.Clock])
    .inSingletonScope();
  bind(T.CheckPaymentNotifications)
    .toResolvedValue(
      (inbox, gateway, apply, clock, policy) => new CheckPaymentNotifications(inbox, gateway, apply, clock, policy),
      [T.PaymentNotificationInbox, T.PaymentGateway, T.ApplyProviderPayment, T.Clock, T.QueueRetryPolicy],
    )
    .inSingletonScope();
  bind(T.ReconcilePendingPayments)
    .toResolvedValue(
      (repo, gateway, apply, clock, started) => new ReconcilePendingPayments(repo, gateway, apply, clock, started),
      [T.MemoryRepository, T.PaymentGateway, T.ApplyProviderPayment, T.Clock, T.StartedOrders],
    )
    .inSingletonScope();
});
