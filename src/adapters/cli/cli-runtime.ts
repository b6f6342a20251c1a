import type { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';
import type { DeliverQueuedEmails } from '../../application/housekeeping/deliver-queued-emails.js';
import type { RemoveAbandonedMemories } from '../../application/housekeeping/remove-abandoned-memories.js';
import type { ResendQrCodeEmail } from '../../application/buyer/resend-qr-code-email.js';
import type { CheckPaymentNotifications } from '../../application/payments/check-payment-notifications.js';
import type { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { CopyShopData } from '../../application/support/copy-shop-data.js';
import type { DeleteBuyerData } from '../../application/support/delete-buyer-data.js';
import type { ExportBuyerData } from '../../application/support/export-buyer-data.js';
import type { GetSupportStats } from '../../application/support/get-support-stats.js';
import type { ListMemories } from '../../application/support/list-memories.js';
import type { MakePhotoWidths } from '../../application/support/make-photo-widths.js';
import type { ManageOutbox } from '../../application/support/manage-outbox.js';
import type { ManagePaymentNotifications } from '../../application/support/manage-payment-notifications.js';
import type { RevokeEditLink } from '../../application/support/revoke-edit-link.js';
import type { ShowMemory } from '../../application/support/show-memory.js';
import type { FollowPageLifecycle } from '../../application/housekeeping/follow-page-lifecycle.js';
import type { SweepOrphanedPhotos } from '../../application/housekeeping/sweep-orphaned-photos.js';
import type { AdoptPhotoStorage } from '../../application/safekeeping/adopt-photo-storage.js';
import type { CheckStoredPhotos } from '../../application/safekeeping/check-stored-photos.js';
import type { ManagePhotoQuarantine } from '../../application/safekeeping/manage-photo-quarantine.js';
import type { ShopIdentityVerdict } from '../../application/safekeeping/shop-identity-check.js';

/** The shop's identity, the photo sweep and its quarantine, for `shop`, `sweep-photos`, `quarantine` and `stats`. */
export interface CliSafekeeping {
  /** Where the data is: the database (never its password) and the photos. */
  readonly places: { readonly database: string; readonly photos: string };
  /** The verdict a start would reach, changing nothing, and the sentence of its refusal if refused. */
  inspectShop(): Promise<{ readonly verdict: ShopIdentityVerdict; readonly refusal: string | null }>;
  /** The server's start-up check: passes (writing the id where it is missing) or rejects with its refusal sentence. */
  ensureSameShop(): Promise<void>;
  readonly adopt: AdoptPhotoStorage;
  readonly sweep: SweepOrphanedPhotos;
  readonly quarantine: ManagePhotoQuarantine;
  readonly storedPhotos: CheckStoredPhotos;
}

/** The use cases (and the two ports) support's commands run, built by the composition root for one command. */
export interface CliRuntime {
  readonly clock: Clock;
  readonly emailOutbox: EmailOutbox;
  readonly resendQrCodeEmail: ResendQrCodeEmail;
  readonly expireBasicPlans: ExpireBasicPlans;
  readonly followPageLifecycle: FollowPageLifecycle;
  readonly removeAbandonedMemories: RemoveAbandonedMemories;
  readonly deliverQueuedEmails: DeliverQueuedEmails;
  readonly checkPaymentNotifications: CheckPaymentNotifications;
  readonly reconcilePendingPayments: ReconcilePendingPayments;
  readonly listMemories: ListMemories;
  readonly showMemory: ShowMemory;
  readonly revokeEditLink: RevokeEditLink;
  readonly exportBuyerData: ExportBuyerData;
  readonly deleteBuyerData: DeleteBuyerData;
  readonly getSupportStats: GetSupportStats;
  readonly manageOutbox: ManageOutbox;
  readonly managePaymentNotifications: ManagePaymentNotifications;
  /** Makes the smaller widths of photos stored before they existed (memories-cli photo-variants). */
  readonly makePhotoWidths: MakePhotoWidths;
  /**
   * The copy of the shop kept in `dataDir` (its SQLite file and photo folder) into this runtime's stores (DATABASE_URL,
   * STORAGE_URL); `close` releases the source.
   */
  readonly safekeeping: CliSafekeeping;
  openShopCopy(dataDir: string): Promise<{ readonly copy: CopyShopData; close(): Promise<void> }>;
  close(): Promise<void>;
}
