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
import { CheckStagedPhoto } from '../../../application/buyer/check-staged-photo.js';
import { ReconcilePendingPayments } from '../../../application/payments/reconcile-pending-payments.js';
import { QuestionGate } from '../../../application/question/question-gate.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { allBoundTo, useCase, useCaseBuilt } from './use-case.js';

/** The use cases the web app asks for: buying, paying, reading and editing a page. */
export const buyerModule = new ContainerModule(({ bind }) => {
  useCase(bind, CreateMemory, [
    P.MemoryRepository,
    P.PhotoProcessor,
    P.PhotoStorage,
    P.PaymentGateway,
    P.Clock,
    P.IdGenerator,
    P.EmailCorrectionKeys,
    P.PlanPriceList,
    P.VideoCatalogue,
    allBoundTo(P.OrderAddOn),
  ]);
  useCaseBuilt(
    bind,
    AdmitNewOrder,
    [P.MemoryRepository, P.Clock, P.Config],
    (repo, clock, config) => new AdmitNewOrder(repo, clock, { perHour: config.unpaidOrdersPerHour, held: config.unpaidOrdersMax }),
  );
  useCase(bind, CheckStagedPhoto, [P.PhotoProcessor]);
  useCase(bind, GetPublicPage, [P.PublicPageRepository, P.Clock, QuestionGate]);
  useCase(bind, CheckPhotoAccess, [P.PublicPageRepository, P.EditTokens, P.Clock, QuestionGate]);
  useCase(bind, GetOwnedMemory, [P.MemoryRepository, P.EditTokens, P.Clock, P.PageOpenings, P.PageReplies]);
  useCase(bind, UpdateMemory, [P.MemoryRepository, P.EditTokens, P.PhotoProcessor, P.PhotoStorage, P.Clock, P.Outcomes, P.VideoCatalogue]);
  useCase(bind, ResendQrCodeEmail, [P.MemoryRepository, P.EmailOutbox, P.Clock]);
  useCase(bind, GetPaymentStatus, [P.MemoryRepository, MemoryLinks]);
  useCase(bind, RefreshPaymentStatus, [GetPaymentStatus, ReconcilePendingPayments]);
  useCase(bind, GetCheckoutSummary, [P.MemoryRepository]);
  useCase(bind, ReopenCheckout, [P.MemoryRepository, P.PaymentGateway]);
  useCase(bind, CorrectBuyerEmail, [P.MemoryRepository, P.EmailCorrectionKeys, P.Clock]);
});
