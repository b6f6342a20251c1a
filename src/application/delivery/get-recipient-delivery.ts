import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { ownedDeliveryView, type OwnedDeliveryView } from './owned-delivery.js';

/** The page's delivery on the day as its owner sees it on the edit page (the address masked). */
export class GetRecipientDelivery {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly deliveries: RecipientDeliveries,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<OwnedDeliveryView> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    return ownedDeliveryView(await this.deliveries.find(page.id));
  }
}
