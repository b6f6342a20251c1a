import type { Memory } from '../../domain/memory/memory.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { OwnedMemoryView } from '../shared/memory-views.js';
import { ownedRepliesView } from './owned-page-replies.js';

/** The owned view with the page's replies (when the store of replies is wired). */
export async function withReplies(view: OwnedMemoryView, memory: Memory, replies: PageReplies | undefined): Promise<OwnedMemoryView> {
  return replies ? { ...view, replies: await ownedRepliesView(memory, replies) } : view;
}
