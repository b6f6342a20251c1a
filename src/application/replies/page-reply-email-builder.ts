import type { Memory } from '../../domain/memory/memory.js';
import type { PageReplyEmail } from '../ports/mailer.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { MemoryLinks } from '../shared/memory-links.js';

/** The e-mail that brings a reply to the page's buyer, rendered when it is sent; null when the reply is gone. */
export class PageReplyEmailBuilder {
  constructor(
    private readonly links: MemoryLinks,
    private readonly replies: PageReplies,
  ) {}

  async build(to: string, memory: Memory, replyId: string | undefined): Promise<PageReplyEmail | null> {
    const reply = replyId === undefined ? null : await this.replies.find(replyId);
    if (!reply || reply.memoryId !== memory.id) return null;
    return {
      to,
      yourName: memory.yourName,
      lovedName: memory.lovedName,
      publicUrl: this.links.publicUrl(memory),
      note: reply.note,
      sentAt: reply.createdAt,
    };
  }
}
