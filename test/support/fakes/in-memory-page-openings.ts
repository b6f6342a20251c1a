import { NEVER_OPENED, type PageOpeningsTally } from '../../../src/domain/openings/page-openings.js';
import type { QueuedEmail, OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import type { OpeningTotals, PageOpenings, RecordedOpening } from '../../../src/application/ports/page-openings.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/** Honours `PageOpenings` like `SqlPageOpenings`: one step per call, the first opening's e-mail queued with it. */
export class InMemoryPageOpenings implements PageOpenings {
  private readonly rows = new Map<string, PageOpeningsTally>();

  constructor(private readonly outbox: InMemoryTaskQueue<OutboxEmail>) {}

  async record(memoryId: string, at: Date, windowStart: Date, firstEmail: QueuedEmail | null): Promise<RecordedOpening> {
    const row = this.rows.get(memoryId) ?? NEVER_OPENED;
    if (row.lastAt !== null && row.lastAt > windowStart) return { counted: false, first: false, emailQueued: false };
    const count = row.count + 1;
    this.rows.set(memoryId, { ...row, count, firstAt: row.firstAt ?? new Date(at), lastAt: new Date(at) });
    const emailQueued = count === 1 && firstEmail !== null && !row.emailsOff;
    if (emailQueued) this.outbox.enqueueNow(firstEmail.email, firstEmail.at, `opened-${memoryId}`);
    return { counted: true, first: count === 1, emailQueued };
  }

  async find(memoryId: string): Promise<PageOpeningsTally> {
    return this.rows.get(memoryId) ?? NEVER_OPENED;
  }

  async turnEmailsOff(memoryId: string): Promise<boolean> {
    const row = this.rows.get(memoryId) ?? NEVER_OPENED;
    if (row.emailsOff) return false;
    this.rows.set(memoryId, { ...row, emailsOff: true });
    return true;
  }

  async importTally(memoryId: string, tally: PageOpeningsTally): Promise<boolean> {
    if (this.rows.has(memoryId)) return false;
    this.rows.set(memoryId, { ...tally });
    return true;
  }

  async totals(): Promise<OpeningTotals> {
    const rows = [...this.rows.values()];
    return {
      pagesOpened: rows.filter((row) => row.count > 0).length,
      openings: rows.reduce((sum, row) => sum + row.count, 0),
      emailsOff: rows.filter((row) => row.emailsOff).length,
    };
  }
}
