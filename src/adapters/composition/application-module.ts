import { ContainerModule } from 'inversify';
import { ConfirmPayment } from '../../application/confirm-payment/confirm-payment.js';
import { CreateMemory } from '../../application/create-memory/create-memory.js';
import { ExpireBasicPlans } from '../../application/expire-basic-plans/expire-basic-plans.js';
import { GetCheckoutSummary } from '../../application/get-checkout-summary/get-checkout-summary.js';
import { GetOwnedMemory } from '../../application/get-owned-memory/get-owned-memory.js';
import { GetPaymentStatus } from '../../application/get-payment-status/get-payment-status.js';
import { GetPublicPage } from '../../application/get-public-page/get-public-page.js';
import { RemoveAbandonedMemories } from '../../application/remove-abandoned-memories/remove-abandoned-memories.js';
import { ResendQrCodeEmail } from '../../application/resend-qr-code-email/resend-qr-code-email.js';
import { MemoryLinks } from '../../application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../application/shared/page-links-email-builder.js';
import { UpdateMemory } from '../../application/update-memory/update-memory.js';
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
  bind(T.ConfirmPayment)
    .toResolvedValue((repo, mailer, emails, clock) => new ConfirmPayment(repo, mailer, emails, clock), [
      T.MemoryRepository,
      T.Mailer,
      T.PageLinksEmailBuilder,
      T.Clock,
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
    .toResolvedValue((repo, mailer, emails, clock) => new ResendQrCodeEmail(repo, mailer, emails, clock), [
      T.MemoryRepository,
      T.Mailer,
      T.PageLinksEmailBuilder,
      T.Clock,
    ])
    .inSingletonScope();
  bind(T.ExpireBasicPlans).toResolvedValue((repo, clock) => new ExpireBasicPlans(repo, clock), [T.MemoryRepository, T.Clock]).inSingletonScope();
  bind(T.RemoveAbandonedMemories)
    .toResolvedValue((repo, storage, clock) => new RemoveAbandonedMemories(repo, storage, clock), [T.MemoryRepository, T.PhotoStorage, T.Clock])
    .inSingletonScope();
  bind(T.GetPaymentStatus).toResolvedValue((repo, links) => new GetPaymentStatus(repo, links), [T.MemoryRepository, T.MemoryLinks]).inSingletonScope();
  bind(T.GetCheckoutSummary).toResolvedValue((repo) => new GetCheckoutSummary(repo), [T.MemoryRepository]).inSingletonScope();
});
