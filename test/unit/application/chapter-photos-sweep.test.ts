import { describe, expect, it } from 'vitest';
import { chapterPhotoPaths } from '../../../src/application/chapters/chapter-photo-paths.js';
import { SweepOrphanedPhotos } from '../../../src/application/housekeeping/sweep-orphaned-photos.js';
import type { ProcessedPhoto } from '../../../src/application/ports/photo-processor.js';
import { GetSupportStats } from '../../../src/application/support/get-support-stats.js';
import { fakeImage } from '../../support/fakes/fake-photo-processor.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryPageChapters } from '../../support/fakes/in-memory-page-chapters.js';
import { InMemoryPhotoQuarantine } from '../../support/fakes/in-memory-photo-quarantine.js';
import { InMemoryPhotoStorage } from '../../support/fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { SPEC_PRICES } from '../../support/fakes/spec-plan-prices.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const HOUR = 60 * 60 * 1000;
const withWidths = (label: string): ProcessedPhoto => ({
  bytes: fakeImage(label),
  width: 100,
  height: 100,
  extension: 'webp',
  variants: [
    ...[480, 720, 1080].map((width) => ({ width: width as 480 | 720 | 1080, bytes: fakeImage(`${label} ${width}`) })),
    // Its AVIF copies, as the background task stores them beside the WebP files.
    ...([720, 1600] as const).map((width) => ({ width, bytes: fakeImage(`${label} ${width} avif`), format: 'avif' as const })),
  ],
});

describe('the photo sweep and the chapters’ photos', () => {
  it('leaves a chapter’s photos with their widths and AVIF copies in the page’s folder, and takes those of a chapter removed', async () => {
    const clock = new FixedClock(new Date(NOW.getTime() - 3 * HOUR));
    const storage = new InMemoryPhotoStorage(() => clock.now());
    const repository = new InMemoryMemoryRepository();
    const chapters = new InMemoryPageChapters();
    const quarantine = new InMemoryPhotoQuarantine(storage);
    const [own, chapterPhoto, gone] = await storage.save('m1', [withWidths('page'), withWidths('chapter'), withWidths('removed chapter')]);
    clock.set(NOW);
    await repository.add(aMemory({ id: 'm1', photos: [own!] }));
    await chapters.add({
      memoryId: 'm1',
      year: 3,
      title: 't',
      text: 'x',
      photos: [{ path: chapterPhoto!, placeholder: null, avifWidths: [720, 1600] }],
      createdAt: NOW,
      updatedAt: NOW,
    });
    const namedElsewhere = chapterPhotoPaths(chapters);

    const stats = new GetSupportStats(repository, SPEC_PRICES, new InMemoryTaskQueue(), new InMemoryTaskQueue(), {
      pages: repository,
      storage,
      clock,
      namedElsewhere,
    });
    expect((await stats.execute()).orphanedPhotos).toMatchObject({ photos: 1, folders: 0 });

    const sweep = new SweepOrphanedPhotos(storage, repository, clock, { quarantine, identity: quarantine, marker: quarantine, namedElsewhere });
    await expect(sweep.execute()).resolves.toMatchObject({ photos: 1, folders: 0 });
    const left = storage.paths();
    for (const kept of [own!, chapterPhoto!]) expect(left).toContain(kept.replace('.webp', '-720.webp'));
    expect(left).toContain(chapterPhoto);
    expect(left).toContain(chapterPhoto!.replace('.webp', '-720.avif'));
    expect(left).toContain(chapterPhoto!.replace('.webp', '.avif'));
    expect(left.filter((path) => path.startsWith(gone!.replace('.webp', '')))).toEqual([]);
  });
});
