import { ContainerModule } from 'inversify';
import { ConfirmPayment } from '../../../application/payments/confirm-payment.js';
import { ApplyProviderPayment } from '../../../application/payments/apply-provider-payment.js';
import { ApplyOrderPayment } from '../../../application/payments/apply-order-payment.js';
import { MakeAvifCopies } from '../../../application/payments/make-avif-copies.js';
import { ReceivePaymentNotification } from '../../../application/payments/receive-payment-notification.js';
import { CheckPaymentNotifications } from '../../../application/payments/check-payment-notifications.js';
import { ReconcilePendingPayments } from '../../../application/payments/reconcile-pending-payments.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** The use cases the payment provider drives: notifications, their checks and reconciliation. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  useCase(bind, ConfirmPayment, [P.MemoryRepository, P.Clock, P.Outcomes]);
  useCase(bind, ApplyOrderPayment, [P.MemoryRepository, P.Clock, P.PlanPriceList, P.Outcomes]);
  useCase(bind, MakeAvifCopies, [P.MemoryRepository, P.AvifEncoder, P.PhotoStorage]);
  useCase(bind, ApplyProviderPayment, [P.MemoryRepository, ConfirmPayment, ApplyOrderPayment, P.Outcomes]);
  useCase(bind, ReceivePaymentNotification, [P.PaymentNotificationInbox, P.Clock]);
  useCase(bind, CheckPaymentNotifications, [P.PaymentNotificationInbox, P.PaymentGateway, ApplyProviderPayment, P.Clock, P.QueueRetryPolicy]);
  useCase(bind, ReconcilePendingPayments, [P.MemoryRepository, P.PaymentGateway, ApplyProviderPayment, P.Clock, P.StartedOrders, P.Outcomes]);
});
