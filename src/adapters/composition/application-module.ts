import { ContainerModule } from 'inversify';
import { CheckPaymentNotifications } from '../../application/payments/check-payment-notifications.js';
import { ConfirmPayment } from '../../application/payments/confirm-payment.js';
import { CreateMemory } from '../../application/buyer/create-memory.js';
import { DeliverQueuedEmails } from '../../application/housekeeping/deliver-queued-emails.js';
import { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';
import { GetCheckoutSummary } from '../../application/buyer/get-checkout-summary.js';
import { GetOwnedMemory } from '../../application/buyer/get-owned-memory.js';
import { GetPaymentStatus } from '../../application/buyer/get-payment-status.js';
import { GetPublicPage } from '../../application/buyer/get-public-page.js';
import { ReceivePaymentNotification } from '../../application/payments/receive-payment-notification.js';
import { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import { RemoveAbandonedMemories } from '../../application/housekeeping/remove-abandoned-memories.js';
import { ResendQrCodeEmail } from '../../application/buyer/resend-qr-code-email.js';
import { ApplyProviderPayment } from '../../application/payments/apply-provider-payment.js';
import { MemoryLinks } from '../../application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../application/shared/page-links-email-builder.js';
import { DeleteBuyerData } from '../../application/support/delete-buyer-data.js';
import { ExportBuyerData } from '../../application/support/export-buyer-data.js';
import { GetSupportStats } from '../../application/support/get-support-stats.js';
import { ListMemories } from '../../application/support/list-memories.js';
import { ManageOutbox } from '../../application/support/manage-outbox.js';
import { ManagePaymentNotifications } from '../../application/support/manage-payment-notifications.js';
import { ReopenCheckout } from '../../application/buyer/reopen-checkout.js';
import { RevokeEditLink } from '../../application/support/revoke-edit-link.js';
import { ShowMemory } from '../../application/support/show-memory.js';
import { UpdateMemory } from '../../application/buyer/update-memory.js';
import { TOKENS as T } from './tokens.js';

/** The use cases, built from whatever adapters are bound to the port tokens. */
export const applicationModule = new ContainerModule(({ bind }) => {
  bind(T.MemoryLinks).toResolvedValue((config) => new MemoryLinks(config.publicUrl), [T.Config]).inSingletonScope();
  bind(T.PageLinksEmailBuilder)
    .toResolvedValue((links, tokens, qr) => new PageLinksEmailBuilder(links, tokens, qr), [T.MemoryLinks, T.EditTokens, T.QrCodeRenderer])
    .inSingletonScope();

  bind(T.CreateMemory)
    .toResolvedValue((repo, processor, storage, payments, clock, ids) => new CreateMemory(repo, processor, storage, payments, clock, ids), [
      T.MemoryRepository,
      T.PhotoProcessor,
      T.PhotoStorage,
      T.PaymentGateway,
      T.Clock,
      T.IdGenerator,
    ])
    .inSingletonScope();
  bind(T.ConfirmPayment).toResolvedValue((repo, clock) => new ConfirmPayment(repo, clock), [T.MemoryRepository, T.Clock]).inSingletonScope();
  bind(T.ApplyProviderPayment)
    .toResolvedValue((repo, confirm) => new ApplyProviderPayment(repo, confirm), [T.MemoryRepository, T.ConfirmPayment])
    .inSingletonScope();
  bind(T.ReceivePaymentNotification)
    .toResolvedValue((inbox, clock) => new ReceivePaymentNotification(inbox, clock), [T.PaymentNotificationInbox, T.Clock])
    .inSingletonScope();
  bind(T.CheckPaymentNotifications)
    .toResolvedValue((inbox, gateway, apply, clock, policy) => new CheckPaymentNotifications(inbox, gateway, apply, clock, policy), [
      T.PaymentNotificationInbox,
      T.PaymentGateway,
      T.ApplyProviderPayment,
      T.Clock,
      T.QueueRetryPolicy,
    ])
    .inSingletonScope();
  bind(T.ReconcilePendingPayments)
    .toResolvedValue((repo, gateway, apply, clock) => new ReconcilePendingPayments(repo, gateway, apply, clock), [
      T.MemoryRepository,
      T.PaymentGateway,
      T.ApplyProviderPayment,
      T.Clock,
    ])
    .inSingletonScope();
  bind(T.DeliverQueuedEmails)
    .toResolvedValue((outbox, repo, mailer, emails, clock, policy) => new DeliverQueuedEmails(outbox, repo, mailer, emails, clock, policy), [
      T.EmailOutbox,
      T.MemoryRepository,
      T.Mailer,
      T.PageLinksEmailBuilder,
      T.Clock,
      T.QueueRetryPolicy,
    ])
    .inSingletonScope();
  bind(T.GetPublicPage).toResolvedValue((repo, clock) => new GetPublicPage(repo, clock), [T.MemoryRepository, T.Clock]).inSingletonScope();
  bind(T.GetOwnedMemory)
    .toResolvedValue((repo, tokens, clock) => new GetOwnedMemory(repo, tokens, clock), [T.MemoryRepository, T.EditTokens, T.Clock])
    .inSingletonScope();
  bind(T.UpdateMemory)
    .toResolvedValue((repo, tokens, processor, storage, clock) => new UpdateMemory(repo, tokens, processor, storage, clock), [
      T.MemoryRepository,
      T.EditTokens,
      T.PhotoProcessor,
      T.PhotoStorage,
      T.Clock,
    ])
    .inSingletonScope();
  bind(T.ResendQrCodeEmail)
    .toResolvedValue((repo, outbox, clock) => new ResendQrCodeEmail(repo, outbox, clock), [T.MemoryRepository, T.EmailOutbox, T.Clock])
    .inSingletonScope();
  bind(T.ExpireBasicPlans).toResolvedValue((repo, clock) => new ExpireBasicPlans(repo, clock), [T.MemoryRepository, T.Clock]).inSingletonScope();
  bind(T.RemoveAbandonedMemories)
    .toResolvedValue((repo, storage, clock) => new RemoveAbandonedMemories(repo, storage, clock), [T.MemoryRepository, T.PhotoStorage, T.Clock])
    .inSingletonScope();
  bind(T.GetPaymentStatus).toResolvedValue((repo, links) => new GetPaymentStatus(repo, links), [T.MemoryRepository, T.MemoryLinks]).inSingletonScope();
  bind(T.GetCheckoutSummary).toResolvedValue((repo) => new GetCheckoutSummary(repo), [T.MemoryRepository]).inSingletonScope();

  bind(T.ListMemories)
    .toResolvedValue((repo, links, clock) => new ListMemories(repo, links, clock), [T.MemoryRepository, T.MemoryLinks, T.Clock])
    .inSingletonScope();
  bind(T.ShowMemory)
    .toResolvedValue((repo, outbox, links, clock) => new ShowMemory(repo, outbox, links, clock), [
      T.MemoryRepository,
      T.EmailOutbox,
      T.MemoryLinks,
      T.Clock,
    ])
    .inSingletonScope();
  bind(T.RevokeEditLink).toResolvedValue((repo, clock) => new RevokeEditLink(repo, clock), [T.MemoryRepository, T.Clock]).inSingletonScope();
  bind(T.ExportBuyerData)
    .toResolvedValue((repo, storage, outbox) => new ExportBuyerData(repo, storage, outbox), [T.MemoryRepository, T.PhotoStorage, T.EmailOutbox])
    .inSingletonScope();
  bind(T.DeleteBuyerData)
    .toResolvedValue((repo, storage, outbox) => new DeleteBuyerData(repo, storage, outbox), [T.MemoryRepository, T.PhotoStorage, T.EmailOutbox])
    .inSingletonScope();
  bind(T.GetSupportStats)
    .toResolvedValue((repo, outbox, inbox) => new GetSupportStats(repo, outbox, inbox), [T.MemoryRepository, T.EmailOutbox, T.PaymentNotificationInbox])
    .inSingletonScope();
  bind(T.ManageOutbox).toResolvedValue((outbox, clock) => new ManageOutbox(outbox, clock), [T.EmailOutbox, T.Clock]).inSingletonScope();
  bind(T.ManagePaymentNotifications)
    .toResolvedValue((inbox, clock) => new ManagePaymentNotifications(inbox, clock), [T.PaymentNotificationInbox, T.Clock])
    .inSingletonScope();
  bind(T.ReopenCheckout).toResolvedValue((repo, gateway) => new ReopenCheckout(repo, gateway), [T.MemoryRepository, T.PaymentGateway]).inSingletonScope();
});
