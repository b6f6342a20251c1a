import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../../../config/config.js';
import type { CheckPaymentNotifications } from '../../application/payments/check-payment-notifications.js';
import type { ConfirmPayment } from '../../application/payments/confirm-payment.js';
import type { CreateMemory } from '../../application/buyer/create-memory.js';
import type { DeliverQueuedEmails } from '../../application/housekeeping/deliver-queued-emails.js';
import type { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';
import type { GetCheckoutSummary } from '../../application/buyer/get-checkout-summary.js';
import type { GetOwnedMemory } from '../../application/buyer/get-owned-memory.js';
import type { GetPaymentStatus } from '../../application/buyer/get-payment-status.js';
import type { GetPublicPage } from '../../application/buyer/get-public-page.js';
import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { EditTokens } from '../../application/ports/edit-tokens.js';
import type { IdGenerator } from '../../application/ports/id-generator.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import type { PaymentNotificationInbox } from '../../application/ports/payment-notifications.js';
import type { PhotoProcessor } from '../../application/ports/photo-processor.js';
import type { PhotoStorage } from '../../application/ports/photo-storage.js';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';
import type { ReceivePaymentNotification } from '../../application/payments/receive-payment-notification.js';
import type { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import type { RemoveAbandonedMemories } from '../../application/housekeeping/remove-abandoned-memories.js';
import type { ResendQrCodeEmail } from '../../application/buyer/resend-qr-code-email.js';
import type { ApplyProviderPayment } from '../../application/payments/apply-provider-payment.js';
import type { RetryPolicy } from '../../application/shared/drain-due-tasks.js';
import type { MemoryLinks } from '../../application/shared/memory-links.js';
import type { PageLinksEmailBuilder } from '../../application/shared/page-links-email-builder.js';
import type { DeleteBuyerData } from '../../application/support/delete-buyer-data.js';
import type { ExportBuyerData } from '../../application/support/export-buyer-data.js';
import type { GetSupportStats } from '../../application/support/get-support-stats.js';
import type { ListMemories } from '../../application/support/list-memories.js';
import type { ManageOutbox } from '../../application/support/manage-outbox.js';
import type { ManagePaymentNotifications } from '../../application/support/manage-payment-notifications.js';
import type { ReopenCheckout } from '../../application/buyer/reopen-checkout.js';
import type { RevokeEditLink } from '../../application/support/revoke-edit-link.js';
import type { ShowMemory } from '../../application/support/show-memory.js';
import type { UpdateMemory } from '../../application/buyer/update-memory.js';
import type { Logger } from '../logging/logger.js';

const token = <T>(name: string) => Symbol.for(`memories.${name}`) as ServiceIdentifier<T>;

export const TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  EditTokens: token<EditTokens>('EditTokens'),
  MemoryRepository: token<MemoryRepository>('MemoryRepository'),
  PhotoProcessor: token<PhotoProcessor>('PhotoProcessor'),
  PhotoStorage: token<PhotoStorage>('PhotoStorage'),
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  Mailer: token<Mailer>('Mailer'),
  QrCodeRenderer: token<QrCodeRenderer>('QrCodeRenderer'),
  EmailOutbox: token<EmailOutbox>('EmailOutbox'),
  PaymentNotificationInbox: token<PaymentNotificationInbox>('PaymentNotificationInbox'),
  QueueRetryPolicy: token<RetryPolicy>('QueueRetryPolicy'),
  ApplyProviderPayment: token<ApplyProviderPayment>('ApplyProviderPayment'),
  MemoryLinks: token<MemoryLinks>('MemoryLinks'),
  PageLinksEmailBuilder: token<PageLinksEmailBuilder>('PageLinksEmailBuilder'),
  CreateMemory: token<CreateMemory>('CreateMemory'),
  ConfirmPayment: token<ConfirmPayment>('ConfirmPayment'),
  GetPublicPage: token<GetPublicPage>('GetPublicPage'),
  GetOwnedMemory: token<GetOwnedMemory>('GetOwnedMemory'),
  UpdateMemory: token<UpdateMemory>('UpdateMemory'),
  ResendQrCodeEmail: token<ResendQrCodeEmail>('ResendQrCodeEmail'),
  ExpireBasicPlans: token<ExpireBasicPlans>('ExpireBasicPlans'),
  RemoveAbandonedMemories: token<RemoveAbandonedMemories>('RemoveAbandonedMemories'),
  GetPaymentStatus: token<GetPaymentStatus>('GetPaymentStatus'),
  GetCheckoutSummary: token<GetCheckoutSummary>('GetCheckoutSummary'),
  ReceivePaymentNotification: token<ReceivePaymentNotification>('ReceivePaymentNotification'),
  CheckPaymentNotifications: token<CheckPaymentNotifications>('CheckPaymentNotifications'),
  DeliverQueuedEmails: token<DeliverQueuedEmails>('DeliverQueuedEmails'),
  ReconcilePendingPayments: token<ReconcilePendingPayments>('ReconcilePendingPayments'),
  ListMemories: token<ListMemories>('ListMemories'),
  ShowMemory: token<ShowMemory>('ShowMemory'),
  RevokeEditLink: token<RevokeEditLink>('RevokeEditLink'),
  ExportBuyerData: token<ExportBuyerData>('ExportBuyerData'),
  DeleteBuyerData: token<DeleteBuyerData>('DeleteBuyerData'),
  GetSupportStats: token<GetSupportStats>('GetSupportStats'),
  ManageOutbox: token<ManageOutbox>('ManageOutbox'),
  ManagePaymentNotifications: token<ManagePaymentNotifications>('ManagePaymentNotifications'),
  ReopenCheckout: token<ReopenCheckout>('ReopenCheckout'),
} as const;
