import { inOpeningOrder, type FutureLetter } from '../../../src/domain/letters/future-letter.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import type { FutureLetters } from '../../../src/application/ports/future-letters.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/** Honours `FutureLetters` like the SQL store: a letter's first opening recorded once, its e-mail queued with it. */
export class InMemoryFutureLetters implements FutureLetters {
  private readonly rows = new Map<string, FutureLetter>();

  constructor(private readonly outbox: InMemoryTaskQueue<OutboxEmail>) {}

  async ofPage(memoryId: string): Promise<FutureLetter[]> {
    return inOpeningOrder([...this.rows.values()].filter((letter) => letter.memoryId === memoryId));
  }

  async find(memoryId: string, id: string): Promise<FutureLetter | null> {
    return this.rows.get(key(memoryId, id)) ?? null;
  }

  async add(letter: FutureLetter, max: number): Promise<boolean> {
    // Counted and written in one synchronous step, as the SQL store's one statement: owners racing for the last place get one.
    const held = [...this.rows.values()].filter((each) => each.memoryId === letter.memoryId).length;
    if (held >= max || this.rows.has(key(letter.memoryId, letter.id))) return false;
    this.rows.set(key(letter.memoryId, letter.id), letter);
    return true;
  }

  async update(letter: FutureLetter): Promise<void> {
    const current = this.rows.get(key(letter.memoryId, letter.id));
    if (current) this.rows.set(key(letter.memoryId, letter.id), { ...current, title: letter.title, text: letter.text, opensOn: letter.opensOn });
  }

  async remove(memoryId: string, id: string): Promise<boolean> {
    return this.rows.delete(key(memoryId, id));
  }

  async markOpened(memoryId: string, id: string, at: Date, emails: readonly QueuedEmail[]): Promise<boolean> {
    const letter = this.rows.get(key(memoryId, id));
    if (!letter || letter.openedAt !== null) return false;
    this.rows.set(key(memoryId, id), { ...letter, openedAt: new Date(at) });
    for (const { email, at: due } of emails) this.outbox.enqueueNow(email, due);
    return true;
  }

  /** Every page's letters, for the tests that look at the whole store. */
  all(): FutureLetter[] {
    return [...this.rows.values()];
  }
}

const key = (memoryId: string, id: string) => `${memoryId}/${id}`;
