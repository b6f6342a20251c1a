import { deliveryStep, droppedWithRevealDate } from '../../domain/delivery/recipient-delivery.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import { pageEmail, queuedEmail } from '../shared/queued-email.js';

/** What one round of deliveries did. */
export interface DeliveryRound {
  /** Deliveries whose e-mails were queued by this round (the recipient's, and the buyer's notice). */
  readonly sent: number;
  /** Deliveries cancelled because their page no longer has a reveal date. */
  readonly cancelled: number;
  /** Deliveries due whose page is not online (a basic page just ended): kept until it is, or until it is gone. */
  readonly held: number;
}

/** Deliveries worked per round at most: a round runs every few seconds, and the next one takes the rest. */
const ROUND_LIMIT = 20;

/**
 * At the instant a page opens, its recipient's e-mail ("Chegou a hora: …") and the buyer's notice that it went out are
 * queued in the outbox together with the delivery's "sent", in one transaction: every instance runs these rounds, and
 * only the one that marks the delivery sent queues its e-mails. The outbox then sends them as it sends every e-mail
 * (once, retried, across restarts). The pages are read from the database, never from a read cache: a date another
 * instance moved a moment ago is the one that counts.
 */
export class DeliverOnTheDay {
  constructor(
    private readonly deliveries: RecipientDeliveries,
    private readonly pages: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<DeliveryRound> {
    const now = this.clock.now();
    const round = { sent: 0, cancelled: 0, held: 0 };
    for (const memoryId of await this.deliveries.dueBy(now, ROUND_LIMIT)) {
      const [delivery, page] = await Promise.all([this.deliveries.find(memoryId), this.pages.findById(memoryId)]);
      if (!delivery || !page) continue;
      const step = deliveryStep(delivery, page.revealAt, now);
      if (step.kind === 'cancel') {
        await this.deliveries.save(droppedWithRevealDate(delivery, now));
        round.cancelled++;
      } else if (step.kind === 'send' && page.availabilityAt(now) !== 'public') {
        round.held++;
      } else if (step.kind === 'send') {
        const emails = [queuedEmail(delivery.to, 'delivery', [page], now), pageEmail(page, 'delivery-sent', now)];
        if (await this.deliveries.markSent(memoryId, now, emails)) round.sent++;
      }
    }
    return round;
  }
}
