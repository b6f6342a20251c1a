import { cancelled, DeliveryTooLateError, readdressed, scheduledDelivery } from '../../domain/delivery/recipient-delivery.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedDeliveryView, type OwnedDeliveryView } from './owned-delivery.js';

export interface SetRecipientDeliveryInput {
  readonly id: string;
  readonly token: string | null | undefined;
  /** The recipient's address: the delivery is asked for, or sent to this address instead; null cancels it. */
  readonly to: string | null;
}

/**
 * The owner asks for the delivery on the day, changes its address or cancels it, until the instant the page opens
 * (the domain's rules). Cancelling a delivery there is none of is no change. After a cancellation the owner may ask
 * again, before the instant; once sent, nothing changes it.
 */
export class SetRecipientDelivery {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly deliveries: RecipientDeliveries,
    private readonly clock: Clock,
  ) {}

  async execute(input: SetRecipientDeliveryInput): Promise<OwnedDeliveryView> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    const current = await this.deliveries.find(page.id);
    if (current?.status === 'sent') throw new DeliveryTooLateError();
    if (input.to === null) {
      if (current?.status !== 'scheduled') return ownedDeliveryView(current);
      const dropped = cancelled(current, page.revealAt, now);
      await this.deliveries.save(dropped);
      return ownedDeliveryView(dropped);
    }
    const next =
      current?.status === 'scheduled'
        ? readdressed(current, input.to, page.revealAt, now)
        : scheduledDelivery({ memoryId: page.id, to: input.to, revealAt: page.revealAt, now });
    await this.deliveries.save(next);
    return ownedDeliveryView(next);
  }
}
