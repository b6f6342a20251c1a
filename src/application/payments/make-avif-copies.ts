import { isAvifWorthKeeping, PHOTO_WIDTHS, photoVariantUrl, type PhotoWidth } from '../../domain/memory/photo-variants.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { AvifEncoder } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';

/** What became of one photo: looked at before, given its AVIF copies now (some or none kept), or not stored at all. */
export type AvifCopiesOutcome = 'complete' | 'made' | 'missing';

/** The photos of one page, counted by outcome. */
export interface AvifCopiesReport {
  readonly photos: number;
  readonly complete: number;
  readonly made: number;
  readonly missing: number;
}

/**
 * Gives the photos of a paid page their AVIF copies, after its approval and off the request path: each photo's stored
 * WebP is encoded in AVIF at every width (in the photo worker), and a width is kept only when its AVIF is at least a
 * fifth smaller than the WebP of that width. The files are stored first, then the page records which widths it has
 * (`[]` when none was worth keeping), so a crash in between leaves a page that serves WebP, and the next run (or
 * `memories-cli photo-variants`) makes them again. A photo the page already records is left as it is.
 */
export class MakeAvifCopies {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly encoder: AvifEncoder,
    private readonly storage: PhotoStorage,
  ) {}

  /** Every photo of the page; nothing for a page that is not (or no longer) active. */
  async execute(input: { readonly memoryId: string }): Promise<AvifCopiesReport> {
    const counts = { photos: 0, complete: 0, made: 0, missing: 0 };
    const memory = await this.repository.findById(input.memoryId);
    if (memory?.status !== 'active') return counts;
    for (const path of memory.photos) {
      counts.photos++;
      counts[await this.forPhoto(memory, path)]++;
    }
    return counts;
  }

  /** One photo of `memory` (as read before): `dryRun` only tells whether it would be made. */
  async forPhoto(memory: Memory, path: string, dryRun = false): Promise<AvifCopiesOutcome> {
    if (Object.hasOwn(memory.snapshot().photoAvifWidths, path)) return 'complete';
    const photo = await this.storage.read(path);
    if (photo === null) return 'missing';
    if (dryRun) return 'made';
    const kept = path.endsWith('.webp') ? await this.keptCopies(path, photo) : [];
    if (kept.length > 0) await this.storage.saveVariants(path, kept);
    await this.record(
      memory.id,
      path,
      kept.map((copy) => copy.width),
    );
    return 'made';
  }

  /** The AVIF widths worth keeping: those at least a fifth smaller than the WebP the page serves at that width. */
  private async keptCopies(path: string, photo: Uint8Array) {
    const webpBytes = await Promise.all(PHOTO_WIDTHS.map((width) => this.webpBytesOf(path, width, photo)));
    const copies = await this.encoder.encodeAvif(photo, PHOTO_WIDTHS);
    return copies.filter((copy, i) => isAvifWorthKeeping(copy.bytes.byteLength, webpBytes[i]!));
  }

  /** The bytes a browser gets for a WebP width: the photo itself when that width is not stored (see serve-uploads). */
  private async webpBytesOf(path: string, width: PhotoWidth, photo: Uint8Array): Promise<number> {
    return (await this.storage.read(photoVariantUrl(path, width)))?.byteLength ?? photo.byteLength;
  }

  private record(memoryId: string, path: string, widths: readonly PhotoWidth[]): Promise<void> {
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(memoryId);
      if (memory?.setPhotoAvifWidths(path, widths)) await this.repository.update(memory);
    });
  }
}
