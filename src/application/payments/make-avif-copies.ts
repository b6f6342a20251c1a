import type { PhotoWidth } from '../../domain/memory/photo-variants.js';
import type { Memory } from '../../domain/memory/memory.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { AvifEncoder } from '../ports/photo-processor.js';
import type { PhotoStorage } from '../ports/photo-storage.js';
import { storeAvifCopies, type AvifCopiesOutcome, type AvifCopiesReport } from '../shared/avif-copies.js';
import { retryOnConcurrentUpdate } from '../shared/retry-on-concurrent-update.js';

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
    await this.record(memory.id, path, await storeAvifCopies(this.encoder, this.storage, path, photo));
    return 'made';
  }

  private record(memoryId: string, path: string, widths: readonly PhotoWidth[]): Promise<void> {
    return retryOnConcurrentUpdate(async () => {
      const memory = await this.repository.findById(memoryId);
      if (memory?.setPhotoAvifWidths(path, widths)) await this.repository.update(memory);
    });
  }
}
