import type { MemoryRepository } from '../../application/ports/memory-repository.js';
import { isExamplePage } from '../../domain/memory/example-page.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { ExamplePage } from './example-page.js';

/**
 * The pages as the public page's reads see them: the store's, and the product's example page at its reserved id.
 * Only the public read path (the page, its photos, its openings and replies) is given this one: every other use case,
 * support's lists and counts, the scheduled rounds and backups read the store alone, so the example is never in them.
 * Writes go to the store, where the example has no row: changing it is "not found".
 */
export class ExampleMemoryRepository implements MemoryRepository {
  constructor(
    private readonly store: MemoryRepository,
    private readonly example: ExamplePage,
  ) {}

  findById(id: string): Promise<Memory | null> {
    return isExamplePage(id) ? this.example.memory() : this.store.findById(id);
  }

  add: MemoryRepository['add'] = (memory) => this.store.add(memory);
  update: MemoryRepository['update'] = (memory, queued) => this.store.update(memory, queued);
  findActiveByEmail: MemoryRepository['findActiveByEmail'] = (email) => this.store.findActiveByEmail(email);
  findActiveEndingBy: MemoryRepository['findActiveEndingBy'] = (instant) => this.store.findActiveEndingBy(instant);
  findEndingBy: MemoryRepository['findEndingBy'] = (instant) => this.store.findEndingBy(instant);
  findActiveStartedOn: MemoryRepository['findActiveStartedOn'] = (monthDays) => this.store.findActiveStartedOn(monthDays);
  findUnpaidCreatedBefore: MemoryRepository['findUnpaidCreatedBefore'] = (instant) => this.store.findUnpaidCreatedBefore(instant);
  findUnpaidCreatedSince: MemoryRepository['findUnpaidCreatedSince'] = (instant) => this.store.findUnpaidCreatedSince(instant);
  countUnpaidCreatedSince: MemoryRepository['countUnpaidCreatedSince'] = (instant) => this.store.countUnpaidCreatedSince(instant);
  remove: MemoryRepository['remove'] = (id, version) => this.store.remove(id, version);
}
