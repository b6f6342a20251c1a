import { describe, expect, it } from 'vitest';
import { RunBackgroundTasks } from '../../../src/application/housekeeping/run-background-tasks.js';
import { MakeChapterAvifCopies } from '../../../src/application/chapters/make-chapter-avif-copies.js';
import { MakeAvifCopies } from '../../../src/application/payments/make-avif-copies.js';
import type { BackgroundTask } from '../../../src/application/ports/background-tasks.js';
import { FakeAvifEncoder } from '../../support/fakes/fake-avif-encoder.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const ID = 'avifpage00000001';
const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };

async function setup() {
  const repository = new InMemoryMemoryRepository();
  const storage = new InMemoryPhotoStorage();
  const [photo, chapterPhoto] = await storage.save(ID, [
    { bytes: new Uint8Array(1000), width: 1600, height: 1200, extension: 'webp', variants: [] },
    { bytes: new Uint8Array(1000), width: 1600, height: 1200, extension: 'webp', variants: [] },
  ]);
  await repository.add(aMemory({ id: ID, photos: [photo!], status: 'active' }));
  const chapters = new InMemoryPageChapters();
  await chapters.add({
    memoryId: ID,
    year: 1,
    title: 'Um ano',
    text: 'Nosso.',
    photos: [{ path: chapterPhoto!, placeholder: null }],
    createdAt: NOW,
    updatedAt: NOW,
  });
  const queue = new InMemoryTaskQueue<BackgroundTask>();
  const encoder = new FakeAvifEncoder();
  const clock = new FixedClock(NOW);
  const copies = {
    page: new MakeAvifCopies(repository, encoder, storage),
    chapters: new MakeChapterAvifCopies(repository, chapters, encoder, storage),
  };
  const run = new RunBackgroundTasks(queue, copies.page, copies.chapters, clock, policy);
  const avifWidths = async () => (await repository.findById(ID))!.shownPhotoAvifWidths;
  const chapterAvifWidths = async () => (await chapters.find(ID, 1))!.photos.map((each) => each.avifWidths);
  return { queue, encoder, clock, run, avifWidths, chapterAvifWidths };
}

describe('RunBackgroundTasks', () => {
  it('makes the AVIF copies of a queued page, and marks its task done', async () => {
    const { queue, run, avifWidths } = await setup();
    const id = await queue.enqueue({ kind: 'avif-copies', memoryId: ID }, NOW);

    await expect(run.execute()).resolves.toEqual({ done: 1, cancelled: 0, retried: 0, failed: 0, failures: [] });

    expect(await avifWidths()).toEqual([[480, 720, 1080, 1600]]);
    expect((await queue.findById(id))?.status).toBe('done');
  });

  it('makes the AVIF copies of a queued page’s chapter photos, and only those', async () => {
    const { queue, run, avifWidths, chapterAvifWidths } = await setup();
    const id = await queue.enqueue({ kind: 'chapter-avif-copies', memoryId: ID }, NOW);

    await expect(run.execute()).resolves.toEqual({ done: 1, cancelled: 0, retried: 0, failed: 0, failures: [] });

    expect(await chapterAvifWidths()).toEqual([[480, 720, 1080, 1600]]);
    expect(await avifWidths()).toEqual([[]]);
    expect((await queue.findById(id))?.status).toBe('done');
  });

  it('tries a failed chapter task again after its back-off, reporting why, the chapter serving WebP meanwhile', async () => {
    const { queue, encoder, clock, run, chapterAvifWidths } = await setup();
    await queue.enqueue({ kind: 'chapter-avif-copies', memoryId: ID }, NOW);
    encoder.failWith = new Error('the photo worker stopped');

    await expect(run.execute()).resolves.toMatchObject({
      retried: 1,
      failures: [{ task: { kind: 'chapter-avif-copies', memoryId: ID }, error: 'Error: the photo worker stopped' }],
    });
    expect(await chapterAvifWidths()).toEqual([undefined]);

    encoder.failWith = null;
    clock.advance(policy.baseDelayMs);
    await expect(run.execute()).resolves.toMatchObject({ done: 1, failures: [] });
    expect(await chapterAvifWidths()).toEqual([[480, 720, 1080, 1600]]);
  });

  it('tries a failed attempt again after its back-off, reporting why, until the copies are made', async () => {
    const { queue, encoder, clock, run, avifWidths } = await setup();
    const id = await queue.enqueue({ kind: 'avif-copies', memoryId: ID }, NOW);
    encoder.failWith = new Error('the photo worker stopped');

    await expect(run.execute()).resolves.toMatchObject({
      retried: 1,
      failures: [{ task: { kind: 'avif-copies', memoryId: ID }, error: 'Error: the photo worker stopped' }],
    });
    await expect(run.execute()).resolves.toMatchObject({ retried: 0, failures: [] });

    encoder.failWith = null;
    clock.advance(policy.baseDelayMs);
    await expect(run.execute()).resolves.toMatchObject({ done: 1, failures: [] });
    expect(await avifWidths()).toEqual([[480, 720, 1080, 1600]]);
    expect(await queue.findById(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps a task as failed after its last attempt, the page serving WebP meanwhile', async () => {
    const { queue, encoder, clock, run, avifWidths } = await setup();
    const id = await queue.enqueue({ kind: 'avif-copies', memoryId: ID }, NOW);
    encoder.failWith = new Error('the photo worker stopped');

    for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
      await run.execute();
      clock.advance(policy.maxDelayMs);
    }

    expect(await queue.findById(id)).toMatchObject({ status: 'failed', attempts: policy.maxAttempts });
    expect(await avifWidths()).toEqual([[]]);
  });

  it('works at most `limit` tasks a round', async () => {
    const { queue, run } = await setup();
    await queue.enqueue({ kind: 'avif-copies', memoryId: ID }, NOW);
    await queue.enqueue({ kind: 'avif-copies', memoryId: 'gone000000000001' }, NOW);

    await expect(run.execute({ limit: 1 })).resolves.toMatchObject({ done: 1 });
    await expect(run.execute({ limit: 1 })).resolves.toMatchObject({ done: 1 });
    await expect(run.execute({ limit: 1 })).resolves.toMatchObject({ done: 0 });
  });
});
