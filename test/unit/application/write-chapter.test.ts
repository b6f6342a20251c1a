import { describe, expect, it } from 'vitest';
import { WriteChapter, type WriteChapterInput } from '../../../src/application/chapters/write-chapter.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { fakeImage, FakePhotoProcessor } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { RecordingOutcomes } from '../../support/fakes/recording-outcomes.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const ID = 'chapterwrite0001';
/** Together since 10 May 2023: the third anniversary is 10 May 2026 in São Paulo. */
const ANNIVERSARY = new Date('2026-05-10T03:00:00.000Z');

async function setup() {
  const pages = new InMemoryMemoryRepository();
  await pages.add(aMemory({ id: ID, status: 'active', details: { plan: 'premium', datingSince: '2023-05-10' } }));
  const chapters = new InMemoryPageChapters();
  const storage = new InMemoryPhotoStorage();
  const outcomes = new RecordingOutcomes();
  const write = new WriteChapter(pages, new FakeEditTokens(), chapters, new FakePhotoProcessor(), storage, new FixedClock(ANNIVERSARY), outcomes);
  return { chapters, storage, outcomes, write };
}

const input = (overrides: Partial<WriteChapterInput> = {}): WriteChapterInput => ({
  id: ID,
  token: `token-${ID}-v1`,
  year: 3,
  change: false,
  chapter: { title: 'O ano de Paris', text: 'Chovia.' },
  photos: [fakeImage('paris')],
  ...overrides,
});

describe('WriteChapter: what follows a chapter written', () => {
  it('says a chapter was written, once its row is, so its photos get their AVIF copies off the request path', async () => {
    const { chapters, outcomes, write } = await setup();

    await write.execute(input());
    expect(outcomes.published).toEqual([{ kind: 'chapter-written', memoryId: ID }]);
    expect(await chapters.find(ID, 3)).not.toBeNull();

    await write.execute(input({ change: true, photos: [fakeImage('nova')] }));
    expect(outcomes.published).toEqual([
      { kind: 'chapter-written', memoryId: ID },
      { kind: 'chapter-written', memoryId: ID },
    ]);
  });

  it('says nothing of a refused chapter, which leaves no row and no file', async () => {
    const { chapters, storage, outcomes, write } = await setup();

    await expect(write.execute(input({ photos: [new TextEncoder().encode('não é foto')] }))).rejects.toThrow();
    await expect(write.execute(input({ year: 4 }))).rejects.toThrow();

    expect(outcomes.published).toEqual([]);
    expect(await chapters.ofPage(ID)).toEqual([]);
    expect(storage.paths()).toEqual([]);
  });
});
