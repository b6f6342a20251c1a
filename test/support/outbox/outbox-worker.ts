import type { QuestionAlertEmailBuilder } from '../../../src/application/question/question-alert-email-builder.js';
import type { AnniversaryEmailBuilder } from '../../../src/application/anniversaries/anniversary-email-builder.js';
import type { DeliveryEmailBuilder } from '../../../src/application/delivery/delivery-email-builder.js';
import { DeliverQueuedEmails } from '../../../src/application/housekeeping/deliver-queued-emails.js';
import type { LetterOpenedEmailBuilder } from '../../../src/application/letters/letter-opened-email-builder.js';
import type { PageOpenedEmailBuilder } from '../../../src/application/openings/page-opened-email-builder.js';
import type { Clock } from '../../../src/application/ports/clock.js';
import type { EmailOutbox } from '../../../src/application/ports/email-outbox.js';
import type { Mailer } from '../../../src/application/ports/mailer.js';
import type { MemoryRepository } from '../../../src/application/ports/memory-repository.js';
import type { PageReplyEmailBuilder } from '../../../src/application/replies/page-reply-email-builder.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../src/application/shared/page-links-email-builder.js';
import type { RetryPolicy } from '../../../src/application/shared/drain-due-tasks.js';
import { FakeEditTokens } from '../fakes/fake-edit-tokens.js';
import { FakeQrCodeRenderer } from '../fakes/fake-qr-code-renderer.js';
import { SPEC_PRICES } from '../fakes/spec-plan-prices.js';

export const TEST_RETRY_POLICY: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 5, leaseMs: 60_000, batchSize: 10 };

/** The outbox's worker of a unit test, with the page links rendered for https://memories.example and the feature e-mails given. */
export function outboxWorker(
  ports: { outbox: EmailOutbox; pages: MemoryRepository; mailer: Mailer; clock: Clock; policy?: RetryPolicy },
  features: {
    opened?: PageOpenedEmailBuilder;
    anniversary?: AnniversaryEmailBuilder;
    replies?: PageReplyEmailBuilder;
    deliveries?: DeliveryEmailBuilder;
    letters?: LetterOpenedEmailBuilder;
    questionAlerts?: QuestionAlertEmailBuilder;
  } = {},
): DeliverQueuedEmails {
  const pageLinks = new PageLinksEmailBuilder(
    new MemoryLinks('https://memories.example'),
    new FakeEditTokens(),
    new FakeQrCodeRenderer(),
    SPEC_PRICES,
  );
  return new DeliverQueuedEmails(
    ports.outbox,
    ports.pages,
    ports.mailer,
    pageLinks,
    ports.clock,
    ports.policy ?? TEST_RETRY_POLICY,
    features.opened,
    features.anniversary,
    features.replies,
    features.deliveries,
    features.letters,
    features.questionAlerts,
  );
}
