import type { ChapterPhoto, PageChapter } from '../../domain/chapters/page-chapter.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PageChapters } from '../ports/page-chapters.js';
import type { AvifEncoder } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { storeAvifCopies, type AvifCopiesOutcome, type AvifCopiesReport } from '../shared/avif-copies.js';

/**
 * Gives the photos of a page's chapters their AVIF copies, as `MakeAvifCopies` gives the page's own: off the request
 * path, after a chapter is written (the background task the reaction queues, retried when it fails), from each stored
 * WebP, keeping the widths at least a fifth smaller. The files are stored first, then the chapter records which widths
 * its photo has, so a crash in between leaves a chapter that serves WebP and the next run makes them again. A photo
 * whose widths are recorded is left as it is; one replaced meanwhile records nothing (its files went with it, or the
 * hourly sweep takes them).
 */
export class MakeChapterAvifCopies {
  constructor(
    private readonly pages: MemoryRepository,
    private readonly chapters: PageChapters,
    private readonly encoder: AvifEncoder,
    private readonly storage: PhotoStorage,
  ) {}

  /**
   * Every photo of the page's chapters (with `dryRun`, only counted); nothing for a page that is not (or no longer)
   * active.
   */
  async execute(input: { readonly memoryId: string; readonly dryRun?: boolean }): Promise<AvifCopiesReport> {
    const counts = { photos: 0, complete: 0, made: 0, missing: 0 };
    const page = await this.pages.findById(input.memoryId);
    if (page?.status !== 'active') return counts;
    for (const chapter of await this.chapters.ofPage(page.id)) {
      for (const photo of chapter.photos) {
        counts.photos++;
        counts[await this.forPhoto(chapter, photo, input.dryRun)]++;
      }
    }
    return counts;
  }

  /** One photo of `chapter` (as read before): `dryRun` only tells whether it would be made. */
  async forPhoto(chapter: PageChapter, photo: ChapterPhoto, dryRun = false): Promise<AvifCopiesOutcome> {
    if (photo.avifWidths) return 'complete';
    const bytes = await this.storage.read(photo.path);
    if (bytes === null) return 'missing';
    if (dryRun) return 'made';
    const widths = await storeAvifCopies(this.encoder, this.storage, photo.path, bytes);
    await this.chapters.recordPhotoAvifWidths(chapter.memoryId, chapter.year, photo.path, widths);
    return 'made';
  }
}
