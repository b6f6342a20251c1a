import type { ConfirmPayment } from '../../../application/payments/confirm-payment.js';
import type { ApplyProviderPayment } from '../../../application/payments/apply-provider-payment.js';
import type { ApplyOrderPayment } from '../../../application/payments/apply-order-payment.js';
import type { ReceivePaymentNotification } from '../../../application/payments/receive-payment-notification.js';
import type { CheckPaymentNotifications } from '../../../application/payments/check-payment-notifications.js';
import type { ReconcilePendingPayments } from '../../../application/payments/reconcile-pending-payments.js';
import { token } from './token.js';

/** What the payment provider asks for: its notifications, their checks and reconciliation. */
export const PAYMENTS_TOKENS = {
  ConfirmPayment: token<ConfirmPayment>('ConfirmPayment'),
  ApplyProviderPayment: token<ApplyProviderPayment>('ApplyProviderPayment'),
  ApplyOrderPayment: token<ApplyOrderPayment>('ApplyOrderPayment'),
  ReceivePaymentNotification: token<ReceivePaymentNotification>('ReceivePaymentNotification'),
  CheckPaymentNotifications: token<CheckPaymentNotifications>('CheckPaymentNotifications'),
  ReconcilePendingPayments: token<ReconcilePendingPayments>('ReconcilePendingPayments'),
} as const;
