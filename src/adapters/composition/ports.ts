import type { ServiceIdentifier } from 'inversify';
import type { Config } from '../../../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { Clock } from '../../application/ports/clock.js';
import type { PlanPriceList } from '../../application/ports/plan-price-list.js';
import type { IdGenerator } from '../../application/ports/id-generator.js';
import type { EditTokens } from '../../application/ports/edit-tokens.js';
import type { EmailCorrectionKeys } from '../../application/ports/email-correction-keys.js';
import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import type { ExamplePage } from '../example-page/example-page.js';
import type { MemorySupportQueries } from '../../application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../application/ports/database-health.js';
import type { AvifEncoder, PhotoProcessor } from '../../application/ports/photo-processor.js';
import type { PhotoStorage } from '../../application/ports/photo-storage.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { QrCodeRenderer } from '../../application/ports/qr-code-renderer.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { PaymentNotificationInbox } from '../../application/ports/payment-notifications.js';
import type { BackgroundTaskQueue } from '../../application/ports/background-tasks.js';
import type { Outcomes } from '../../application/ports/outcomes.js';
import type { OpeningEmailTokens } from '../../application/ports/opening-email-tokens.js';
import type { PageOpenings } from '../../application/ports/page-openings.js';
import type { AnniversaryEmailTokens } from '../../application/ports/anniversary-email-tokens.js';
import type { AnniversaryEmails } from '../../application/ports/anniversary-emails.js';
import type { PageReplies } from '../../application/ports/page-replies.js';
import type { ReplyClientKeys } from '../../application/ports/reply-client-keys.js';
import type { RecipientDeliveries } from '../../application/ports/recipient-deliveries.js';
import type { FutureLetters } from '../../application/ports/future-letters.js';
import type { PageQuestions } from '../../application/ports/page-questions.js';
import type { PageSkies } from '../../application/ports/page-skies.js';
import type { VoiceProcessor } from '../../application/ports/voice-processor.js';
import type { PageChapters } from '../../application/ports/page-chapters.js';
import type { QuestionKeys } from '../../application/ports/question-keys.js';
import type { StartedOrders } from '../../application/ports/started-orders.js';
import type { PhotoQuarantine } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../application/ports/shop-identity.js';
import type { ShareCardRenderer } from '../../application/ports/share-card-renderer.js';
import type { VideoCatalogue } from '../../application/ports/video-catalogue.js';
import type { VideoSearch } from '../../application/ports/video-search.js';
import type { OrderAddOn } from '../../application/buyer/order-add-on.js';
import type { RetryPolicy } from '../../application/shared/drain-due-tasks.js';

/** An interface has no value at run time: its binding is named by a symbol that carries the interface's type. */
const port = <T>(name: string) => Symbol.for(`memories.${name}`) as ServiceIdentifier<T>;

/**
 * The ports and the plain values the use cases are built on: one adapter each, chosen by the configuration (or a fake
 * in tests). Use cases and application helpers have no token: their class is their identifier (`container.get(CreateMemory)`).
 */
export const PORTS = {
  Config: port<Config>('Config'),
  Logger: port<Logger>('Logger'),
  Clock: port<Clock>('Clock'),
  PlanPriceList: port<PlanPriceList>('PlanPriceList'),
  IdGenerator: port<IdGenerator>('IdGenerator'),
  EditTokens: port<EditTokens>('EditTokens'),
  EmailCorrectionKeys: port<EmailCorrectionKeys>('EmailCorrectionKeys'),
  MemoryRepository: port<MemoryRepository>('MemoryRepository'),
  /** The pages read from the database itself, never from the read cache (`CorePortAdapters.freshRepository`). */
  FreshMemoryRepository: port<MemoryRepository>('FreshMemoryRepository'),
  /** The pages as the public page's reads see them: the store's and the product's example page ("Ver um exemplo"). */
  PublicPageRepository: port<MemoryRepository>('PublicPageRepository'),
  ExamplePage: port<ExamplePage>('ExamplePage'),
  MemorySupportQueries: port<MemorySupportQueries>('MemorySupportQueries'),
  DatabaseHealth: port<DatabaseHealth>('DatabaseHealth'),
  PhotoProcessor: port<PhotoProcessor>('PhotoProcessor'),
  AvifEncoder: port<AvifEncoder>('AvifEncoder'),
  PhotoStorage: port<PhotoStorage>('PhotoStorage'),
  PaymentGateway: port<PaymentGateway>('PaymentGateway'),
  /** Whether a music video plays outside YouTube, and its title. */
  VideoCatalogue: port<VideoCatalogue>('VideoCatalogue'),
  /** The music field's search by name (null: not offered, no YOUTUBE_API_KEY). */
  VideoSearch: port<VideoSearch | null>('VideoSearch'),
  Mailer: port<Mailer>('Mailer'),
  QrCodeRenderer: port<QrCodeRenderer>('QrCodeRenderer'),
  EmailOutbox: port<EmailOutbox>('EmailOutbox'),
  PaymentNotificationInbox: port<PaymentNotificationInbox>('PaymentNotificationInbox'),
  QueueRetryPolicy: port<RetryPolicy>('QueueRetryPolicy'),
  /** The work outcomes leave for later (a paid page's AVIF copies). */
  BackgroundTaskQueue: port<BackgroundTaskQueue>('BackgroundTaskQueue'),
  /** Where use cases say what happened; who reacts is listed in `outcome-reactions.ts`. */
  Outcomes: port<Outcomes>('Outcomes'),
  /** The counts of a page's openings and whether their e-mail is on. */
  PageOpenings: port<PageOpenings>('PageOpenings'),
  OpeningEmailTokens: port<OpeningEmailTokens>('OpeningEmailTokens'),
  /** The yearly anniversaries e-mailed to each page's buyer and whether these e-mails are off. */
  AnniversaryEmails: port<AnniversaryEmails>('AnniversaryEmails'),
  AnniversaryEmailTokens: port<AnniversaryEmailTokens>('AnniversaryEmailTokens'),
  /** The replies visitors sent to pages, and the digest of their address the limits count by. */
  PageReplies: port<PageReplies>('PageReplies'),
  RecipientDeliveries: port<RecipientDeliveries>('RecipientDeliveries'),
  /** The pages' letters for the future ("Cartas para o futuro"). */
  FutureLetters: port<FutureLetters>('FutureLetters'),
  /** "Pergunta de vocês": the pages' questions and wrong answers, and the keyed digests of answers, proofs and addresses. */
  PageQuestions: port<PageQuestions>('PageQuestions'),
  QuestionKeys: port<QuestionKeys>('QuestionKeys'),
  /** "O céu daquela noite": where each page's couple were when it began. */
  PageSkies: port<PageSkies>('PageSkies'),
  /** The features' parts of a new order, several or none: `allBoundTo(PORTS.OrderAddOn)` hands them all over. */
  OrderAddOn: port<OrderAddOn>('OrderAddOn'),
  ReplyClientKeys: port<ReplyClientKeys>('ReplyClientKeys'),
  /** The renewals and upgrades whose checkout was opened. */
  StartedOrders: port<StartedOrders>('StartedOrders'),
  ShopIdentityRecord: port<ShopIdentityRecord>('ShopIdentityRecord'),
  PhotoStorageMarker: port<PhotoStorageMarker>('PhotoStorageMarker'),
  PhotoQuarantine: port<PhotoQuarantine>('PhotoQuarantine'),
  /** A fresh random id for a new shop. */
  NewShopId: port<() => string>('NewShopId'),
  ShareCardRenderer: port<ShareCardRenderer>('ShareCardRenderer'),
  /** "Um áudio seu": hears and re-encodes voice messages (ffmpeg). */
  VoiceProcessor: port<VoiceProcessor>('VoiceProcessor'),
  /** "Um novo capítulo": the pages' chapters, one a year. */
  PageChapters: port<PageChapters>('PageChapters'),
} as const;
