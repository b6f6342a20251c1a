import 'reflect-metadata';
import { Container, type AbstractNewable } from 'inversify';
import type { Config, QueueConfig } from '../../../config/config.js';
import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { EditTokens } from '../../application/ports/edit-tokens.js';
import type { EmailCorrectionKeys } from '../../application/ports/email-correction-keys.js';
import type { IdGenerator } from '../../application/ports/id-generator.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { OpeningEmailTokens } from '../../application/ports/opening-email-tokens.js';
import type { PageOpenings } from '../../application/ports/page-openings.js';
import type { AnniversaryEmailTokens } from '../../application/ports/anniversary-email-tokens.js';
import type { AnniversaryEmails } from '../../application/ports/anniversary-emails.js';
import type { PageReplies } from '../../application/ports/page-replies.js';
import type { ReplyClientKeys } from '../../application/ports/reply-client-keys.js';
import type { StartedOrders } from '../../application/ports/started-orders.js';
import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import type { MemorySupportQueries } from '../../application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../application/ports/database-health.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import type { VideoCatalogue } from '../../application/ports/video-catalogue.js';
import { OembedVideoCatalogue, UnaskedVideoCatalogue } from '../youtube/oembed-video-catalogue.js';
import type { VideoSearch } from '../../application/ports/video-search.js';
import { DataApiVideoSearch } from '../youtube/data-api-video-search.js';
import type { PaymentNotificationInbox } from '../../application/ports/payment-notifications.js';
import type { BackgroundTask, BackgroundTaskQueue } from '../../application/ports/background-tasks.js';
import type { AvifEncoder, PhotoProcessor } from '../../application/ports/photo-processor.js';
import type { PhotoStorage } from '../../application/ports/photo-storage.js';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';
import type { PhotoQuarantine } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../application/ports/shop-identity.js';
import type { RetryPolicy } from '../../application/shared/drain-due-tasks.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { FileMailer } from '../mail/file-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { DemoPaymentGateway } from '../payments/demo/demo-payment-gateway.js';
import { CachedMemoryRepository } from '../persistence/cached-memory-repository.js';
import { MikroOrmMemoryRepository } from '../persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../persistence/mikro-orm/mikro-orm-task-queue.js';
import { writeHealthHeartbeat } from '../persistence/mikro-orm/health-heartbeat.js';
import { SqlJobLeases } from '../persistence/mikro-orm/sql-job-leases.js';
import { deleteExpiredRateLimitWindows, SqlRateLimiter } from '../persistence/mikro-orm/sql-rate-limiter.js';
import { openDatabase, type Database } from '../persistence/mikro-orm/open-database.js';
import { SqlPageOpenings } from '../persistence/mikro-orm/sql-page-openings.js';
import { SqlAnniversaryEmails } from '../persistence/mikro-orm/sql-anniversary-emails.js';
import { SqlPageReplies } from '../persistence/mikro-orm/sql-page-replies.js';
import { SqlStartedOrders } from '../persistence/mikro-orm/sql-started-orders.js';
import { SqlShopIdentity } from '../persistence/mikro-orm/sql-shop-identity.js';
import { openPostgresqlDatabase } from '../persistence/mikro-orm/open-postgresql-database.js';
import { BackgroundTaskSchema, EmailOutboxSchema, PaymentNotificationSchema } from '../persistence/mikro-orm/task-queue.schema.js';
import { ChildProcessPhotoProcessor } from '../photos/child-process-photo-processor.js';
import { QrcodeQrCodeRenderer } from '../qr/qrcode-qr-code-renderer.js';
import { developmentAppSecret } from '../security/app-secret-file.js';
import { HmacEditTokens } from '../security/hmac-edit-tokens.js';
import { HmacOpeningEmailTokens } from '../security/hmac-opening-email-tokens.js';
import { HmacAnniversaryEmailTokens } from '../security/hmac-anniversary-email-tokens.js';
import { HmacReplyClientKeys } from '../security/hmac-reply-client-keys.js';
import { Sha256EmailCorrectionKeys } from '../security/sha256-email-correction-keys.js';
import type { OpenedPhoto } from '../storage/stored-photo-paths.js';
import { RandomIdGenerator } from '../system/random-id-generator.js';
import { SystemClock } from '../system/system-clock.js';
import { checkDataDir } from './check-data-dir.js';
import { dataPaths, type DataPaths } from './data-paths.js';
import type { ScheduledBackup } from '../scheduling/scheduled-backup.js';
import { scheduledBackupOver } from './backups.js';
import { configuredPhotoStorage } from './configured-photo-storage.js';
import { wireOutcomes } from './wire-outcomes.js';
import type { BackgroundTaskRunner } from '../scheduling/background-task-runner.js';
import { prometheusMetricsFor, withCountedQueues } from './runtime-metrics.js';
import type { BackupRecord, PrometheusMetrics } from '../metrics/prometheus-metrics.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { USE_CASE_MODULES } from './modules/index.js';
import { checkPhotoStorage, shopIdOfNow } from './photo-storage-health.js';
import { dataFolderSpace, type DataFolderSpace } from '../storage/free-space.js';
import { freeSpaceReserve } from './free-space-reserve.js';
import { PORTS as P } from './ports.js';
import { ExamplePage } from '../example-page/example-page.js';
import { ExampleMemoryRepository } from '../example-page/example-memory-repository.js';
import { drawExamplePhotos } from '../example-page/example-photo-drawings.js';
import { withExamplePhotos } from './example-page-photos.js';
import { CheckStoredPhotos } from '../../application/safekeeping/check-stored-photos.js';
import { planPriceListOf } from '../../domain/shop/plan-prices.js';
import { shopContentOf } from './shop-content.js';
import { PrintShareCardRenderer } from '../print/print-share-card-renderer.js';

/** One adapter per port. Tests pass fakes for some of them; the rest are the real ones. */
export interface PortAdapters {
  readonly logger: Logger;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly editTokens: EditTokens;
  readonly emailCorrectionKeys: EmailCorrectionKeys;
  /** The pages as the buyer's use cases read and write them, through the short read cache. */
  readonly repository: MemoryRepository;
  /** Support's queries over many pages, on the store itself. */
  readonly supportQueries: MemorySupportQueries;
  readonly databaseHealth: DatabaseHealth;
  readonly photoProcessor: PhotoProcessor;
  /** The AVIF copies made after a page is paid for: the photo worker. */
  readonly avifEncoder: AvifEncoder;
  readonly photoStorage: PhotoStorage;
  readonly paymentGateway: PaymentGateway;
  readonly videos: VideoCatalogue;
  /** The music field's search by name; null without YOUTUBE_API_KEY. */
  readonly videoSearch: VideoSearch | null;
  readonly mailer: Mailer;
  readonly qrCodes: QrCodeRenderer;
  readonly emailOutbox: EmailOutbox;
  readonly paymentNotifications: PaymentNotificationInbox;
  /** The work outcomes leave for later: a paid page's AVIF copies. */
  readonly backgroundTasks: BackgroundTaskQueue;
  readonly pageOpenings: PageOpenings;
  readonly openingEmailTokens: OpeningEmailTokens;
  readonly anniversaryEmails: AnniversaryEmails;
  readonly anniversaryEmailTokens: AnniversaryEmailTokens;
  readonly pageReplies: PageReplies;
  readonly replyClientKeys: ReplyClientKeys;
  readonly startedOrders: StartedOrders;
  readonly shopIdentity: ShopIdentityRecord;
  readonly photoMarker: PhotoStorageMarker;
  readonly photoQuarantine: PhotoQuarantine;
}

/** What the server and the CLI hold on to: the container, and what the HTTP edge needs besides use cases. */
export interface Runtime {
  readonly config: Config;
  readonly container: Container;
  /** A use case by its class, from the container. */
  readonly useCase: ResolveUseCase;
  readonly logger: Logger;
  readonly paths: DataPaths;
  /** Opens a stored photo to stream it, from DATA_DIR/uploads or the bucket of STORAGE_URL. */
  readonly openStoredPhoto: (storedPath: string) => Promise<OpenedPhoto | null>;
  /** The database answers and commits a write (health check). */
  readonly checkDatabase: () => Promise<void>;
  /** This process's worker of the background tasks (`wire-outcomes.ts`); the server's queue workers run it too. */
  readonly backgroundTasks: Pick<BackgroundTaskRunner, 'runNow'>;
  /**
   * Resolves once the background tasks due so far are worked: the AVIF copies of every page approved (or edited) are
   * made, or their attempt failed (tests, the bench).
   */
  readonly avifCopiesIdle: () => Promise<void>;
  /**
   * A file can be written in the photo folder, or an object in the bucket, and the storage still holds the shop's
   * photos (its mark, and a sample of photos the pages name) (health check).
   */
  readonly checkStorage: () => Promise<void>;
  /**
   * DATA_DIR's free space against what a few orders need (health check, `stats`). It matters with every storage:
   * with STORAGE_URL the photos go to the bucket, but uploads are staged here, and here are the SQLite file, the
   * outbox and the previews.
   */
  readonly dataFolderSpace: () => Promise<DataFolderSpace>;
  /** Where the data is, for the operator's sentences: the database (never its password) and the photos. */
  readonly places: { readonly database: string; readonly photos: string };
  /** What the instances on one database share besides its rows. */
  readonly coordination: Coordination;
  /** What `/metrics` shows (METRICS_PORT); null when the server keeps no metrics. */
  readonly metrics: PrometheusMetrics | null;
  /** Tells the metrics how a backup ended (nothing happens without METRICS_PORT). */
  recordBackup(backup: BackupRecord): void;
  /** The periodic backup of BACKUP_URL, run in the housekeeping's round; null when BACKUP_URL is unset. */
  readonly scheduledBackup: ScheduledBackup | null;
  close(): Promise<void>;
}

/** The rate limits and the periodic jobs' leases, through the database so that several instances agree on them. */
export interface Coordination {
  /** A rate limit counted in the database (PostgreSQL); absent on SQLite, where the one process counts in memory. */
  readonly rateLimit?: (name: string, limit: number, windowMs: number) => { hit(key: string): Promise<number> };
  /** Takes the lease of a periodic job's round until `until`, unless another instance holds it at `now`. */
  claimLease(name: string, now: Date, until: Date): Promise<boolean>;
  /** Gives up a lease this process holds (graceful shutdown). */
  releaseLease(name: string): Promise<void>;
  /** Removes the rate limits' counters of the windows over at `now`. */
  deleteExpiredRateLimits(now: Date): Promise<number>;
}

/** The coordination of the instances on `database`, telling time by `clock`. */
function coordinationOver(database: Database, clock: Clock): Coordination {
  const leases = new SqlJobLeases(database);
  const now = () => clock.now().getTime();
  return {
    ...(database.dialect.name === 'postgresql'
      ? { rateLimit: (name: string, limit: number, windowMs: number) => new SqlRateLimiter(database, name, limit, windowMs, now) }
      : {}),
    claimLease: (name, at, until) => leases.claim(name, at, until),
    releaseLease: (name) => leases.release(name),
    deleteExpiredRateLimits: (at) => deleteExpiredRateLimitWindows(database, at),
  };
}

/** Pages held by the read cache at most: a few megabytes. */
const READ_CACHE_MAX_ENTRIES = 1000;

/** The database behind a short read cache of pages by id, unless READ_CACHE_TTL_MS is 0. */
/** The pages' three ports over one store: the buyer's through the short read cache, support's and the health check's on the store. */
function pagesOn(database: Database, ttlMs: number): Pick<PortAdapters, 'repository' | 'supportQueries' | 'databaseHealth'> {
  const store = new MikroOrmMemoryRepository(database);
  return { repository: readCached(store, ttlMs), supportQueries: store, databaseHealth: store };
}

function readCached(repository: MemoryRepository, ttlMs: number): MemoryRepository {
  return ttlMs > 0 ? new CachedMemoryRepository(repository, { ttlMs, maxEntries: READ_CACHE_MAX_ENTRIES }) : repository;
}

const HOUR_MS = 60 * 60 * 1000;

/** How the outbox and the notification inbox are worked: back-off from QUEUE_RETRY_BASE_MS up to an hour. */
export function queueRetryPolicy(queue: QueueConfig): RetryPolicy {
  // The lease outlasts one attempt (SMTP gives up after 30 s, Mercado Pago after its timeouts) with room to spare.
  return { baseDelayMs: queue.retryBaseMs, maxDelayMs: HOUR_MS, maxAttempts: queue.maxAttempts, leaseMs: 5 * 60_000, batchSize: 10 };
}

/**
 * The checkout of the configuration: Mercado Pago when its token is set, the demonstration otherwise. The SDK (some
 * 12 MB resident) is loaded only when it is used.
 */
async function paymentGatewayFor(config: Config): Promise<PaymentGateway> {
  const payments = config.payments;
  if (payments.provider === 'demo') return new DemoPaymentGateway(config.publicUrl);
  const { MercadoPagoPaymentGateway } = await import('../payments/mercadopago/mercado-pago-payment-gateway.js');
  return new MercadoPagoPaymentGateway({
    accessToken: payments.accessToken,
    apiUrl: payments.apiUrl,
    publicUrl: config.publicUrl,
    timeoutMs: payments.timeoutMs,
    statementDescriptor: payments.statementDescriptor,
  });
}

/** Binds the given adapters to the port tokens and the use cases on top of them. */
export function containerWith(config: Config, ports: PortAdapters): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(P.Config).toConstantValue(config);
  container.bind(P.Logger).toConstantValue(ports.logger);
  container.bind(P.Clock).toConstantValue(ports.clock);
  container.bind(P.IdGenerator).toConstantValue(ports.ids);
  container.bind(P.EditTokens).toConstantValue(ports.editTokens);
  container.bind(P.EmailCorrectionKeys).toConstantValue(ports.emailCorrectionKeys);
  container.bind(P.MemoryRepository).toConstantValue(ports.repository);
  const example = new ExamplePage(ports.photoProcessor, drawExamplePhotos);
  container.bind(P.ExamplePage).toConstantValue(example);
  container.bind(P.PublicPageRepository).toConstantValue(new ExampleMemoryRepository(ports.repository, example));
  container.bind(P.MemorySupportQueries).toConstantValue(ports.supportQueries);
  container.bind(P.DatabaseHealth).toConstantValue(ports.databaseHealth);
  container.bind(P.PhotoProcessor).toConstantValue(ports.photoProcessor);
  container.bind(P.AvifEncoder).toConstantValue(ports.avifEncoder);
  container.bind(P.PhotoStorage).toConstantValue(ports.photoStorage);
  container.bind(P.PaymentGateway).toConstantValue(ports.paymentGateway);
  container.bind(P.VideoCatalogue).toConstantValue(ports.videos);
  container.bind(P.VideoSearch).toConstantValue(ports.videoSearch);
  container.bind(P.Mailer).toConstantValue(ports.mailer);
  container.bind(P.QrCodeRenderer).toConstantValue(ports.qrCodes);
  container.bind(P.EmailOutbox).toConstantValue(ports.emailOutbox);
  container.bind(P.PaymentNotificationInbox).toConstantValue(ports.paymentNotifications);
  container.bind(P.BackgroundTaskQueue).toConstantValue(ports.backgroundTasks);
  container.bind(P.QueueRetryPolicy).toConstantValue(queueRetryPolicy(config.queue));
  container.bind(P.PageOpenings).toConstantValue(ports.pageOpenings);
  container.bind(P.OpeningEmailTokens).toConstantValue(ports.openingEmailTokens);
  container.bind(P.AnniversaryEmails).toConstantValue(ports.anniversaryEmails);
  container.bind(P.AnniversaryEmailTokens).toConstantValue(ports.anniversaryEmailTokens);
  container.bind(P.PageReplies).toConstantValue(ports.pageReplies);
  container.bind(P.ReplyClientKeys).toConstantValue(ports.replyClientKeys);
  container.bind(P.StartedOrders).toConstantValue(ports.startedOrders);
  container.bind(P.ShopIdentityRecord).toConstantValue(ports.shopIdentity);
  container.bind(P.PhotoStorageMarker).toConstantValue(ports.photoMarker);
  container.bind(P.PhotoQuarantine).toConstantValue(ports.photoQuarantine);
  container.bind(P.NewShopId).toConstantValue(shopIdOfNow);
  container.bind(P.PlanPriceList).toConstantValue(planPriceListOf(shopContentOf(config)));
  container.bind(P.ShareCardRenderer).toConstantValue(new PrintShareCardRenderer({ shopName: shopContentOf(config).name }));
  container.load(...USE_CASE_MODULES);
  return container;
}

/** The durable queues in the database: e-mails to send, payment notifications to check, background work. */
function queuesOn(database: Database): Pick<PortAdapters, 'emailOutbox' | 'paymentNotifications' | 'backgroundTasks'> {
  return {
    emailOutbox: new MikroOrmTaskQueue(database, EmailOutboxSchema),
    paymentNotifications: new MikroOrmTaskQueue(database, PaymentNotificationSchema),
    backgroundTasks: new MikroOrmTaskQueue<BackgroundTask>(database, BackgroundTaskSchema),
  };
}

/** What a page's visitors leave: its openings (and the e-mail's signed link to turn it off), and their replies. */
function visitorPortsOn(database: Database, secret: string) {
  return {
    pageOpenings: new SqlPageOpenings(database),
    openingEmailTokens: new HmacOpeningEmailTokens(secret),
    pageReplies: new SqlPageReplies(database),
    replyClientKeys: new HmacReplyClientKeys(secret),
  } satisfies Partial<PortAdapters>;
}

/** The periodic backup of BACKUP_URL, telling the metrics how each one ended; null when BACKUP_URL is unset. */
function scheduledBackupOf(config: Config, database: Database, clock: Clock, logger: Logger, metrics: PrometheusMetrics | null) {
  const backup = scheduledBackupOver(config, database, clock, logger);
  if (metrics) backup?.onFinished((outcome) => metrics.recordBackup(outcome));
  return backup;
}

/** The use cases of `container`, by class: the class is the identifier each is bound under (modules/use-case.ts). */
function useCasesOf(container: Container): ResolveUseCase {
  return <T>(UseCase: abstract new (...args: never[]) => T) => container.get(UseCase as AbstractNewable<T>);
}

/** The SQLite file, or the PostgreSQL server and database of DATABASE_URL (without user or password). */
function databasePlace(config: Config, paths: DataPaths): string {
  if (config.database.engine === 'sqlite') return paths.database;
  const url = new URL(config.database.url);
  return `${url.host}${url.pathname}`;
}

/** The SQLite file in DATA_DIR, or the PostgreSQL database of DATABASE_URL. */
function openConfiguredDatabase(config: Config, paths: DataPaths, logger: Logger): Promise<Database> {
  const { database } = config;
  if (database.engine === 'postgresql') {
    const log = logger.child({ component: 'database' });
    return openPostgresqlDatabase({ url: database.url, poolSize: database.poolSize, warn: (message) => log.warn(message) });
  }
  return openDatabase({ dbPath: paths.database });
}

/** The anniversaries e-mailed, in the database, and the signature of the link that turns them off. */
function anniversariesOn(database: Database, secret: string): Pick<PortAdapters, 'anniversaryEmails' | 'anniversaryEmailTokens'> {
  return { anniversaryEmails: new SqlAnniversaryEmails(database), anniversaryEmailTokens: new HmacAnniversaryEmailTokens(secret) };
}

/** E-mails go to the SMTP server of SMTP_URL, or as files to DATA_DIR/outbox. */
function mailerFor(config: Config, paths: DataPaths, logger: Logger): Mailer {
  const mailLog = logger.child({ component: 'mailer' });
  const content = shopContentOf(config);
  return config.mail.transport === 'smtp'
    ? new SmtpMailer({ url: config.mail.url, from: config.mailFrom, logger: mailLog, shop: config.shop, content })
    : new FileMailer({ outboxDir: paths.outbox, from: config.mailFrom, logger: mailLog, shop: config.shop, content });
}

/** The services outside the shop an order asks: the checkout, and YouTube about the music (overridden in tests). */
async function servicesOutsideFor(
  config: Config,
  overrides: Partial<PortAdapters>,
): Promise<Pick<PortAdapters, 'paymentGateway' | 'videos' | 'videoSearch'>> {
  return {
    paymentGateway: overrides.paymentGateway ?? (await paymentGatewayFor(config)),
    videos: config.youtubeOembed ? new OembedVideoCatalogue(config.youtubeOembed) : new UnaskedVideoCatalogue(),
    videoSearch: config.youtubeSearch && new DataApiVideoSearch(config.youtubeSearch),
  };
}

/** The database answers and commits a write (health check). */
async function checkDatabaseOf(health: DatabaseHealth, database: Database): Promise<void> {
  await health.ping();
  await writeHealthHeartbeat(database, new Date());
}

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
  const metrics = prometheusMetricsFor(config, paths.dataDir, database, () => photoWorker.queuedJobs, logger);

  const ports: PortAdapters = {
    logger,
    clock: new SystemClock(),
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
    ...visitorPortsOn(database, secret),
    ...anniversariesOn(database, secret),
    startedOrders: new SqlStartedOrders(database),
    shopIdentity: new SqlShopIdentity(database),
    photoMarker: photos.safekeeping,
    photoQuarantine: photos.safekeeping,
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
