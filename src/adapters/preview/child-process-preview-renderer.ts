import { createHash } from 'node:crypto';
import { DEFAULT_SHOP_NAME } from '../../domain/shop/shop-content.js';
import { ChildProcessWorker } from '../shared/child-process-worker.js';
import type { PreviewImageRenderer } from './cached-preview-images.js';
import { PREVIEW_DESIGN_VERSION, type PreviewCard } from './preview-design.js';
import type { PreviewJob, PreviewJobResult } from './preview-worker-protocol.js';

const DEFAULT_IDLE_MS = 10_000;

/**
 * Draws preview images in a separate Node process, started by the first image asked for and stopped once none was
 * asked for `idleMs`: the server never loads sharp, fontkit or the fonts itself (what libvips allocates stays with the
 * worker and goes back to the system when it exits), and a drawing of some 100 ms of CPU never holds up its requests.
 */
export class ChildProcessPreviewRenderer implements PreviewImageRenderer {
  /** The drawing's version, and the shop's name it carries: a shop renamed gets new images, not the cached ones. */
  readonly designVersion: string;
  private readonly worker: ChildProcessWorker<PreviewJobResult>;

  /** `brand`: the shop's name at the foot of every image. */
  constructor(
    private readonly brand: string = DEFAULT_SHOP_NAME,
    idleMs = DEFAULT_IDLE_MS,
  ) {
    this.designVersion =
      brand === DEFAULT_SHOP_NAME
        ? PREVIEW_DESIGN_VERSION
        : `${PREVIEW_DESIGN_VERSION}-${createHash('sha256').update(brand).digest('hex').slice(0, 8)}`;
    this.worker = new ChildProcessWorker({ name: 'preview worker', script: new URL('./preview-worker.js', import.meta.url), idleMs });
  }

  render(card: PreviewCard): Promise<Buffer> {
    const { yourName, lovedName, datingSince, palette, fallingEmoji } = card;
    return this.draw({ yourName, lovedName, datingSince, ...(palette ? { palette } : {}), ...(fallingEmoji ? { fallingEmoji } : {}) });
  }

  renderGeneric(): Promise<Buffer> {
    return this.draw(null);
  }

  /** Stops the worker now (tests; the server lets it stop when idle). */
  close(): Promise<void> {
    return this.worker.close();
  }

  private draw(card: PreviewCard | null): Promise<Buffer> {
    return this.worker.request(
      (worker, id) => worker.send({ id, card, brand: this.brand } satisfies PreviewJob),
      (result) => {
        if ('error' in result) throw new Error(`preview worker: ${result.error}`);
        return Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength);
      },
    );
  }
}
