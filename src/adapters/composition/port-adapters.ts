import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { EditTokens } from '../../application/ports/edit-tokens.js';
import type { EmailCorrectionKeys } from '../../application/ports/email-correction-keys.js';
import type { IdGenerator } from '../../application/ports/id-generator.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import type { MemorySupportQueries } from '../../application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../application/ports/database-health.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import type { VideoCatalogue } from '../../application/ports/video-catalogue.js';
import type { PaymentNotificationInbox } from '../../application/ports/payment-notifications.js';
import type { BackgroundTaskQueue } from '../../application/ports/background-tasks.js';
import type { AvifEncoder, PhotoProcessor } from '../../application/ports/photo-processor.js';
import type { PhotoStorage } from '../../application/ports/photo-storage.js';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';
import type { PhotoQuarantine } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../application/ports/shop-identity.js';
import type { ServiceIdentifier } from 'inversify';
import type { Logger } from '../logging/logger.js';
import type { FeaturePortsOf } from './features/feature-module.js';
import type { FEATURES } from './features/index.js';
import { PORTS as P } from './ports.js';

/** One adapter per port. Tests pass fakes for some of them; the rest are the real ones. */
export type PortAdapters = CorePortAdapters & FeaturePortsOf<typeof FEATURES>;

/** The adapters of the ports every part of the shop stands on; a feature's own ports come with its module (features/). */
export interface CorePortAdapters {
  readonly logger: Logger;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly editTokens: EditTokens;
  readonly emailCorrectionKeys: EmailCorrectionKeys;
  /** The pages as the buyer's use cases read and write them, through the short read cache. */
  readonly repository: MemoryRepository;
  /**
   * The pages as the database has them now, never from the read cache: for the workers that decide on what they read
   * (an e-mail sent or cancelled), when another instance may have changed the page a moment before.
   */
  readonly freshRepository: MemoryRepository;
  /** Support's queries over many pages, on the store itself. */
  readonly supportQueries: MemorySupportQueries;
  readonly databaseHealth: DatabaseHealth;
  readonly photoProcessor: PhotoProcessor;
  /** The AVIF copies made after a page is paid for: the photo worker. */
  readonly avifEncoder: AvifEncoder;
  readonly photoStorage: PhotoStorage;
  readonly paymentGateway: PaymentGateway;
  readonly videos: VideoCatalogue;
  readonly mailer: Mailer;
  readonly qrCodes: QrCodeRenderer;
  readonly emailOutbox: EmailOutbox;
  readonly paymentNotifications: PaymentNotificationInbox;
  /** The work outcomes leave for later: a paid page's AVIF copies. */
  readonly backgroundTasks: BackgroundTaskQueue;
  readonly shopIdentity: ShopIdentityRecord;
  readonly photoMarker: PhotoStorageMarker;
  readonly photoQuarantine: PhotoQuarantine;
}

/** The token each core adapter is bound to: a port added to `CorePortAdapters` is bound once it is named here. */
export const CORE_PORT_TOKENS: { readonly [Name in keyof CorePortAdapters]-?: ServiceIdentifier<CorePortAdapters[Name]> } = {
  logger: P.Logger,
  clock: P.Clock,
  ids: P.IdGenerator,
  editTokens: P.EditTokens,
  emailCorrectionKeys: P.EmailCorrectionKeys,
  repository: P.MemoryRepository,
  freshRepository: P.FreshMemoryRepository,
  supportQueries: P.MemorySupportQueries,
  databaseHealth: P.DatabaseHealth,
  photoProcessor: P.PhotoProcessor,
  avifEncoder: P.AvifEncoder,
  photoStorage: P.PhotoStorage,
  paymentGateway: P.PaymentGateway,
  videos: P.VideoCatalogue,
  mailer: P.Mailer,
  qrCodes: P.QrCodeRenderer,
  emailOutbox: P.EmailOutbox,
  paymentNotifications: P.PaymentNotificationInbox,
  backgroundTasks: P.BackgroundTaskQueue,
  shopIdentity: P.ShopIdentityRecord,
  photoMarker: P.PhotoStorageMarker,
  photoQuarantine: P.PhotoQuarantine,
};
