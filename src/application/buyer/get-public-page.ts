import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import { publicPageView, type PublicPageView } from '../shared/memory-views.js';
import { assertPublic } from '../shared/public-memory.js';

export interface GetPublicPageInput {
  readonly slug: string;
  readonly id: string;
}

/** The page a QR code opens. Unknown, unpaid or mismatched addresses are not found; ended pages are gone. */
export class GetPublicPage {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: GetPublicPageInput): Promise<PublicPageView> {
    const memory = await this.repository.findById(input.id);
    if (!memory || memory.slug !== input.slug) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    return publicPageView(memory, now);
  }
}
