import type { Config } from '../../../config/config.js';
import { CheckStoredPhotos } from '../../application/safekeeping/check-stored-photos.js';
import { createLogger } from '../logging/logger.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { SqlShopIdentity } from '../persistence/mikro-orm/sql-shop-identity.js';
import { ChildProcessPhotoProcessor } from '../photos/child-process-photo-processor.js';
import { QrcodeQrCodeRenderer } from '../qr/qrcode-qr-code-renderer.js';
import { developmentAppSecret } from '../security/app-secret-file.js';
import { HmacEditTokens } from '../security/hmac-edit-tokens.js';
import { Sha256EmailCorrectionKeys } from '../security/sha256-email-correction-keys.js';
import { dataFolderSpace } from '../storage/free-space.js';
import { RandomIdGenerator } from '../system/random-id-generator.js';
import { SystemClock } from '../system/system-clock.js';
import { scheduledBackupOf } from './backups.js';
import { checkDataDir } from './check-data-dir.js';
import { checkDatabaseOf, databasePlace, openConfiguredDatabase } from './configured-database.js';
import { mailerFor } from './configured-mailer.js';
import { configuredPhotoStorage } from './configured-photo-storage.js';
import { coordinationOver } from './coordination.js';
import { dataPaths } from './data-paths.js';
import { withExamplePhotos } from './example-page-photos.js';
import type { FeatureModule, FeaturePortsOf, PortMaterials } from './features/feature-module.js';
import { FEATURES } from './features/index.js';
import { freeSpaceReserve } from './free-space-reserve.js';
import { pagesOn } from './pages.js';
import { checkPhotoStorage } from './photo-storage-health.js';
import type { PortAdapters } from './port-adapters.js';
import { PORTS as P } from './ports.js';
import { queuesOn } from './queues.js';
import type { Runtime } from './runtime.js';
import { prometheusMetricsFor, withCountedQueues } from './runtime-metrics.js';
import { servicesOutsideFor } from './services-outside.js';
import { containerWith, useCasesOf } from './use-case-container.js';
import { wireOutcomes } from './wire-outcomes.js';

export type { PortAdapters } from './port-adapters.js';
export type { Coordination, Runtime } from './runtime.js';

/**
 * The embedded defaults of the product decisions: SQLite in DATA_DIR, photos in DATA_DIR/uploads, the demo
 * checkout and the file outbox. `overrides` replaces single adapters (tests use a fixed clock, say).
 */
export async function buildRuntime(config: Config, overrides: Partial<PortAdapters> = {}): Promise<Runtime> {
  const paths = dataPaths(config);
  await checkDataDir(paths, { outbox: config.mail.transport === 'file' && !overrides.mailer, sqliteFile: config.database.engine === 'sqlite' });
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const secret = config.appSecret ?? (await developmentAppSecret(paths.dataDir));
  const database = await openConfiguredDatabase(config, paths, logger);
  const mailer = overrides.mailer ?? mailerFor(config, paths, logger);
  // Photos are processed in a worker process started by the first upload and gone when idle; stopped on close.
  const photoWorker = new ChildProcessPhotoProcessor({ maxBytes: config.photoMaxBytes, maxPixels: config.photoMaxPixels });
  const photos = await configuredPhotoStorage(config.storage, paths.uploads);
  const clock = overrides.clock ?? new SystemClock();
  const metrics = prometheusMetricsFor(config, { dataDir: paths.dataDir, database, clock, photoJobsQueued: () => photoWorker.queuedJobs, logger });

  const ports: PortAdapters = {
    logger,
    clock,
    ids: new RandomIdGenerator(),
    editTokens: new HmacEditTokens(secret),
    emailCorrectionKeys: new Sha256EmailCorrectionKeys(),
    ...pagesOn(database, config.readCacheTtlMs),
    photoProcessor: photoWorker,
    avifEncoder: photoWorker,
    photoStorage: photos.storage,
    ...(await servicesOutsideFor(config, overrides)),
    mailer,
    qrCodes: new QrcodeQrCodeRenderer(),
    ...queuesOn(database),
    shopIdentity: new SqlShopIdentity(database),
    photoMarker: photos.safekeeping,
    photoQuarantine: photos.safekeeping,
    ...featurePortsMadeFrom({ config, database, secret }),
    ...overrides,
  };
  const container = containerWith(config, withCountedQueues(ports, config, metrics));
  const backgroundTasks = wireOutcomes(container, { queue: ports.backgroundTasks, clock: ports.clock, metrics, logger });
  const scheduledBackup = scheduledBackupOf(config, database, ports.clock, logger, metrics);
  return {
    config,
    container,
    useCase: useCasesOf(container),
    logger,
    paths,
    openStoredPhoto: withExamplePhotos(photos.open, container.get(P.ExamplePage)),
    checkDatabase: () => checkDatabaseOf(ports.databaseHealth, database),
    checkStorage: () => checkPhotoStorage(photos, container.get(CheckStoredPhotos)),
    dataFolderSpace: () => dataFolderSpace(paths.dataDir, freeSpaceReserve(config)),
    places: { database: databasePlace(config, paths), photos: photos.place },
    coordination: coordinationOver(database, ports.clock),
    metrics,
    recordBackup: (backup) => metrics?.recordBackup(backup),
    scheduledBackup,
    backgroundTasks,
    avifCopiesIdle: () => backgroundTasks.runNow(),
    close: async () => {
      // A task under way fails with the photo worker and is tried again later, by whichever process works the queue then.
      await backgroundTasks.stop(() => photoWorker.close());
      await photos.close();
      if (mailer instanceof SmtpMailer) await mailer.close();
      await database.close();
    },
  };
}

/** The adapters of the ports each feature owns, made by its module (features/). */
function featurePortsMadeFrom(materials: PortMaterials): FeaturePortsOf<typeof FEATURES> {
  const features: readonly FeatureModule[] = FEATURES;
  return Object.assign({}, ...features.map((feature) => feature.ports?.make(materials)));
}
