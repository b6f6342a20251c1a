import { assertVoiceOnPlan } from '../../domain/voice/voice-message.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';

/**
 * Asked before the owner's voice message sent ahead from the edit page is read: the edit token (refused as on the
 * owner's other routes) and a Pra Sempre page (`voice.not-on-plan`). An owner editing a paid page places no new order,
 * so the shop's bounds on unpaid orders (`AdmitNewOrder`) are not asked.
 */
export class AdmitOwnerVoice {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly id: string; readonly token: string | null | undefined }): Promise<void> {
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now: this.clock.now() });
    assertVoiceOnPlan(page.planId);
  }
}
