import { Email } from '../../domain/memory/email.js';
import type { Clock } from '../ports/clock.js';
import type { MemorySearch, MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { MemoryLinks } from '../shared/memory-links.js';
import { supportMemoryView, type SupportMemoryView } from './support-memory-view.js';

/** The repository's search; the address may be typed in any case (it is refused when it is not one). */
export type ListMemoriesInput = MemorySearch;

/** Pages for support to look through, newest first. */
export class ListMemories {
  constructor(
    private readonly repository: MemorySupportQueries,
    private readonly links: MemoryLinks,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListMemoriesInput = {}): Promise<SupportMemoryView[]> {
    const { email, ...rest } = input;
    const found = await this.repository.search(email ? { ...rest, email: Email.parse(email) } : rest);
    const now = this.clock.now();
    return found.map((memory) => supportMemoryView(memory, this.links, now));
  }
}
