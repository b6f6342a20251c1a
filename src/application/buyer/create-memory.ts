import { Memory } from '../../domain/memory/memory.js';
import { validMemoryDetails, type MemoryDetailsInput } from '../../domain/memory/memory-details.js';
import { assertPhotoCountOnCreate } from '../../domain/plan/photo-limits.js';
import { PLANS } from '../../domain/plan/plan.js';
import type { DomainError } from '../../domain/shared/domain-error.js';
import type { Clock } from '../ports/clock.js';
import type { EmailCorrectionKeys } from '../ports/email-correction-keys.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import type { PlanPriceList } from '../ports/plan-price-list.js';
import type { PhotoProcessor, PhotoUpload } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import type { VideoCatalogue } from '../ports/video-catalogue.js';
import { checkedMusic } from '../shared/checked-music.js';
import { savedPhotoPlaceholders } from '../shared/saved-photo-placeholders.js';
import type { OrderAddOn, OrderExtras } from './order-add-on.js';

export interface CreateMemoryInput extends MemoryDetailsInput, OrderExtras {
  readonly photos: readonly PhotoUpload[];
}

export interface CreateMemoryOutput {
  readonly memoryId: string;
  readonly initPoint: string;
  /** For the ordering browser only: lets it correct the buyer's address for an hour (see CorrectBuyerEmail). */
  readonly emailCorrectionKey: string;
}

/** Errors a buyer can cause: every `memory.*` validation code and the `photo.*` codes. */
export type CreateMemoryError = DomainError;

/**
 * Validates the whole order before anything is stored, stores the memory unpaid with its processed photos, and
 * opens its checkout. Any failure from the first photo written on undoes every write: no row and no file stay behind.
 * A process killed half-way leaves files no page names: the photo sweep of the housekeeping removes them.
 */
export class CreateMemory {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly photoProcessor: PhotoProcessor,
    private readonly photoStorage: PhotoStorage,
    private readonly paymentGateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly emailCorrectionKeys: EmailCorrectionKeys,
    private readonly prices: PlanPriceList,
    /** Asks YouTube whether the music plays on the page; without it, a link is taken as it is. */
    private readonly videos?: VideoCatalogue,
    /** The features' parts of an order (order-add-on.ts), each written with the page and undone with it. */
    private readonly addOns: readonly OrderAddOn[] = [],
  ) {}

  async execute(input: CreateMemoryInput): Promise<CreateMemoryOutput> {
    const now = this.clock.now();
    const details = validMemoryDetails(input, now);
    const plan = PLANS[details.plan];
    assertPhotoCountOnCreate(plan, input.photos.length);
    const id = this.ids.memoryId();
    const addOnWrites = this.addOns.flatMap((addOn) => addOn.prepare({ memoryId: id, details, extras: input, now }) ?? []);
    const music = await checkedMusic(this.videos, details.youtube);
    const processed = await Promise.all(input.photos.map((photo) => this.photoProcessor.process(photo)));

    const priceCents = this.prices.newPagePriceCents(plan.id, now);
    const correction = this.emailCorrectionKeys.issue();
    let stored = false;
    try {
      const paths = await this.photoStorage.save(id, processed);
      const photoPlaceholders = savedPhotoPlaceholders(paths, processed);
      await this.repository.add(
        Memory.create({ id, details, photos: paths, photoPlaceholders, now, emailCorrectionKeyHash: correction.hash, music, priceCents }),
      );
      stored = true;
      for (const write of addOnWrites) await write();
      const checkout = await this.paymentGateway.createCheckout({ memoryId: id, plan, amountCents: priceCents, payerEmail: details.email });
      return { memoryId: id, initPoint: checkout.initPoint, emailCorrectionKey: correction.key };
    } catch (error) {
      await this.undo(id, stored);
      throw error;
    }
  }

  /**
   * Removes the row, then the photos (a save cut short included). Best effort: the caller must see the error that
   * stopped the order, not one of the undo. A row that could not be removed keeps its photos (an unpaid page is removed
   * with them after a week); files that could not be removed are named by no page, and the photo sweep takes them.
   */
  private async undo(id: string, stored: boolean): Promise<void> {
    if (
      stored &&
      !(await this.repository.remove(id).then(
        () => true,
        () => false,
      ))
    )
      return;
    await this.photoStorage.removeAllOf(id).catch(() => {});
  }
}
