import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageChapters } from '../ports/page-chapters.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { chapterViews, type ChapterView } from './chapter-views.js';

/** The chapters a visitor's browser gets, and whether it gets them as every visitor would (not as the owner's preview). */
export interface PageChaptersRead {
  readonly chapters: readonly ChapterView[];
  /**
   * Shown to this browser as to anybody's (the page revealed, its question answered or none): their photos may then
   * be named where every visitor fetches them (PHOTO_PUBLIC_URL), as the page's own are.
   */
  readonly shownToAll: boolean;
}

/**
 * The chapters on the public page, by year, the one added last marked new for 30 days. Unknown and unpaid pages are
 * not found, ended ones gone; a page before its reveal date, or before this browser answered its question, shows none
 * (and its photos answer as the page's own do: hidden), but to its owner's browser (the edit token as a bearer), whose
 * preview shows the page as it will be.
 */
export class GetPageChapters {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly chapters: PageChapters,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
    private readonly editTokens: EditTokens,
  ) {}

  async execute(input: {
    readonly slug: string;
    readonly id: string;
    readonly answered?: string | null;
    readonly ownerToken?: string | null;
  }): Promise<PageChaptersRead> {
    const page = await this.pages.findById(input.id);
    if (!page || page.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(page, now);
    const owner = Boolean(input.ownerToken && this.editTokens.matches(page.id, page.editTokenVersion, input.ownerToken));
    const shownToAll = !page.isSealedAt(now) && !(await this.gate.asks(page, input.answered));
    if (!owner && !shownToAll) return { chapters: [], shownToAll };
    return { chapters: chapterViews(await this.chapters.ofPage(page.id), now), shownToAll };
  }
}
