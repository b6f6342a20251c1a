import { photoVariantUrl, SMALLER_PHOTO_WIDTHS } from '../../domain/memory/photo-variants.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PhotoProcessor } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';
import type { MakeChapterAvifCopies } from '../chapters/make-chapter-avif-copies.js';
import type { MakeAvifCopies } from '../payments/make-avif-copies.js';

export interface MakePhotoWidthsInput {
  /** Only counts what would be made. */
  readonly dryRun?: boolean;
}

export interface MakePhotoWidthsReport {
  readonly pages: number;
  /** Photos the pages name. */
  readonly photos: number;
  /** Photos that already had every smaller width and their placeholder. */
  readonly complete: number;
  /** Photos given their missing widths and placeholder now (or, with dryRun, that would be). */
  readonly made: number;
  /** Photos a page names that the storage does not have: nothing to make them from. */
  readonly missing: number;
  /**
   * Photos of paid pages, their chapters' included, given their AVIF copies now (or, with dryRun, that would be); some
   * may have none worth keeping.
   */
  readonly avifMade: number;
  /** Photos of paid pages, their chapters' included, whose AVIF copies were made before. */
  readonly avifComplete: number;
  /** Photos the pages' chapters name that the storage does not have. */
  readonly chapterPhotosMissing: number;
}

/**
 * Gives every photo stored before the current widths or before placeholders (memories-cli photo-variants) its 480, 720
 * and 1080 px copies and its placeholder, made from the stored photo by the same pipeline as an upload, one photo at a
 * time; and every photo of a paid page its AVIF copies (`MakeAvifCopies`), as an approval does now, and every photo of
 * its chapters theirs (`MakeChapterAvifCopies`), as writing a chapter does. Photos that have all of them are left as they are, so it can run again after an interruption, or beside a
 * server taking orders (the placeholder is written to the page as it reads now, again when another writer came first).
 */
export class MakePhotoWidths {
  constructor(
    private readonly queries: MemorySupportQueries,
    private readonly repository: MemoryRepository,
    private readonly processor: PhotoProcessor,
    private readonly storage: PhotoStorage,
    private readonly avifCopies: MakeAvifCopies,
    private readonly chapterAvifCopies: MakeChapterAvifCopies,
  ) {}

  async execute(input: MakePhotoWidthsInput = {}, onProgress: (done: number, total: number) => void = () => {}): Promise<MakePhotoWidthsReport> {
    const pages = await this.queries.search({});
    const counts = { pages: pages.length, photos: 0, complete: 0, made: 0, missing: 0, avifMade: 0, avifComplete: 0, chapterPhotosMissing: 0 };
    const dryRun = input.dryRun === true;
    for (const [index, memory] of pages.entries()) {
      for (const path of memory.photos) {
        counts.photos++;
        const widths = await this.widen(memory, path, dryRun);
        counts[widths]++;
        // From the stored widths just made: with --dry-run, a photo whose widths are missing counts as one to make.
        if (widths === 'missing' || memory.status !== 'active') continue;
        const avif = await this.avifCopies.forPhoto(memory, path, dryRun);
        if (avif === 'made') counts.avifMade++;
        if (avif === 'complete') counts.avifComplete++;
      }
      if (memory.status === 'active') {
        const chapters = await this.chapterAvifCopies.execute({ memoryId: memory.id, dryRun });
        counts.avifMade += chapters.made;
        counts.avifComplete += chapters.complete;
        counts.chapterPhotosMissing += chapters.missing;
      }
      onProgress(index + 1, pages.length);
    }
    return counts;
  }

  private async widen(memory: Memory, path: string, dryRun: boolean): Promise<'complete' | 'made' | 'missing'> {
    const widths = await Promise.all(SMALLER_PHOTO_WIDTHS.map((width) => this.storage.read(photoVariantUrl(path, width))));
    const hasPlaceholder = Object.hasOwn(memory.snapshot().photoPlaceholders, path);
    if (widths.every((bytes) => bytes !== null) && hasPlaceholder) return 'complete';
    const photo = await this.storage.read(path);
    if (photo === null) return 'missing';
    if (dryRun) return 'made';
    const { variants = [], placeholder } = await this.processor.process(photo);
    const missing = variants.filter((variant) => widths[SMALLER_PHOTO_WIDTHS.indexOf(variant.width)] === null);
    if (missing.length > 0) await this.storage.saveVariants(path, missing);
    if (placeholder !== undefined && !hasPlaceholder) await this.keepPlaceholder(memory.id, path, placeholder);
    return 'made';
  }

  private keepPlaceholder(memoryId: string, path: string, placeholder: string): Promise<void> {
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(memoryId);
      if (memory?.setPhotoPlaceholder(path, placeholder)) await this.repository.update(memory);
    });
  }
}
