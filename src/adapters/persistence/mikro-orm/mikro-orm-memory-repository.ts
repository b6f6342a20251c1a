import { UniqueConstraintViolationException, type FilterQuery, type MikroORM } from '@mikro-orm/core';
import type { MemoryRepository } from '../../../application/ports/memory-repository.js';
import { MemoryConcurrentUpdateError, MemoryNotFoundError } from '../../../domain/memory/memory-errors.js';
import type { Memory } from '../../../domain/memory/memory.js';
import { toMemory, toMemoryRecord } from './memory.mapper.js';
import { MemorySchema, type MemoryRecord } from './memory.schema.js';

const OLDEST_FIRST = { createdAt: 'asc', id: 'asc' } as const;

/**
 * Every call works on its own forked EntityManager and writes with native statements (no unit of work), so it needs no
 * request context and never shares an identity map between callers (HTTP, CLI, jobs).
 */
export class MikroOrmMemoryRepository implements MemoryRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(memory: Memory): Promise<void> {
    try {
      await this.em().insert(MemorySchema, toMemoryRecord(memory));
    } catch (error) {
      // MikroORM's message quotes the whole INSERT, buyer's e-mail and names included: keep that out of the logs.
      if (error instanceof UniqueConstraintViolationException) throw new Error(`duplicate memory id ${memory.id}`);
      throw error;
    }
  }

  async update(memory: Memory): Promise<void> {
    const { id, version, ...changes } = toMemoryRecord(memory);
    const em = this.em();
    // The WHERE on the version read makes check-and-write one atomic statement.
    const updated = await em.nativeUpdate(MemorySchema, { id, version }, { ...changes, version: version + 1 });
    if (updated === 1) return;
    const stillThere = await em.count(MemorySchema, { id });
    throw stillThere === 0 ? new MemoryNotFoundError() : new MemoryConcurrentUpdateError();
  }

  async findById(id: string): Promise<Memory | null> {
    const record = await this.em().findOne(MemorySchema, { id });
    return record ? toMemory(record) : null;
  }

  async findActiveByEmail(email: string): Promise<Memory[]> {
    return this.select({ status: 'active', email });
  }

  async findActiveEndingBy(instant: Date): Promise<Memory[]> {
    return this.select({ status: 'active', endsAt: { $lte: instant } });
  }

  async findUnpaidCreatedBefore(instant: Date): Promise<Memory[]> {
    return this.select({ status: { $in: ['pending_payment', 'payment_failed'] }, createdAt: { $lt: instant } });
  }

  async remove(id: string): Promise<boolean> {
    return (await this.em().nativeDelete(MemorySchema, { id })) > 0;
  }

  async ping(): Promise<void> {
    await this.em().getConnection().execute('select 1');
  }

  private em() {
    return this.orm.em.fork();
  }

  private async select(where: FilterQuery<MemoryRecord>): Promise<Memory[]> {
    const records = await this.em().find(MemorySchema, where, { orderBy: OLDEST_FIRST, disableIdentityMap: true });
    return records.map(toMemory);
  }
}
