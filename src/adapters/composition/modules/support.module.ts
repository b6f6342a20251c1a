import { ContainerModule } from 'inversify';
import { ListMemories } from '../../../application/support/list-memories.js';
import { ShowMemory } from '../../../application/support/show-memory.js';
import { RevokeEditLink } from '../../../application/support/revoke-edit-link.js';
import { ExportBuyerData } from '../../../application/support/export-buyer-data.js';
import { DeleteBuyerData } from '../../../application/support/delete-buyer-data.js';
import { GetSupportStats } from '../../../application/support/get-support-stats.js';
import { ManageOutbox } from '../../../application/support/manage-outbox.js';
import { ManagePaymentNotifications } from '../../../application/support/manage-payment-notifications.js';
import { MakePhotoWidths } from '../../../application/support/make-photo-widths.js';
import { MakeAvifCopies } from '../../../application/payments/make-avif-copies.js';
import { MakeChapterAvifCopies } from '../../../application/chapters/make-chapter-avif-copies.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { chapterPhotoPaths } from '../../../application/chapters/chapter-photo-paths.js';
import { useCase, useCaseBuilt } from './use-case.js';

/** The use cases of memories-cli. */
export const supportModule = new ContainerModule(({ bind }) => {
  useCase(bind, ListMemories, [P.MemorySupportQueries, MemoryLinks, P.Clock]);
  useCase(bind, ShowMemory, [
    P.MemoryRepository,
    P.EmailOutbox,
    MemoryLinks,
    P.Clock,
    P.PageOpenings,
    P.StartedOrders,
    P.AnniversaryEmails,
    P.PageReplies,
    P.PlanPriceList,
    P.RecipientDeliveries,
    P.FutureLetters,
    P.PageQuestions,
    P.PageSkies,
    P.PageChapters,
  ]);
  useCase(bind, RevokeEditLink, [P.MemoryRepository, P.Clock]);
  useCase(bind, ExportBuyerData, [
    P.MemorySupportQueries,
    P.PhotoStorage,
    P.EmailOutbox,
    P.PageReplies,
    P.RecipientDeliveries,
    P.FutureLetters,
    P.PageQuestions,
    P.PageSkies,
    P.PageChapters,
  ]);
  useCase(bind, DeleteBuyerData, [P.MemoryRepository, P.MemorySupportQueries, P.PhotoStorage, P.EmailOutbox]);
  useCaseBuilt(
    bind,
    GetSupportStats,
    [
      P.MemorySupportQueries,
      P.PlanPriceList,
      P.MemoryRepository,
      P.EmailOutbox,
      P.PaymentNotificationInbox,
      P.PhotoStorage,
      P.Clock,
      P.PageOpenings,
      P.StartedOrders,
      P.PageChapters,
    ],
    (support, prices, pages, outbox, inbox, storage, clock, openings, started, chapters) =>
      new GetSupportStats(support, prices, outbox, inbox, { pages, storage, clock, namedElsewhere: chapterPhotoPaths(chapters) }, openings, started),
  );
  useCase(bind, ManageOutbox, [P.EmailOutbox, P.Clock]);
  useCase(bind, ManagePaymentNotifications, [P.PaymentNotificationInbox, P.Clock]);
  useCase(bind, MakePhotoWidths, [
    P.MemorySupportQueries,
    P.MemoryRepository,
    P.PhotoProcessor,
    P.PhotoStorage,
    MakeAvifCopies,
    MakeChapterAvifCopies,
  ]);
});
