import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outcomeReactions } from '../../src/adapters/composition/outcome-reactions.js';
import { ReactingOutcomes } from '../../src/adapters/composition/reacting-outcomes.js';
import { createLogger } from '../../src/adapters/logging/logger.js';
import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { openDatabase, type Database } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { BackgroundTaskSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import { RunBackgroundTasks } from '../../src/application/housekeeping/run-background-tasks.js';
import { MakeAvifCopies } from '../../src/application/payments/make-avif-copies.js';
import { MakeChapterAvifCopies } from '../../src/application/chapters/make-chapter-avif-copies.js';
import { SqlPageChapters } from '../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import type { BackgroundTask } from '../../src/application/ports/background-tasks.js';
import { FakeAvifEncoder } from '../support/fakes/fake-avif-encoder.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { InMemoryPhotoStorage } from '../support/fakes/in-memory-photo-storage.js';
import { aMemory } from '../support/mothers/memory.mother.js';
import { copyMigratedDatabase, DATABASE_FILE } from '../support/sqlite/migrated-database.js';
import { tempDir } from '../support/temp-dir.js';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const ID = 'restartpage00001';
const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, maxAttempts: 3, leaseMs: 60_000, batchSize: 10 };

let folder: { path: string; remove(): Promise<void> };
const opened: Database[] = [];
beforeEach(async () => {
  folder = await tempDir('memories-background-');
  await copyMigratedDatabase(join(folder.path, DATABASE_FILE));
});
afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  await folder.remove();
});

async function open(): Promise<Database> {
  const database = await openDatabase({ dbPath: join(folder.path, DATABASE_FILE) });
  opened.push(database);
  return database;
}

describe('background tasks in the database', () => {
  it('keep the AVIF copies of a page activated and of a chapter written just before the process stopped, and the next process makes them', async () => {
    // The photos' storage outlives the process, as a folder or a bucket does.
    const storage = new InMemoryPhotoStorage();
    const webp = { bytes: new Uint8Array(1000), width: 1600, height: 1200, extension: 'webp', variants: [] };
    const [photo, chapterPhoto] = await storage.save(ID, [webp, webp]);
    const before = await open();
    await new MikroOrmMemoryRepository(before).add(aMemory({ id: ID, photos: [photo!], status: 'active' }));
    const chapter = { memoryId: ID, year: 1, title: 'Um ano', text: 'Nosso.', photos: [{ path: chapterPhoto!, placeholder: null }] };
    await new SqlPageChapters(before).add({ ...chapter, createdAt: NOW, updatedAt: NOW });
    const queue = new MikroOrmTaskQueue<BackgroundTask>(before, BackgroundTaskSchema);
    const reactions = outcomeReactions({ queue: async (task) => void (await queue.enqueue(task, NOW)), metrics: null });
    const outcomes = new ReactingOutcomes(reactions, createLogger('silent'));
    await outcomes.publish({ kind: 'page-activated', memoryId: ID });
    await outcomes.publish({ kind: 'chapter-written', memoryId: ID });
    await before.close();
    opened.splice(0);

    const after = await open();
    const repository = new MikroOrmMemoryRepository(after);
    const run = new RunBackgroundTasks(
      new MikroOrmTaskQueue<BackgroundTask>(after, BackgroundTaskSchema),
      new MakeAvifCopies(repository, new FakeAvifEncoder(), storage),
      new MakeChapterAvifCopies(repository, new SqlPageChapters(after), new FakeAvifEncoder(), storage),
      new FixedClock(NOW),
      policy,
    );

    await expect(run.execute()).resolves.toMatchObject({ done: 2, failures: [] });
    expect((await repository.findById(ID))!.shownPhotoAvifWidths).toEqual([[480, 720, 1080, 1600]]);
    expect((await new SqlPageChapters(after).find(ID, 1))!.photos[0]!.avifWidths).toEqual([480, 720, 1080, 1600]);
  });
});
