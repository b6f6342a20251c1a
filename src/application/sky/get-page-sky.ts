import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageSkies } from '../ports/page-skies.js';
import type { QuestionGate } from '../question/question-gate.js';
import { assertPublic } from '../shared/public-memory.js';
import { skyViewOf, type SkyView } from './sky-view.js';

/**
 * The sky on the public page. Unknown and unpaid pages are not found, ended ones gone; a page without a sky, before its
 * reveal date, or before this browser answered its question, has none to show (null, as a page that has none).
 */
export class GetPageSky {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly skies: PageSkies,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: { readonly slug: string; readonly id: string; readonly answered?: string | null }): Promise<SkyView | null> {
    const page = await this.pages.findById(input.id);
    if (!page || page.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(page, now);
    if (page.isSealedAt(now) || (await this.gate.asks(page, input.answered))) return null;
    const place = await this.skies.find(page.id);
    return place ? skyViewOf(place, page.datingSince) : null;
  }
}
