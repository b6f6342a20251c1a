import {
  assertChapterPhotoCount,
  assertChapterYearOpen,
  ChapterAlreadyWrittenError,
  ChapterNotFoundError,
  validChapter,
  yearsCompletedAt,
  type ChapterInput,
  type ChapterPhoto,
  type PageChapter,
} from '../../domain/chapters/page-chapter.js';
import type { Clock } from '../ports/clock.js';
import type { EditTokens } from '../ports/edit-tokens.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import type { PageChapters } from '../ports/page-chapters.js';
import type { PhotoProcessor, PhotoUpload } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { loadOwnedMemory } from '../shared/owned-memory.js';
import { chapterViews, type ChapterView } from './chapter-views.js';

export interface WriteChapterInput {
  readonly id: string;
  readonly token: string | null | undefined;
  readonly year: number;
  /** A new chapter, or a change of the one of that year. */
  readonly change: boolean;
  readonly chapter: ChapterInput;
  /** One or two photos; on a change, none keeps the chapter's own. */
  readonly photos: readonly PhotoUpload[];
}

/**
 * The owner adds a year's chapter, from that year's anniversary on, or changes one. Every rule is checked and every
 * photo decoded before anything is stored; the photos are saved in the page's folder through the same pipeline as the
 * page's own (widths, placeholder, no metadata), and removed again when the row is not written, so a refused chapter
 * leaves no file. Photos a change replaces go once the row names the new ones (their AVIF copies with them); the new
 * ones get their AVIF copies off the request path, by the reaction to the chapter written (`MakeChapterAvifCopies`).
 */
export class WriteChapter {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly editTokens: EditTokens,
    private readonly chapters: PageChapters,
    private readonly photoProcessor: PhotoProcessor,
    private readonly photoStorage: PhotoStorage,
    private readonly clock: Clock,
    private readonly outcomes: Outcomes,
  ) {}

  async execute(input: WriteChapterInput): Promise<ChapterView> {
    const now = this.clock.now();
    const page = await loadOwnedMemory(this.pages, this.editTokens, { id: input.id, token: input.token, now });
    const words = validChapter(input.chapter);
    const current = input.change ? await this.chapters.find(page.id, input.year) : null;
    if (input.change && !current) throw new ChapterNotFoundError();
    if (!input.change) {
      assertChapterYearOpen(input.year, yearsCompletedAt(page.datingSince, now));
      if (await this.chapters.find(page.id, input.year)) throw new ChapterAlreadyWrittenError(input.year);
    }
    if (!current || input.photos.length > 0) assertChapterPhotoCount(input.photos.length);
    const photos = input.photos.length > 0 ? await this.savePhotos(page.id, input.photos) : null;
    const chapter: PageChapter = {
      memoryId: page.id,
      year: input.year,
      ...words,
      photos: photos ?? current?.photos ?? [],
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    };
    try {
      if (current) await this.chapters.update(chapter);
      else if (!(await this.chapters.add(chapter))) throw new ChapterAlreadyWrittenError(input.year);
    } catch (error) {
      if (photos) await this.photoStorage.remove(photos.map((photo) => photo.path)).catch(() => {});
      throw error;
    }
    if (current && photos) await this.photoStorage.remove(current.photos.map((photo) => photo.path)).catch(() => {});
    await this.outcomes.publish({ kind: 'chapter-written', memoryId: page.id });
    const [view] = chapterViews([chapter], now).map((each) => ({ ...each, isNew: !current }));
    return view!;
  }

  private async savePhotos(memoryId: string, uploads: readonly PhotoUpload[]): Promise<ChapterPhoto[]> {
    const processed = await Promise.all(uploads.map((upload) => this.photoProcessor.process(upload)));
    const paths = await this.photoStorage.save(memoryId, processed);
    return paths.map((path, i) => ({ path, placeholder: processed[i]?.placeholder ?? null }));
  }
}
