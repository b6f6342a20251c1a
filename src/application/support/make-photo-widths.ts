import { photoVariantUrl, SMALLER_PHOTO_WIDTHS } from '../../domain/memory/photo-variants.js';
import type { MemorySupportQueries } from '../ports/memory-support-queries.js';
import type { PhotoProcessor } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';

export interface MakePhotoWidthsInput {
  /** Only counts what would be made. */
  readonly dryRun?: boolean;
}

export interface MakePhotoWidthsReport {
  readonly pages: number;
  /** Photos the pages name. */
  readonly photos: number;
  /** Photos that already had every smaller width. */
  readonly complete: number;
  /** Photos given their smaller widths now (or, with dryRun, that would be). */
  readonly made: number;
  /** Photos a page names that the storage does not have: nothing to make them from. */
  readonly missing: number;
}

/**
 * Gives every photo stored before photos had smaller widths (memories-cli photo-variants) its 480 and 960 px copies,
 * made from the stored photo by the same pipeline as an upload, one photo at a time. Photos that have every width are
 * left as they are, so it can run again after an interruption, or beside a server taking orders.
 */
export class MakePhotoWidths {
  constructor(
    private readonly repository: MemorySupportQueries,
    private readonly processor: PhotoProcessor,
    private readonly storage: PhotoStorage,
  ) {}

  async execute(input: MakePhotoWidthsInput = {}, onProgress: (done: number, total: number) => void = () => {}): Promise<MakePhotoWidthsReport> {
    const pages = await this.repository.search({});
    const counts = { pages: pages.length, photos: 0, complete: 0, made: 0, missing: 0 };
    for (const [index, memory] of pages.entries()) {
      for (const path of memory.photos) {
        counts.photos++;
        counts[await this.widen(path, input.dryRun === true)]++;
      }
      onProgress(index + 1, pages.length);
    }
    return counts;
  }

  private async widen(path: string, dryRun: boolean): Promise<'complete' | 'made' | 'missing'> {
    const widths = await Promise.all(SMALLER_PHOTO_WIDTHS.map((width) => this.storage.read(photoVariantUrl(path, width))));
    if (widths.every((bytes) => bytes !== null)) return 'complete';
    const photo = await this.storage.read(path);
    if (photo === null) return 'missing';
    if (dryRun) return 'made';
    const { variants = [] } = await this.processor.process(photo);
    if (variants.length > 0) await this.storage.saveVariants(path, variants);
    return 'made';
  }
}
