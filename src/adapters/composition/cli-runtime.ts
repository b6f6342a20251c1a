import { join, resolve } from 'node:path';
import type { Config } from '../../../config/config.js';
import { SqlPageOpenings } from '../persistence/mikro-orm/sql-page-openings.js';
import { CopyShopData, type ShopStores } from '../../application/support/copy-shop-data.js';
import { MakePhotoWidths } from '../../application/support/make-photo-widths.js';
import { MikroOrmMemoryRepository } from '../persistence/mikro-orm/mikro-orm-memory-repository.js';
import { openDatabase } from '../persistence/mikro-orm/open-database.js';
import { FilesystemPhotoStorage } from '../storage/filesystem-photo-storage.js';
import { checkDataDir } from './check-data-dir.js';
import type { CliRuntime } from '../cli/cli-runtime.js';
import { createLogger, stderrAtOnce } from '../logging/logger.js';
import { buildRuntime, type PortAdapters, type Runtime } from './container.js';
import { checkShopAtStart, shopMismatchSentence } from './shop-identity-at-start.js';
import type { CliSafekeeping } from '../cli/cli-runtime.js';
import { PORTS as P } from './ports.js';
import { AdoptPhotoStorage } from '../../application/safekeeping/adopt-photo-storage.js';
import { CheckPaymentNotifications } from '../../application/payments/check-payment-notifications.js';
import { CheckShopIdentity } from '../../application/safekeeping/shop-identity-check.js';
import { CheckStoredPhotos } from '../../application/safekeeping/check-stored-photos.js';
import { DeleteBuyerData } from '../../application/support/delete-buyer-data.js';
import { DeliverQueuedEmails } from '../../application/housekeeping/deliver-queued-emails.js';
import { ExpireBasicPlans } from '../../application/housekeeping/expire-basic-plans.js';
import { ExportBuyerData } from '../../application/support/export-buyer-data.js';
import { FollowPageLifecycle } from '../../application/housekeeping/follow-page-lifecycle.js';
import { GetSupportStats } from '../../application/support/get-support-stats.js';
import { ListMemories } from '../../application/support/list-memories.js';
import { ManageOutbox } from '../../application/support/manage-outbox.js';
import { ManagePaymentNotifications } from '../../application/support/manage-payment-notifications.js';
import { ManagePhotoQuarantine } from '../../application/safekeeping/manage-photo-quarantine.js';
import { ReconcilePendingPayments } from '../../application/payments/reconcile-pending-payments.js';
import { RemoveAbandonedMemories } from '../../application/housekeeping/remove-abandoned-memories.js';
import { ResendQrCodeEmail } from '../../application/buyer/resend-qr-code-email.js';
import { RevokeEditLink } from '../../application/support/revoke-edit-link.js';
import { ShowMemory } from '../../application/support/show-memory.js';
import { SweepOrphanedPhotos } from '../../application/housekeeping/sweep-orphaned-photos.js';

/**
 * The runtime of one memories-cli command: the same composition as the server, handed over as named use cases. Logs
 * go to stderr, warnings and errors only unless LOG_LEVEL asks for debug or silence, so stdout stays the command's
 * output.
 */
export async function openCliRuntime(config: Config, overrides: Partial<PortAdapters> = {}): Promise<CliRuntime> {
  const level = config.logLevel === 'debug' || config.logLevel === 'silent' ? config.logLevel : 'warn';
  const stderr = stderrAtOnce();
  const logger = overrides.logger ?? createLogger(level, { bindings: { component: 'cli' }, out: stderr, errors: stderr });
  const runtime = await buildRuntime(config, { ...overrides, logger });
  const get = runtime.container.get.bind(runtime.container);
  return {
    clock: get(P.Clock),
    emailOutbox: get(P.EmailOutbox),
    resendQrCodeEmail: get(ResendQrCodeEmail),
    expireBasicPlans: get(ExpireBasicPlans),
    followPageLifecycle: get(FollowPageLifecycle),
    removeAbandonedMemories: get(RemoveAbandonedMemories),
    deliverQueuedEmails: get(DeliverQueuedEmails),
    checkPaymentNotifications: get(CheckPaymentNotifications),
    reconcilePendingPayments: get(ReconcilePendingPayments),
    listMemories: get(ListMemories),
    showMemory: get(ShowMemory),
    revokeEditLink: get(RevokeEditLink),
    exportBuyerData: get(ExportBuyerData),
    deleteBuyerData: get(DeleteBuyerData),
    getSupportStats: get(GetSupportStats),
    manageOutbox: get(ManageOutbox),
    managePaymentNotifications: get(ManagePaymentNotifications),
    makePhotoWidths: new MakePhotoWidths(get(P.MemoryRepository), get(P.PhotoProcessor), get(P.PhotoStorage)),
    openShopCopy: async (dataDir) => {
      const source = await openEmbeddedShop(dataDir);
      const target = { repository: get(P.MemoryRepository), photos: get(P.PhotoStorage), openings: get(P.PageOpenings) };
      return { copy: new CopyShopData(source, target), close: source.close };
    },
    safekeeping: safekeepingOf(runtime),
    close: () => runtime.close(),
  };
}

function safekeepingOf(runtime: Runtime): CliSafekeeping {
  const get = runtime.container.get.bind(runtime.container);
  return {
    places: runtime.places,
    inspectShop: async () => {
      const verdict = await get(CheckShopIdentity).inspect();
      return { verdict, refusal: verdict.kind === 'refused' ? shopMismatchSentence(verdict, runtime.places) : null };
    },
    ensureSameShop: async () => {
      await checkShopAtStart(runtime);
    },
    adopt: get(AdoptPhotoStorage),
    sweep: get(SweepOrphanedPhotos),
    quarantine: get(ManagePhotoQuarantine),
    storedPhotos: get(CheckStoredPhotos),
  };
}

/** The stores of the embedded setup in `dataDir`: its SQLite file (checked like at start-up) and its photo folder. */
async function openEmbeddedShop(dataDir: string): Promise<ShopStores & { close(): Promise<void> }> {
  const root = resolve(dataDir);
  const paths = {
    dataDir: root,
    database: join(root, 'memories.sqlite'),
    uploads: join(root, 'uploads'),
    incoming: join(root, 'incoming'),
    outbox: join(root, 'outbox'),
  };
  await checkDataDir(paths, { outbox: false, sqliteFile: true });
  const database = await openDatabase({ dbPath: paths.database });
  return {
    repository: new MikroOrmMemoryRepository(database),
    photos: new FilesystemPhotoStorage(paths.uploads),
    openings: new SqlPageOpenings(database),
    close: () => database.close(),
  };
}
