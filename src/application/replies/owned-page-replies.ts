import { REPLIES_LISTED } from '../../domain/replies/page-reply.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { PageReplies } from '../ports/page-replies.js';

/** One reply as the owner's edit page shows it; the time in ISO 8601. */
export interface PageReplyView {
  readonly id: string;
  /** Null: a heart alone. Plain text, escaped wherever it is shown. */
  readonly note: string | null;
  readonly createdAt: string;
}

/** The page's replies for its owner: whether it takes them, how many came, and the latest ones, newest first. */
export interface OwnedRepliesView {
  readonly repliesEnabled: boolean;
  readonly total: number;
  readonly replies: readonly PageReplyView[];
}

export async function ownedRepliesView(memory: Memory, replies: PageReplies): Promise<OwnedRepliesView> {
  const [latest, total] = await Promise.all([replies.latest(memory.id, REPLIES_LISTED), replies.count(memory.id)]);
  return {
    repliesEnabled: memory.repliesEnabled,
    total,
    replies: latest.map((reply) => ({ id: reply.id, note: reply.note, createdAt: reply.createdAt.toISOString() })),
  };
}
