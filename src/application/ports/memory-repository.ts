import type { Memory } from '../../domain/memory/memory.js';
import type { QueuedEmail } from './email-outbox.js';

export interface MemoryRepository {
  /** Stores a new memory; rejects when the id is already taken. */
  add(memory: Memory): Promise<void>;
  /**
   * Stores a changed memory if nobody else changed it since it was read (same `version`), and raises its version.
   * Rejects with `MemoryConcurrentUpdateError` otherwise, and with `MemoryNotFoundError` when it is gone. The object
   * passed in keeps the version it was read with: read the memory again before changing it a second time.
   * With `queued`, the e-mail is recorded in the email outbox in the same transaction: both or neither.
   */
  update(memory: Memory, queued?: QueuedEmail): Promise<void>;
  findById(id: string): Promise<Memory | null>;
  /** Active pages of a buyer, oldest first. */
  findActiveByEmail(email: string): Promise<Memory[]>;
  /** Active pages whose end date is at or before `instant`. */
  findActiveEndingBy(instant: Date): Promise<Memory[]>;
  /** Unpaid pages (pending or failed) created before `instant`. */
  findUnpaidCreatedBefore(instant: Date): Promise<Memory[]>;
  /** Unpaid pages (pending or failed) created at or after `instant`, oldest first: the ones worth asking the provider about. */
  findUnpaidCreatedSince(instant: Date): Promise<Memory[]>;
  /** Removes a memory; resolves false when there was none. */
  remove(id: string): Promise<boolean>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
}
