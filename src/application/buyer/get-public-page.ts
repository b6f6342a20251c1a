import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { MemoryState } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { publicPageView, type PublicPageView } from '../shared/memory-views.js';
import { assertPublic } from '../shared/public-memory.js';

export interface GetPublicPageInput {
  readonly slug: string;
  readonly id: string;
}

/**
 * The page a QR code opens. Unknown, unpaid or mismatched addresses are not found; ended pages are gone.
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
  ) {}

  async execute(input: GetPublicPageInput): Promise<PublicPageView> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    const state = memory.snapshot();
    const held = this.views.get(state);
    // The one part of the view that changes with time: sealed until the reveal date, then open.
    if (held && (held.opensAt !== null) === memory.isSealedAt(now)) return held;
    const view = publicPageView(memory, now);
    this.views.set(state, view);
    return view;
  }
}
