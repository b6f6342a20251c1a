import type { Config } from '../../../../config/config.js';
import type { Logger } from '../../logging/logger.js';
import type { Clock } from '../../../application/ports/clock.js';
import type { IdGenerator } from '../../../application/ports/id-generator.js';
import type { EditTokens } from '../../../application/ports/edit-tokens.js';
import type { EmailCorrectionKeys } from '../../../application/ports/email-correction-keys.js';
import type { MemoryRepository } from '../../../application/ports/memory-repository.js';
import type { PhotoProcessor } from '../../../application/ports/photo-processor.js';
import type { PhotoStorage } from '../../../application/ports/photo-storage.js';
import type { PaymentGateway } from '../../../application/ports/payment-gateway.js';
import type { Mailer } from '../../../application/ports/mailer.js';
import type { QrCodeRenderer } from '../../../application/ports/qr-code-renderer.js';
import type { EmailOutbox } from '../../../application/ports/email-outbox.js';
import type { PaymentNotificationInbox } from '../../../application/ports/payment-notifications.js';
import type { RetryPolicy } from '../../../application/shared/drain-due-tasks.js';
import { token } from './token.js';

/** The ports: one adapter each, chosen by the configuration (or a fake in tests). */
export const PORTS_TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  EditTokens: token<EditTokens>('EditTokens'),
  EmailCorrectionKeys: token<EmailCorrectionKeys>('EmailCorrectionKeys'),
  MemoryRepository: token<MemoryRepository>('MemoryRepository'),
  PhotoProcessor: token<PhotoProcessor>('PhotoProcessor'),
  PhotoStorage: token<PhotoStorage>('PhotoStorage'),
  PaymentGateway: token<PaymentGateway>('PaymentGateway'),
  Mailer: token<Mailer>('Mailer'),
  QrCodeRenderer: token<QrCodeRenderer>('QrCodeRenderer'),
  EmailOutbox: token<EmailOutbox>('EmailOutbox'),
  PaymentNotificationInbox: token<PaymentNotificationInbox>('PaymentNotificationInbox'),
  QueueRetryPolicy: token<RetryPolicy>('QueueRetryPolicy'),
} as const;
