import { describe, expect, it } from 'vitest';
import type { PhotoProcessor, ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { ExampleMemoryRepository } from '../../../src/adapters/example-page/example-memory-repository.js';
import { ExamplePage } from '../../../src/adapters/example-page/example-page.js';
import { EXAMPLE_PAGE } from '../../../src/domain/memory/example-page.js';
import { MemoryNotFoundError } from '../../../src/domain/memory/memory-errors.js';
import { EXAMPLE_PAGE_TEXT } from '../../../src/texts/example-page.pt-br.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');

/** Every width and a placeholder, as the photo worker makes them; fails the first `failures` photos. */
function processor(failures = 0): PhotoProcessor & { calls: number } {
  const fake = {
    calls: 0,
    async process(): Promise<ProcessedPhoto> {
      fake.calls++;
      if (fake.calls <= failures) throw new Error('the photo worker is gone');
      const variants = ([480, 720, 1080] as const).map((width) => ({ width, bytes: fakeImage(`w${width}`) }));
      return { bytes: fakeImage('full'), width: 1200, height: 1500, extension: 'webp', variants, placeholder: 'data:image/webp;base64,AA' };
    },
  };
  return fake;
}

const drawings = async () => [fakeImage('a'), fakeImage('b'), fakeImage('c')];

describe('ExamplePage', () => {
  it('is a public Pra Sempre page of the invented couple at the reserved address, replies off, photos with widths and placeholders', async () => {
    const example = new ExamplePage(processor(), drawings);
    const memory = await example.memory();
    expect([memory.id, memory.slug, memory.yourName, memory.lovedName, memory.plan.id]).toEqual([
      EXAMPLE_PAGE.id,
      EXAMPLE_PAGE.slug,
      EXAMPLE_PAGE_TEXT.yourName,
      EXAMPLE_PAGE_TEXT.lovedName,
      'premium',
    ]);
    expect(memory.availabilityAt(NOW)).toBe('public');
    expect(memory.repliesEnabled).toBe(false);
    expect(memory.shownStory).toHaveLength(EXAMPLE_PAGE_TEXT.story.length);
    expect(memory.shownPhotos).toHaveLength(3);
    expect(memory.shownPhotoPlaceholders.every((placeholder) => placeholder?.startsWith('data:image/webp'))).toBe(true);
    const [first] = memory.shownPhotos;
    expect((await example.photo(first!))?.bytes).toEqual(fakeImage('full'));
    expect((await example.photo(first!.replace('.webp', '-480.webp')))?.bytes).toEqual(fakeImage('w480'));
    expect(await example.photo('/uploads/outra0000000000/foto-1.webp')).toBeNull();
    expect(await example.memory()).toBe(memory);
  });

  it('is built once, and built again on the next read when a build failed', async () => {
    const photos = processor(1);
    const example = new ExamplePage(photos, drawings);
    await expect(example.memory()).rejects.toThrow('the photo worker is gone');
    expect((await example.memory()).id).toBe(EXAMPLE_PAGE.id);
    await example.memory();
    expect(photos.calls).toBe(4);
  });
});

describe('ExampleMemoryRepository', () => {
  it('finds the example at its id and every other page in the store, whose lists never hold the example', async () => {
    const store = new InMemoryMemoryRepository();
    const page = aMemory({ status: 'active' });
    await store.add(page);
    const pages = new ExampleMemoryRepository(store, new ExamplePage(processor(), drawings));
    expect((await pages.findById(EXAMPLE_PAGE.id))?.slug).toBe(EXAMPLE_PAGE.slug);
    expect((await pages.findById(page.id))?.id).toBe(page.id);
    expect(await store.findById(EXAMPLE_PAGE.id)).toBeNull();
    expect((await pages.findActiveStartedOn(['08-17', '06-12'])).map((memory) => memory.id)).toEqual([page.id]);
    await expect(pages.update(await pages.findById(EXAMPLE_PAGE.id).then((memory) => memory!))).rejects.toThrow(MemoryNotFoundError);
  });
});
