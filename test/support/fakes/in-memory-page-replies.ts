import { replyLimitPassed, type PageReply, type ReplyLimitScope } from '../../../src/domain/replies/page-reply.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import type { NewPageReply, PageReplies } from '../../../src/application/ports/page-replies.js';
import type { InMemoryTaskQueue } from './in-memory-task-queue.js';

/** Honours `PageReplies` like `SqlPageReplies`: counting and storing in one step, the reply's e-mail queued with it. */
export class InMemoryPageReplies implements PageReplies {
  private readonly rows: NewPageReply[] = [];

  constructor(private readonly outbox: InMemoryTaskQueue<OutboxEmail>) {}

  async add(reply: NewPageReply, since: Date, email: QueuedEmail): Promise<ReplyLimitScope | null> {
    if (this.rows.some((row) => row.id === reply.id)) throw new Error(`reply ${reply.id} already stored`);
    const recent = this.rows.filter((row) => row.memoryId === reply.memoryId && row.createdAt > since);
    const passed = replyLimitPassed({ page: recent.length, client: recent.filter((row) => row.clientKey === reply.clientKey).length });
    if (passed !== null) return passed;
    this.rows.push({ ...reply, createdAt: new Date(reply.createdAt) });
    this.outbox.enqueueNow(email.email, email.at, `reply-${reply.id}`);
    return null;
  }

  async find(id: string): Promise<PageReply | null> {
    const row = this.rows.find((candidate) => candidate.id === id);
    return row ? replyOf(row) : null;
  }

  async latest(memoryId: string, limit: number): Promise<PageReply[]> {
    return this.rows
      .filter((row) => row.memoryId === memoryId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map(replyOf);
  }

  async count(memoryId: string): Promise<number> {
    return this.rows.filter((row) => row.memoryId === memoryId).length;
  }

  async everyReplyOf(memoryId: string): Promise<NewPageReply[]> {
    return this.rows
      .filter((row) => row.memoryId === memoryId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  async importReplies(replies: readonly NewPageReply[]): Promise<number> {
    const fresh = replies.filter((reply) => !this.rows.some((row) => row.id === reply.id));
    for (const reply of fresh) this.rows.push({ ...reply, createdAt: new Date(reply.createdAt) });
    return fresh.length;
  }

  /** Test helper: every stored row, client keys included. */
  all(): readonly NewPageReply[] {
    return this.rows;
  }
}

function replyOf({ id, memoryId, note, createdAt }: NewPageReply): PageReply {
  return { id, memoryId, note, createdAt: new Date(createdAt) };
}
