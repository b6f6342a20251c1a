import { Memory } from '../../domain/memory/memory.js';
import { validMemoryDetails, type MemoryDetailsInput } from '../../domain/memory/memory-details.js';
import { assertPhotoCountOnCreate } from '../../domain/plan/photo-limits.js';
import { PLANS } from '../../domain/plan/plan.js';
import type { DomainError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import type { PhotoProcessor } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

export interface CreateMemoryInput extends MemoryDetailsInput {
  readonly photos: readonly Uint8Array[];
}

export interface CreateMemoryOutput {
  readonly memoryId: string;
  readonly initPoint: string;
}

/** Errors a buyer can cause: every `memory.*` validation code and the `photo.*` codes. */
export type CreateMemoryError = DomainError;

/**
 * Validates the whole order before anything is stored, stores the memory unpaid with its processed photos, and
 * opens its checkout. Any failure after the first write undoes every write: no row and no file stay behind.
 */
export class CreateMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly photoProcessor: PhotoProcessor,
    private readonly photoStorage: PhotoStorage,
    private readonly paymentGateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: CreateMemoryInput): Promise<CreateMemoryOutput> {
    const now = this.clock.now();
    const details = validMemoryDetails(input, now);
    const plan = PLANS[details.plan];
    assertPhotoCountOnCreate(plan, input.photos.length);
    const processed = await Promise.all(input.photos.map((photo) => this.photoProcessor.process(photo)));

    const id = this.ids.memoryId();
    const paths = await this.photoStorage.save(id, processed);
    let stored = false;
    try {
      await this.repository.add(Memory.create({ id, details, photos: paths, now }));
      stored = true;
      const checkout = await this.paymentGateway.createCheckout({ memoryId: id, plan, payerEmail: details.email });
      return { memoryId: id, initPoint: checkout.initPoint };
    } catch (error) {
      await this.undo(id, stored);
      throw error;
    }
  }

  private async undo(id: string, stored: boolean): Promise<void> {
    if (stored) await this.repository.remove(id);
    await this.photoStorage.removeAllOf(id);
  }
}
