import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { CachedPreviewImages, type PreviewImageRenderer } from '../../../src/adapters/preview/cached-preview-images.js';
import type { PreviewCard } from '../../../src/adapters/preview/preview-design.js';
import { SvgPreviewImageRenderer } from '../../../src/adapters/preview/svg-preview-image-renderer.js';
import { sweepPreviewImages } from '../../../src/adapters/preview/sweep-preview-images.js';
import { tempDir } from '../../support/temp-dir.js';

const CARD: PreviewCard & { id: string } = { id: 'page1', yourName: 'Ana Júlia', lovedName: 'João', datingSince: '2021-06-12T20:30' };

/** Counts its drawings; each image is the card's text, so a test can tell which card it came from. */
class CountingRenderer implements PreviewImageRenderer {
  readonly designVersion = 'test-1';
  drawings = 0;
  async render(card: PreviewCard): Promise<Buffer> {
    this.drawings++;
    return Buffer.from(`${card.yourName}|${card.lovedName}|${card.datingSince}`);
  }
  async renderGeneric(): Promise<Buffer> {
    this.drawings++;
    return Buffer.from('generic');
  }
}

const dirs: { remove(): Promise<void> }[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((dir) => dir.remove())));

describe('CachedPreviewImages', () => {
  it('draws a page once, however often and however many at once ask, and keys it on what it shows', async () => {
    const renderer = new CountingRenderer();
    const images = new CachedPreviewImages(renderer, { dir: null, maxBytes: 1_000_000 });

    const [a, b] = await Promise.all([images.pageImage(CARD), images.pageImage(CARD)]);
    await images.pageImage(CARD);
    expect(renderer.drawings).toBe(1);
    expect(a.equals(b)).toBe(true);

    const version = images.versionOf(CARD);
    expect(images.versionOf({ ...CARD, datingSince: '2021-06-12T08:00' })).toBe(version);
    expect(images.versionOf({ ...CARD, datingSince: '2020-06-12T20:30' })).not.toBe(version);
    expect(images.versionOf({ ...CARD, lovedName: 'Joana' })).not.toBe(version);
    expect(images.versionOf({ yourName: 'Ana', lovedName: 'Júlia João', datingSince: CARD.datingSince })).not.toBe(version);

    const edited = await images.pageImage({ ...CARD, datingSince: '2020-06-12T20:30' });
    expect(edited.toString()).toContain('2020-06-12');
    expect(renderer.drawings).toBe(2);
  });

  it('keeps what it drew in its folder, so the next process serves it without drawing again', async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const folder = join(dir.path, 'previews');
    const first = new CountingRenderer();
    await new CachedPreviewImages(first, { dir: folder, maxBytes: 1_000_000 }).pageImage(CARD);
    expect(await readdir(folder)).toEqual([`page1.${new CachedPreviewImages(first, { dir: null, maxBytes: 0 }).versionOf(CARD)}.png`]);

    const next = new CountingRenderer();
    const image = await new CachedPreviewImages(next, { dir: folder, maxBytes: 1_000_000 }).pageImage(CARD);
    expect(next.drawings).toBe(0);
    expect(image.toString()).toBe('Ana Júlia|João|2021-06-12T20:30');
  });

  it('holds at most maxBytes in memory, dropping the least recently used', async () => {
    const renderer = new CountingRenderer();
    const images = new CachedPreviewImages(renderer, { dir: null, maxBytes: 70 });
    const cards = ['Bia', 'Caio', 'Duda'].map((name) => ({ ...CARD, yourName: name }));
    for (const card of cards) await images.pageImage(card);
    expect(renderer.drawings).toBe(3);
    await images.pageImage(cards[2]!);
    expect(renderer.drawings).toBe(3);
    await images.pageImage(cards[0]!);
    expect(renderer.drawings).toBe(4);
  });
});

describe('SvgPreviewImageRenderer', () => {
  it('draws 1200×630 PNGs without any font installed, for long, emoji and right-to-left names', async () => {
    const renderer = new SvgPreviewImageRenderer();
    for (const card of [
      CARD,
      {
        yourName: 'Wolfgang Amadeus Teodoro de Alcântara Orléans e Bragança',
        lovedName: 'Maria Eduarda dos Santos Figueiredo',
        datingSince: CARD.datingSince,
      },
      { yourName: '💖 👩‍❤️‍👨 🇧🇷', lovedName: '\u200Fשלום\u200E Привет', datingSince: 'not a date' },
    ]) {
      const metadata = await sharp(await renderer.render(card)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    }
    const generic = await sharp(await renderer.renderGeneric()).metadata();
    expect([generic.width, generic.height]).toEqual([1200, 630]);
  });
});

describe('sweepPreviewImages', () => {
  it('removes the images of pages no longer shown, keeps the others, the generic image and what it does not know', async () => {
    const dir = await tempDir();
    try {
      const names = ['shown1.aaaa.png', 'gone1.bbbb.png', 'gone1.cccc.png', 'generic-v1.png', 'notes.txt'];
      for (const name of names) await writeFile(join(dir.path, name), 'x');
      const asked: string[] = [];
      const removed = await sweepPreviewImages(dir.path, async (id) => {
        asked.push(id);
        return id !== 'gone1';
      });
      expect(removed).toBe(2);
      expect((await readdir(dir.path)).sort()).toEqual(['generic-v1.png', 'notes.txt', 'shown1.aaaa.png']);
      expect(asked.sort()).toEqual(['gone1', 'shown1']);
    } finally {
      await dir.remove();
    }
  });

  it('finds nothing to do in a folder that does not exist yet', async () => {
    expect(await sweepPreviewImages('/nonexistent/memories-previews', async () => false)).toBe(0);
  });
});
