import { ContainerModule } from 'inversify';
import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { QuestionAlertEmailBuilder } from '../../../application/question/question-alert-email-builder.js';
import { LetterOpenedEmailBuilder } from '../../../application/letters/letter-opened-email-builder.js';
import { ExpireBasicPlans } from '../../../application/housekeeping/expire-basic-plans.js';
import { RemoveAbandonedMemories } from '../../../application/housekeeping/remove-abandoned-memories.js';
import { ResumeInterruptedTasks } from '../../../application/housekeeping/resume-interrupted-tasks.js';
import { RunBackgroundTasks } from '../../../application/housekeeping/run-background-tasks.js';
import { MakeAvifCopies } from '../../../application/payments/make-avif-copies.js';
import { MakeChapterAvifCopies } from '../../../application/chapters/make-chapter-avif-copies.js';
import { SweepOrphanedPhotos } from '../../../application/housekeeping/sweep-orphaned-photos.js';
import { AnniversaryEmailBuilder } from '../../../application/anniversaries/anniversary-email-builder.js';
import { PageReplyEmailBuilder } from '../../../application/replies/page-reply-email-builder.js';
import { PageOpenedEmailBuilder } from '../../../application/openings/page-opened-email-builder.js';
import { PageLinksEmailBuilder } from '../../../application/shared/page-links-email-builder.js';
import { DeliveryEmailBuilder } from '../../../application/delivery/delivery-email-builder.js';
import { PORTS as P } from '../ports.js';
import { chapterPhotoPaths } from '../../../application/chapters/chapter-photo-paths.js';
import { useCase, useCaseBuilt } from './use-case.js';

/** The use cases the server runs on its own: the outbox's and the background tasks' workers and the periodic clean-ups. */
export const housekeepingModule = new ContainerModule(({ bind }) => {
  // Decides on the pages as the database has them: a payment another instance applied a moment ago shows at once.
  useCase(bind, DeliverQueuedEmails, [
    P.EmailOutbox,
    P.FreshMemoryRepository,
    P.Mailer,
    PageLinksEmailBuilder,
    P.Clock,
    P.QueueRetryPolicy,
    PageOpenedEmailBuilder,
    AnniversaryEmailBuilder,
    PageReplyEmailBuilder,
    DeliveryEmailBuilder,
    LetterOpenedEmailBuilder,
    QuestionAlertEmailBuilder,
  ]);
  useCase(bind, ExpireBasicPlans, [P.MemoryRepository, P.Clock]);
  useCase(bind, RemoveAbandonedMemories, [P.MemoryRepository, P.PhotoStorage, P.Clock]);
  useCaseBuilt(
    bind,
    SweepOrphanedPhotos,
    [P.PhotoStorage, P.MemoryRepository, P.Clock, P.PhotoQuarantine, P.ShopIdentityRecord, P.PhotoStorageMarker, P.PageChapters],
    (storage, repo, clock, quarantine, identity, marker, chapters) =>
      new SweepOrphanedPhotos(storage, repo, clock, { quarantine, identity, marker, namedElsewhere: chapterPhotoPaths(chapters) }),
  );
  useCase(bind, ResumeInterruptedTasks, [P.EmailOutbox, P.PaymentNotificationInbox, P.BackgroundTaskQueue, P.Clock]);
  useCase(bind, RunBackgroundTasks, [P.BackgroundTaskQueue, MakeAvifCopies, MakeChapterAvifCopies, P.Clock, P.QueueRetryPolicy]);
});
