import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FALLING_EMOJI } from '../../domain/look/falling-emoji.js';
import { DEFAULT_PALETTE } from '../../domain/look/palettes.js';
import type { PreviewCard } from './preview-design.js';

/** What draws the images (SvgPreviewImageRenderer). */
export interface PreviewImageRenderer {
  readonly designVersion: string;
  render(card: PreviewCard): Promise<Buffer>;
  renderGeneric(): Promise<Buffer>;
}

export interface CachedPreviewImagesOptions {
  /** Where rendered images are kept across restarts (DATA_DIR/previews); null keeps them in memory only. */
  readonly dir: string | null;
  /** Bytes of images held in memory at most; the least recently used go first. */
  readonly maxBytes: number;
}

/** Images drawn ahead at once, at most. */
const AHEAD_AT_ONCE = 2;

/**
 * A page's preview image, drawn once for what it shows. The key is a hash of the drawing's version and of the page's
 * names and start date, so an owner's edit gives a new key (and a new URL) and the old image is simply no longer
 * asked for. Images are kept in memory (bounded) and as files `{pageId}.{key}.png` in DATA_DIR/previews: a derived
 * cache any server can rebuild, so it stays on local disk instead of the photo storage, which holds only the buyers'
 * photos; deleting the folder only costs a new drawing per page.
 */
export class CachedPreviewImages {
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private drawingAhead = 0;
  /** Drawn ahead, held in memory and not yet in the folder: the first request that asks for one writes it there. */
  private readonly unsaved = new Set<string>();

  constructor(
    private readonly renderer: PreviewImageRenderer,
    private readonly options: CachedPreviewImagesOptions,
  ) {}

  /**
   * The content key of a page's image: changes when the names, the date, the look or the drawing change. A page in the
   * default look keeps the key it had before looks could be chosen.
   */
  versionOf(card: PreviewCard): string {
    const hash = createHash('sha256');
    for (const part of [this.renderer.designVersion, card.yourName, card.lovedName, card.datingSince.slice(0, 10)]) hash.update(`${part}\u0000`);
    const palette = card.palette ?? DEFAULT_PALETTE;
    const emoji = card.fallingEmoji ?? DEFAULT_FALLING_EMOJI;
    if (palette !== DEFAULT_PALETTE || emoji !== DEFAULT_FALLING_EMOJI) hash.update(`look:${palette}/${emoji}\u0000`);
    return hash.digest('base64url').slice(0, 16);
  }

  /** Kept under the page's id, so the housekeeping can remove it once the page is no longer shown. */
  async pageImage(card: PreviewCard & { readonly id: string }): Promise<Buffer> {
    const key = pageImageKey(card.id, this.versionOf(card));
    const image = await this.cached(key, () => this.renderer.render(card));
    if (this.unsaved.delete(key) && this.options.dir !== null) await this.store(join(this.options.dir, `${key}.png`), image);
    return image;
  }

  /**
   * Has a page's image drawn (or read back from the folder) in the background, unless it is held or under way, so the
   * request that asks for it later is answered from memory. A failure is left to that request. At most
   * AHEAD_AT_ONCE at a time: past that (a crawler going through many pages), an image waits to be asked for. Nothing
   * is written to the folder behind a request's back (a server shutting down, a folder being removed): the image
   * waits in memory for the request that writes it there.
   */
  drawAhead(card: PreviewCard & { readonly id: string }): void {
    const key = pageImageKey(card.id, this.versionOf(card));
    if (this.memory.has(key) || this.drawing.has(key) || this.drawingAhead >= AHEAD_AT_ONCE) return;
    this.drawingAhead++;
    void this.cached(key, () => this.renderer.render(card), false)
      .catch(() => undefined)
      .finally(() => this.drawingAhead--);
  }

  genericImage(): Promise<Buffer> {
    return this.cached(`generic-${this.renderer.designVersion}`, () => this.renderer.renderGeneric());
  }

  private async cached(key: string, render: () => Promise<Buffer>, save = true): Promise<Buffer> {
    const held = this.memory.get(key);
    if (held) {
      this.memory.delete(key);
      this.memory.set(key, held);
      return held;
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = this.loadOrRender(key, render, save).finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    const image = await pending;
    this.remember(key, image);
    return image;
  }

  private async loadOrRender(key: string, render: () => Promise<Buffer>, save: boolean): Promise<Buffer> {
    const file = this.options.dir === null ? null : join(this.options.dir, `${key}.png`);
    if (file !== null) {
      // Not there yet, or unreadable (a folder without rights): either way the image is drawn again.
      const stored = await readFile(file).catch(() => null);
      if (stored) return stored;
    }
    const image = await render();
    if (file !== null && save) await this.store(file, image);
    else if (file !== null) this.unsaved.add(key);
    return image;
  }

  /** Written beside and renamed into place: a reader never sees half an image. A full disk only loses the copy. */
  private async store(file: string, image: Buffer): Promise<void> {
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await mkdir(this.options.dir!, { recursive: true });
      await writeFile(partial, image);
      await rename(partial, file);
    } catch {
      // The image is still served from memory; the next start draws it again.
      await rm(partial, { force: true }).catch(() => undefined);
    }
  }

  private remember(key: string, image: Buffer): void {
    if (this.memory.has(key)) return;
    if (image.length > this.options.maxBytes) {
      this.unsaved.delete(key);
      return;
    }
    this.memory.set(key, image);
    this.memoryBytes += image.length;
    for (const [oldKey, old] of this.memory) {
      if (this.memoryBytes <= this.options.maxBytes) break;
      this.memory.delete(oldKey);
      this.unsaved.delete(oldKey);
      this.memoryBytes -= old.length;
    }
  }
}

/** A page's image file: its id first, so the images of a page that is no longer shown can be found and removed. */
export function pageImageKey(memoryId: string, version: string): string {
  return `${memoryId}.${version}`;
}
