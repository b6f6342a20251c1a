import { MemoryConcurrentUpdateError } from '../../domain/memory/memory-errors.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { LifecycleNotice } from '../../domain/renewal/page-lifecycle.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { pageEmail } from '../shared/queued-email.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The earliest notice comes this long before a page's end. */
const FIRST_NOTICE_DAYS = 30;

export interface FollowPageLifecycleInput {
  /** The instant to judge by; the clock's now when absent. */
  readonly asOf?: Date;
  /** List what would happen without changing anything. */
  readonly dryRun?: boolean;
}

export interface PageLifecycleReport {
  /** The e-mails queued (or, dry, that would be): the page and which notice. */
  readonly notices: readonly { readonly id: string; readonly notice: LifecycleNotice }[];
  /** Ended pages whose 90 days are over, removed with their photos (or, dry, that would be). */
  readonly removed: readonly string[];
}

/**
 * The life of a basic page after its purchase: its buyer is told a month and a week before its end, on the day it ends
 * and a week before its data goes; 90 days after its end (and at least a week after that warning) its photos and its
 * row are removed. Each notice is recorded on the page in the same write that queues its e-mail, so it is sent once
 * even when two rounds run at once or the process restarts; a renewal starts the list again.
 */
export class FollowPageLifecycle {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: FollowPageLifecycleInput = {}): Promise<PageLifecycleReport> {
    const now = input.asOf ?? this.clock.now();
    const pages = await this.repository.findEndingBy(new Date(now.getTime() + FIRST_NOTICE_DAYS * DAY_MS));
    const notices: { id: string; notice: LifecycleNotice }[] = [];
    const removed: string[] = [];
    for (const page of pages) {
      page.expireIfDue(now);
      if (page.isRemovalDue(now)) {
        if (input.dryRun || (await this.remove(page))) removed.push(page.id);
        continue;
      }
      const notice = page.noticeDue(now);
      if (notice === null) continue;
      if (input.dryRun || (await this.tell(page, notice, now))) notices.push({ id: page.id, notice });
    }
    return { notices, removed };
  }

  /** False when the page changed meanwhile (renewed, say): the next round decides again on what it says then. */
  private async tell(page: Memory, notice: LifecycleNotice, now: Date): Promise<boolean> {
    page.recordNotice(notice, now);
    try {
      await this.repository.update(page, pageEmail(page, notice, now));
      return true;
    } catch (error) {
      if (error instanceof MemoryConcurrentUpdateError) return false;
      throw error;
    }
  }

  /**
   * The row first: a page whose photos could not all be removed is named by no row, and the photo sweep takes them.
   * Only the page as it was read and judged: a renewal applied since (a newer version) wins, and the page and its
   * photos stay.
   */
  private async remove(page: Memory): Promise<boolean> {
    if (!(await this.repository.remove(page.id, page.version))) return false;
    await this.photoStorage.removeAllOf(page.id);
    return true;
  }
}
