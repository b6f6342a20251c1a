import { AnniversaryEmailSchema, AnniversaryEmailsOffSchema } from './anniversary-emails.schema.js';
import { HealthHeartbeatSchema } from './health-heartbeat.schema.js';
import { MemorySchema } from './memory.schema.js';
import { PageDeliverySchema } from './page-deliveries.schema.js';
import { PageLetterSchema } from './page-letters.schema.js';
import { PageChapterSchema } from './page-chapters.schema.js';
import { PageQuestionSchema, PageQuestionTrySchema } from './page-questions.schema.js';
import { PageOpeningSchema } from './page-openings.schema.js';
import { PageReplySchema } from './page-replies.schema.js';
import { PageSkySchema } from './page-skies.schema.js';
import { ShopIdentitySchema } from './shop-identity.schema.js';
import { StartedOrderSchema } from './started-orders.schema.js';
import { JobLeaseSchema, RateLimitHitSchema } from './shared-state.schema.js';
import { BackgroundTaskSchema, EmailOutboxSchema, PaymentNotificationSchema } from './task-queue.schema.js';

/** Every table's schema, for both engines; each engine's migrations build exactly these tables. */
export const ENTITY_SCHEMAS = [
  MemorySchema,
  EmailOutboxSchema,
  PaymentNotificationSchema,
  HealthHeartbeatSchema,
  RateLimitHitSchema,
  JobLeaseSchema,
  PageOpeningSchema,
  StartedOrderSchema,
  ShopIdentitySchema,
  AnniversaryEmailSchema,
  AnniversaryEmailsOffSchema,
  PageReplySchema,
  BackgroundTaskSchema,
  PageDeliverySchema,
  PageLetterSchema,
  PageQuestionSchema,
  PageQuestionTrySchema,
  PageSkySchema,
  PageChapterSchema,
];
