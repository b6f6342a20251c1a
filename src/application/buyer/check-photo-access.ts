import { MemoryNotFoundError } from '../../domain/memory/memory-errors.js';
import { photoOfVariantUrl } from '../../domain/memory/photo-variants.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { QuestionGate } from '../question/question-gate.js';
import { photoPreviewKeys } from '../shared/edit-link-keys.js';
import { assertPublic } from '../shared/public-memory.js';

export interface CheckPhotoAccessInput {
  /** The page the photo is stored under (`/uploads/{memoryId}/...`). */
  readonly memoryId: string;
  /** The stored path asked for (the photo itself or one of its widths); without it only the page is judged. */
  readonly storedPath?: string;
  /** The owner's photo preview key (see photoPreviewKeys), when the browser holds one. */
  readonly previewKey?: string | null;
  /** The page's answer proof this browser holds ("Pergunta de vocês"), when it holds one. */
  readonly answered?: string | null;
}

/**
 * Who may see a photo: everybody, only this browser (the owner's before the page's reveal date, or one that answered
 * the page's question: no shared cache may keep it), or nobody.
 */
export type PhotoAccess = 'public' | 'private' | 'hidden';

/**
 * A stored photo is shown exactly while its page is: the page's own rule (unknown and unpaid pages are not found,
 * ended and suspended ones are gone), read through the same repository as the page, so it costs a cached lookup.
 * Hidden for a photo the page keeps but does not show (beyond its plan's photos after a refunded upgrade), and, before
 * the page's reveal date, to everybody but the owner's browser; on a page that asks a question, to everybody but the
 * owner's browser and those that answered it. Without a stored path only the page is judged.
 */
export class CheckPhotoAccess {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly clock: Clock,
    private readonly gate: QuestionGate,
  ) {}

  async execute(input: CheckPhotoAccessInput): Promise<PhotoAccess> {
    const memory = await this.repository.findById(input.memoryId);
    if (!memory) throw new MemoryNotFoundError();
    const now = this.clock.now();
    assertPublic(memory, now);
    if (input.storedPath === undefined) return 'public';
    const photo = photoOfVariantUrl(input.storedPath)?.photoUrl ?? input.storedPath;
    if (memory.photos.includes(photo) && !memory.shownPhotos.includes(photo)) return 'hidden';
    const sealed = memory.isSealedAt(now);
    if (!sealed && !(await this.gate.hasQuestion(memory))) return 'public';
    if (input.previewKey && photoPreviewKeys.matches(this.editTokens, memory, input.previewKey)) return 'private';
    return !sealed && (await this.gate.asks(memory, input.answered)) === null ? 'private' : 'hidden';
  }
}
