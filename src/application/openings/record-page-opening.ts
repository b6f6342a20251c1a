import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { openingWindowStart } from '../../domain/openings/page-openings.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageOpenings, RecordedOpening } from '../ports/page-openings.js';
import { assertPublic } from '../shared/public-memory.js';
import { pageEmail } from '../shared/queued-email.js';

export interface RecordPageOpeningInput {
  readonly slug: string;
  readonly id: string;
}

const NOT_COUNTED: RecordedOpening = { counted: false, first: false, emailQueued: false };

/**
 * A visitor tapped the page's 'Clique' gate. Counted at most once per window (`OPENING_WINDOW_MS`); the page's first
 * opening queues "A surpresa foi aberta!" to the buyer in the same transaction, so a replayed, concurrent or forged
 * request can neither send a second one nor add more than one opening per window. Unknown and unpaid pages are not
 * found, ended ones are gone, as for the page itself; before the page's reveal date nothing is counted. Nothing about
 * the visitor is received or kept.
 */
export class RecordPageOpening {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly openings: PageOpenings,
    private readonly clock: Clock,
  ) {}

  async execute(input: RecordPageOpeningInput): Promise<RecordedOpening> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    // Before its reveal date nobody sees the page itself: only openings after it count, and announce it.
    if (memory.isSealedAt(now)) return NOT_COUNTED;
    return this.openings.record(memory.id, now, openingWindowStart(now), pageEmail(memory, 'opened', now));
  }
}
