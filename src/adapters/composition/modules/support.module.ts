import { ContainerModule } from 'inversify';
import { ListMemories } from '../../../application/support/list-memories.js';
import { ShowMemory } from '../../../application/support/show-memory.js';
import { RevokeEditLink } from '../../../application/support/revoke-edit-link.js';
import { ExportBuyerData } from '../../../application/support/export-buyer-data.js';
import { DeleteBuyerData } from '../../../application/support/delete-buyer-data.js';
import { GetSupportStats } from '../../../application/support/get-support-stats.js';
import { ManageOutbox } from '../../../application/support/manage-outbox.js';
import { ManagePaymentNotifications } from '../../../application/support/manage-payment-notifications.js';
import { TOKENS as T } from '../tokens.js';

/** The use cases of memories-cli. */
export const supportModule = new ContainerModule(({ bind }) => {
  bind(T.ListMemories)
    .toResolvedValue((repo, links, clock) => new ListMemories(repo, links, clock), [T.MemoryRepository, T.MemoryLinks, T.Clock])
    .inSingletonScope();
  bind(T.ShowMemory)
    .toResolvedValue(
      (repo, outbox, links, clock, openings, started) => new ShowMemory(repo, outbox, links, clock, openings, started),
      [T.MemoryRepository, T.EmailOutbox, T.MemoryLinks, T.Clock, T.PageOpenings, T.StartedOrders],
    )
    .inSingletonScope();
  bind(T.RevokeEditLink)
    .toResolvedValue((repo, clock) => new RevokeEditLink(repo, clock), [T.MemoryRepository, T.Clock])
    .inSingletonScope();
  bind(T.ExportBuyerData)
    .toResolvedValue((repo, storage, outbox) => new ExportBuyerData(repo, storage, outbox), [T.MemoryRepository, T.PhotoStorage, T.EmailOutbox])
    .inSingletonScope();
  bind(T.DeleteBuyerData)
    .toResolvedValue((repo, storage, outbox) => new DeleteBuyerData(repo, storage, outbox), [T.MemoryRepository, T.PhotoStorage, T.EmailOutbox])
    .inSingletonScope();
  bind(T.GetSupportStats)
    .toResolvedValue(
      (repo, outbox, inbox, storage, clock, openings, started) => new GetSupportStats(repo, outbox, inbox, { storage, clock }, openings, started),
      [T.MemoryRepository, T.EmailOutbox, T.PaymentNotificationInbox, T.PhotoStorage, T.Clock, T.PageOpenings, T.StartedOrders],
    )
    .inSingletonScope();
  bind(T.ManageOutbox)
    .toResolvedValue((outbox, clock) => new ManageOutbox(outbox, clock), [T.EmailOutbox, T.Clock])
    .inSingletonScope();
  bind(T.ManagePaymentNotifications)
    .toResolvedValue((inbox, clock) => new ManagePaymentNotifications(inbox, clock), [T.PaymentNotificationInbox, T.Clock])
    .inSingletonScope();
});
