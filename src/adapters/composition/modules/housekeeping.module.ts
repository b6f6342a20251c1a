import { ContainerModule } from 'inversify';
import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { ExpireBasicPlans } from '../../../application/housekeeping/expire-basic-plans.js';
import { RemoveAbandonedMemories } from '../../../application/housekeeping/remove-abandoned-memories.js';
import { ResumeInterruptedTasks } from '../../../application/housekeeping/resume-interrupted-tasks.js';
import { SweepOrphanedPhotos } from '../../../application/housekeeping/sweep-orphaned-photos.js';
import { TOKENS as T } from '../tokens.js';

/** The use cases the server runs on its own: the outbox worker and the periodic clean-ups. */
export const housekeepingModule = new ContainerModule(({ bind }) => {
  bind(T.DeliverQueuedEmails)
    .toResolvedValue(
      (outbox, repo, mailer, emails, clock, policy, opened) => new DeliverQueuedEmails(outbox, repo, mailer, emails, clock, policy, opened),
      [T.EmailOutbox, T.MemoryRepository, T.Mailer, T.PageLinksEmailBuilder, T.Clock, T.QueueRetryPolicy, T.PageOpenedEmailBuilder],
    )
    .inSingletonScope();
  bind(T.ExpireBasicPlans)
    .toResolvedValue((repo, clock) => new ExpireBasicPlans(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.RemoveAbandonedMemories)
    .toResolvedValue((repo, storage, clock) => new RemoveAbandonedMemories(repo, storage, clock), [T.MemoryRepository, T.PhotoStorage, T.Clock])
    .inSingletonScope();
  bind(T.SweepOrphanedPhotos)
    .toResolvedValue(
      (storage, repo, clock, quarantine, identity, marker) => new SweepOrphanedPhotos(storage, repo, clock, { quarantine, identity, marker }),
      [T.PhotoStorage, T.MemoryRepository, T.Clock, T.PhotoQuarantine, T.ShopIdentityRecord, T.PhotoStorageMarker],
    )
    .inSingletonScope();
  bind(T.ResumeInterruptedTasks)
    .toResolvedValue((outbox, inbox, clock) => new ResumeInterruptedTasks(outbox, inbox, clock), [T.EmailOutbox, T.PaymentNotificationInbox, T.Clock])
    .inSingletonScope();
});
