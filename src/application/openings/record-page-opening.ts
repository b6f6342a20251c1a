import type { Memory } from '../../domain/memory/memory.js';
import { isExamplePage } from '../../domain/memory/example-page.js';
import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { openingWindowStart } from '../../domain/openings/page-openings.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { EmailCorrectionKeys } from '../ports/email-correction-keys.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import type { PageOpenings, RecordedOpening } from '../ports/page-openings.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { pageEmail } from '../shared/queued-email.js';

export interface RecordPageOpeningInput {
  readonly slug: string;
  readonly id: string;
  /** What the visitor's browser holds of the page, when it holds anything: its own looks are not the opening. */
  readonly proof?: OwnBrowserProof;
}

/**
 * Proof that the browser is the buyer's own: the page's edit token (the edit link was opened there), or the order's
 * e-mail correction key (the browser placed the order). Either one, checked here, keeps the visit from counting;
 * one that does not match is ignored, and the visit counts as anyone's.
 */
export interface OwnBrowserProof {
  readonly editToken?: string;
  readonly orderKey?: string;
  /** The page's answer proof ("Pergunta de vocês"): on a page that asks, only a browser that answered opens it. */
  readonly answered?: string | null;
}

const NOT_COUNTED: RecordedOpening = { counted: false, first: false, emailQueued: false };

/**
 * A visitor tapped the page's 'Clique' gate. Counted at most once per window (`OPENING_WINDOW_MS`); the page's first
 * opening queues "A surpresa foi aberta!" to the buyer in the same transaction, so a replayed, concurrent or forged
 * request can neither send a second one nor add more than one opening per window. Unknown and unpaid pages are not
 * found, ended ones are gone, as for the page itself; before the page's reveal date nothing is counted. The buyer's
 * own browsers (proof checked by the server, never a bare flag) are not counted either, so the opening announced is
 * the partner's. Nothing about the visitor is received or kept. An opening counted is told as the page opened.
 */
export class RecordPageOpening {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly openings: PageOpenings,
    private readonly clock: Clock,
    private readonly editTokens: EditTokens,
    private readonly orderKeys: EmailCorrectionKeys,
    private readonly outcomes: Outcomes,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: RecordPageOpeningInput): Promise<RecordedOpening> {
    const recorded = await this.record(input);
    if (recorded.counted) await this.outcomes.publish({ kind: 'page-opened', memoryId: input.id });
    return recorded;
  }

  private async record(input: RecordPageOpeningInput): Promise<RecordedOpening> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    // Before its reveal date nobody sees the page itself: only openings after it count, and announce it.
    if (memory.isSealedAt(now) || this.isOwnBrowser(memory, input.proof)) return NOT_COUNTED;
    // A page that asks a question is opened by its right answer, not by a tap on the gate in front of the question.
    if (await this.gate.asks(memory, input.proof?.answered)) return NOT_COUNTED;
    // The product's example page is looked at by buyers before they buy: nobody's opening, nobody to tell.
    if (isExamplePage(memory.id)) return NOT_COUNTED;
    return this.openings.record(memory.id, now, openingWindowStart(now), pageEmail(memory, 'opened', now));
  }

  private isOwnBrowser(memory: Memory, proof: OwnBrowserProof | undefined): boolean {
    if (!proof) return false;
    const { editToken, orderKey } = proof;
    if (editToken && this.editTokens.matches(memory.id, memory.editTokenVersion, editToken)) return true;
    const hash = memory.emailCorrectionKeyHash;
    return Boolean(orderKey && hash !== null && this.orderKeys.matches(orderKey, hash));
  }
}
