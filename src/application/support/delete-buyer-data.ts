import { Email } from '../../domain/memory/email.js';
import type { EmailOutbox } from '../ports/email-outbox.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

export interface DeletedBuyerData {
  readonly email: string;
  /** The pages removed (or that would be, on a dry run), with their photo counts. */
  readonly memories: readonly { readonly id: string; readonly status: string; readonly photos: number }[];
  /** E-mails to the address removed from the outbox, sent or not. */
  readonly emails: number;
  /**
   * Its pages' e-mails to their recipients (the delivery on the day) removed from the outbox: the recipients' addresses
   * go with the pages.
   */
  readonly deliveryEmails: number;
}

/**
 * Erases a buyer, for the right of deletion the privacy policy promises: every page of the address whatever its
 * status (a published page goes offline), its photo files, the e-mails queued or sent to it, and those its pages sent
 * to their recipients (the delivery on the day). Payment records stay
 * with the payment provider, as the law requires of them.
 */
export class DeleteBuyerData {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly support: MemorySupportQueries,
    private readonly photoStorage: PhotoStorage,
    private readonly outbox: EmailOutbox,
  ) {}

  async execute(input: { readonly email: string; readonly dryRun?: boolean }): Promise<DeletedBuyerData> {
    const email = Email.parse(input.email);
    const memories = await this.support.findByEmail(email);
    const emails = (await this.outbox.list({ containing: JSON.stringify(email) })).filter((task) => task.payload.to === email);
    const pageIds = new Set(memories.map((memory) => memory.id));
    const deliveryEmails = (await this.outbox.list({ containing: '"delivery"' })).filter(
      (task) => task.payload.reason === 'delivery' && task.payload.memoryIds.some((id) => pageIds.has(id)),
    );
    const report = {
      email,
      memories: memories.map((memory) => ({ id: memory.id, status: memory.status, photos: memory.photos.length })),
      emails: emails.length,
      deliveryEmails: deliveryEmails.length,
    };
    if (input.dryRun) return report;
    for (const memory of memories) {
      // The row first: a page never points at photos that are gone; a file left by a failure is found by id.
      await this.repository.remove(memory.id);
      await this.photoStorage.removeAllOf(memory.id);
    }
    await this.outbox.remove([...emails, ...deliveryEmails].map((task) => task.id));
    return report;
  }
}
