import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { MemoryState } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { askingPageView, publicPageView, type PublicPageView } from '../shared/memory-views.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';

export interface GetPublicPageInput {
  readonly slug: string;
  readonly id: string;
  /** The page's answer proof this browser holds ("Pergunta de vocês"), when it holds one. */
  readonly answered?: string | null;
}

/**
 * The page a QR code opens. An open page that asks a question shows only its names and the question until this browser
 * answered it (`QuestionGate`). Unknown, unpaid or mismatched addresses are not found; ended pages are gone.
 *
 * Whether the page may be shown is judged on every read; its view is made once per state. A state is never changed,
 * only replaced, and the repository's read cache hands the same one to every read until it reads the row again, so
 * the view of a page read a thousand times a second is made about once per cache period. Views are shared: read-only.
 */
export class GetPublicPage {
  private readonly views = new WeakMap<MemoryState, PublicPageView>();

  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: GetPublicPageInput): Promise<PublicPageView> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    if (!memory.isSealedAt(now)) {
      // First the date, then the question.
      const asks = await this.gate.asks(memory, input.answered);
      if (asks) return askingPageView(memory, asks);
    }
    const state = memory.snapshot();
    const held = this.views.get(state);
    // The one part of the view that changes with time: sealed until the reveal date, then open.
    if (held && (held.opensAt !== null) === memory.isSealedAt(now)) return held;
    const view = publicPageView(memory, now);
    this.views.set(state, view);
    return view;
  }
}
