import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { RepliesClosedError, ReplyLimitReachedError, replyWindowStart, validReplyNote } from '../../domain/replies/page-reply.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageReplies } from '../ports/page-replies.js';
import type { ReplyClientKeys } from '../ports/reply-client-keys.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { replyEmail } from '../shared/queued-email.js';

export interface SendPageReplyInput {
  readonly slug: string;
  readonly id: string;
  /** The note as typed; empty or absent: a heart alone. */
  readonly note?: string | null;
  /** The visitor's address, only to count them by (`ReplyClientKeys`); never stored. */
  readonly clientAddress: string;
  /** The page's answer proof this browser holds ("Pergunta de vocês"), when it holds one. */
  readonly answered?: string | null;
}

export interface SentPageReply {
  readonly id: string;
  readonly note: string | null;
  readonly createdAt: Date;
}

/**
 * "Responder com carinho": a visitor answers the page with a heart, or a heart and a short note. Only a page public now
 * takes replies (unknown and unpaid pages are not found, ended ones are gone, as for the page itself), once it is open
 * (past its reveal date), and only while its owner has not turned them off. The reply and its e-mail to the buyer are stored together, unless the page's
 * limits are reached (`replyLimitPassed`): then nothing is stored and the visitor is told in Portuguese.
 */
export class SendPageReply {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly replies: PageReplies,
    private readonly clientKeys: ReplyClientKeys,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: SendPageReplyInput): Promise<SentPageReply> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    // A page before its reveal date, or before this browser answered its question, shows no reply form, and takes no reply either.
    if (!memory.repliesEnabled || memory.isSealedAt(now) || (await this.gate.asks(memory, input.answered))) throw new RepliesClosedError();
    const note = validReplyNote(input.note);
    // A reply's id is as unguessable as a page's: it is named in the outbox and nowhere public.
    const reply = { id: this.ids.memoryId(), memoryId: memory.id, note, createdAt: now };
    const clientKey = this.clientKeys.keyOf(memory.id, input.clientAddress);
    const passed = await this.replies.add({ ...reply, clientKey }, replyWindowStart(now), replyEmail(memory, reply.id, now));
    if (passed !== null) throw new ReplyLimitReachedError(passed);
    return { id: reply.id, note, createdAt: now };
  }
}
