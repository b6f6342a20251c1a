import { ContainerModule } from 'inversify';
import { CreateMemory } from '../../../application/buyer/create-memory.js';
import { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import { CheckPhotoAccess } from '../../../application/buyer/check-photo-access.js';
import { GetOwnedMemory } from '../../../application/buyer/get-owned-memory.js';
import { UpdateMemory } from '../../../application/buyer/update-memory.js';
import { ResendQrCodeEmail } from '../../../application/buyer/resend-qr-code-email.js';
import { GetPaymentStatus } from '../../../application/buyer/get-payment-status.js';
import { RefreshPaymentStatus } from '../../../application/buyer/refresh-payment-status.js';
import { GetCheckoutSummary } from '../../../application/buyer/get-checkout-summary.js';
import { ReopenCheckout } from '../../../application/buyer/reopen-checkout.js';
import { CorrectBuyerEmail } from '../../../application/buyer/correct-buyer-email.js';
import { AdmitNewOrder } from '../../../application/buyer/admit-new-order.js';
import { TOKENS as T } from '../tokens.js';

/** The use cases the web app asks for: buying, paying, reading and editing a page. */
export const buyerModule = new ContainerModule(({ bind }) => {
  bind(T.CreateMemory)
    .toResolvedValue(
      (repo, processor, storage, payments, clock, ids, keys) => new CreateMemory(repo, processor, storage, payments, clock, ids, keys),
      [T.MemoryRepository, T.PhotoProcessor, T.PhotoStorage, T.PaymentGateway, T.Clock, T.IdGenerator, T.EmailCorrectionKeys],
    )
    .inSingletonScope();
  bind(T.AdmitNewOrder)
    .toResolvedValue(
      (repo, clock, config) => new AdmitNewOrder(repo, clock, { perHour: config.unpaidOrdersPerHour, held: config.unpaidOrdersMax }),
      [T.MemoryRepository, T.Clock, T.Config],
    )
    .inSingletonScope();
  bind(T.GetPublicPage)
    .toResolvedValue((repo, clock) => new GetPublicPage(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.CheckPhotoAccess)
    .toResolvedValue((repo, clock) => new CheckPhotoAccess(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.GetOwnedMemory)
    .toResolvedValue(
      (repo, tokens, clock, openings) => new GetOwnedMemory(repo, tokens, clock, openings),
      [T.MemoryRepository, T.EditTokens, T.Clock, T.PageOpenings],
    )
    .inSingletonScope();
  bind(T.UpdateMemory)
    .toResolvedValue(
      (repo, tokens, processor, storage, clock) => new UpdateMemory(repo, tokens, processor, storage, clock),
      [T.MemoryRepository, T.EditTokens, T.PhotoProcessor, T.PhotoStorage, T.Clock],
    )
    .inSingletonScope();
  bind(T.ResendQrCodeEmail)
    .toResolvedValue((repo, outbox, clock) => new ResendQrCodeEmail(repo, outbox, clock), [T.MemoryRepository, T.EmailOutbox, T.Clock])
    .inSingletonScope();
  bind(T.GetPaymentStatus)
    .toResolvedValue((repo, links) => new GetPaymentStatus(repo, links), [T.MemoryRepository, T.MemoryLinks])
    .inSingletonScope();
  bind(T.RefreshPaymentStatus)
    .toResolvedValue((status, reconcile) => new RefreshPaymentStatus(status, reconcile), [T.GetPaymentStatus, T.ReconcilePendingPayments])
    .inSingletonScope();
  bind(T.GetCheckoutSummary)
    .toResolvedValue((repo) => new GetCheckoutSummary(repo), [T.MemoryRepository])
    .inSingletonScope();
  bind(T.ReopenCheckout)
    .toResolvedValue((repo, gateway) => new ReopenCheckout(repo, gateway), [T.MemoryRepository, T.PaymentGateway])
    .inSingletonScope();
  bind(T.CorrectBuyerEmail)
    .toResolvedValue((repo, keys, clock) => new CorrectBuyerEmail(repo, keys, clock), [T.MemoryRepository, T.EmailCorrectionKeys, T.Clock])
    .inSingletonScope();
});
