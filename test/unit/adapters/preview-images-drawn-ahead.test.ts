import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedPreviewImages, type PreviewImageRenderer } from '../../../src/adapters/preview/cached-preview-images.js';
import type { PreviewCard } from '../../../src/adapters/preview/preview-design.js';
import { drawnAhead } from '../../../src/adapters/preview/preview-images.js';
import { tempDir } from '../../support/temp-dir.js';

const PAGE = { id: 'page1', yourName: 'Ana Júlia', lovedName: 'João', datingSince: '2021-06-12T20:30' };

/** Draws only when told to: each drawing waits for `finishAll`. */
class HeldRenderer implements PreviewImageRenderer {
  readonly designVersion = 'test-1';
  readonly started: string[] = [];
  private readonly waiting: (() => void)[] = [];

  async render(card: PreviewCard): Promise<Buffer> {
    this.started.push(card.yourName);
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return Buffer.from(card.yourName);
  }

  async renderGeneric(): Promise<Buffer> {
    return Buffer.from('generic');
  }

  finishAll(): void {
    this.waiting.splice(0).forEach((finish) => finish());
  }
}

const dirs: { remove(): Promise<void> }[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => dir.remove())));

describe('preview images drawn ahead', () => {
  it('starts drawing a page’s image when its head names it, and answers the image’s request with that drawing', async () => {
    const renderer = new HeldRenderer();
    const images = drawnAhead(new CachedPreviewImages(renderer, { dir: null, maxBytes: 1_000_000 }));

    images.versionOf({ yourName: 'Sem Id', lovedName: 'João', datingSince: PAGE.datingSince });
    expect(renderer.started).toEqual([]);

    const version = images.versionOf(PAGE);
    expect(renderer.started).toEqual(['Ana Júlia']);
    expect(images.versionOf(PAGE)).toBe(version);
    const asked = images.pageImage(PAGE);
    renderer.finishAll();
    expect((await asked).toString()).toBe('Ana Júlia');
    expect(renderer.started).toEqual(['Ana Júlia']);

    images.versionOf(PAGE);
    expect(renderer.started).toEqual(['Ana Júlia']);
  });

  it('draws at most two images ahead at once; the others wait to be asked for', async () => {
    const renderer = new HeldRenderer();
    const images = drawnAhead(new CachedPreviewImages(renderer, { dir: null, maxBytes: 1_000_000 }));
    for (const name of ['Bia', 'Caio', 'Duda']) images.versionOf({ ...PAGE, id: name.toLowerCase(), yourName: name });
    expect(renderer.started).toEqual(['Bia', 'Caio']);

    const duda = images.pageImage({ ...PAGE, id: 'duda', yourName: 'Duda' });
    expect(renderer.started).toEqual(['Bia', 'Caio', 'Duda']);
    renderer.finishAll();
    expect((await duda).toString()).toBe('Duda');
  });

  it('writes nothing to the folder on its own: the image drawn ahead goes there with the first request for it', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const folder = join(dir.path, 'previews');
    const renderer = new HeldRenderer();
    const cache = new CachedPreviewImages(renderer, { dir: folder, maxBytes: 1_000_000 });
    const images = drawnAhead(cache);
    const version = images.versionOf(PAGE);
    await expect.poll(() => renderer.started).toEqual(['Ana Júlia']);
    renderer.finishAll();
    // Held in memory once drawn: naming it again starts nothing.
    await expect.poll(() => (images.versionOf(PAGE), cache['drawing'].size)).toBe(0);
    expect(await readdir(dir.path)).toEqual([]);

    expect((await images.pageImage(PAGE)).toString()).toBe('Ana Júlia');
    expect(renderer.started).toEqual(['Ana Júlia']);
    expect(await readdir(folder)).toEqual([`page1.${version}.png`]);
  });
});
