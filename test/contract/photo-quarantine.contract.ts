import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SweepOrphanedPhotos } from '../../src/application/housekeeping/sweep-orphaned-photos.js';
import type { ProcessedPhoto } from '../../src/application/ports/photo-processor.js';
import type { PhotoQuarantine } from '../../src/application/ports/photo-quarantine.js';
import type { PhotoStorage } from '../../src/application/ports/photo-storage.js';
import type { PhotoStorageMarker, ShopIdentityRecord } from '../../src/application/ports/shop-identity.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../support/fakes/in-memory-memory-repository.js';

export interface PhotoQuarantineSubject {
  readonly storage: PhotoStorage;
  /** The mark and the quarantine over the same folder or bucket prefix as `storage`. */
  readonly quarantine: PhotoQuarantine & PhotoStorageMarker;
  /** Every file or object under the storage's root, as paths within it. */
  everything(): Promise<string[]>;
  dispose?(): Promise<void>;
}

const photo = (label: string): ProcessedPhoto => ({
  bytes: new TextEncoder().encode(`bytes of ${label}`),
  width: 4,
  height: 3,
  extension: 'webp',
  variants: [
    { width: 480, bytes: new TextEncoder().encode(`480 of ${label}`) },
    { width: 720, bytes: new TextEncoder().encode(`720 of ${label}`) },
    { width: 1080, bytes: new TextEncoder().encode(`1080 of ${label}`) },
  ],
});
const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));
const DAY = 24 * 60 * 60 * 1000;

/** A database that holds the shop's id and no page at all: every photo folder is one whose row vanished. */
const databaseOf = (shopId: string): ShopIdentityRecord => ({ read: async () => shopId, claim: async () => shopId });

export function describePhotoQuarantineContract(name: string, factory: () => Promise<PhotoQuarantineSubject>): void {
  describe(`PhotoQuarantine and shop mark contract: ${name}`, () => {
    let subject: PhotoQuarantineSubject;
    let storage: PhotoStorage;
    let quarantine: PhotoQuarantine & PhotoStorageMarker;

    beforeEach(async () => {
      subject = await factory();
      ({ storage, quarantine } = subject);
    });
    afterEach(async () => {
      await subject.dispose?.();
    });

    it('has no mark at first, keeps the one written, replaces it, and lists neither the mark nor the quarantine as a memory', async () => {
      expect(await quarantine.readMarker()).toBeNull();
      await quarantine.writeMarker('shop-1');
      expect(await quarantine.readMarker()).toBe('shop-1');
      await quarantine.writeMarker('shop-2');
      expect(await quarantine.readMarker()).toBe('shop-2');

      await storage.save('mem-1', [photo('a')]);
      await quarantine.quarantineFolder('mem-1', new Date());
      expect(await storage.listStored()).toEqual([]);
      expect((await subject.everything()).some((path) => path.startsWith('_shop.json'))).toBe(true);
    });

    it('puts a folder aside whole, lists it, and brings it back readable', async () => {
      const [kept] = await storage.save('mem-1', [photo('kept')]);
      const [aside] = await storage.save('mem-2', [photo('aside')]);
      const at = new Date('2027-01-10T03:15:00.123Z');

      await quarantine.quarantineFolder('mem-2', at);

      expect((await storage.listStored()).map((folder) => folder.memoryId)).toEqual(['mem-1']);
      expect(await storage.read(aside!)).toBeNull();
      expect(await quarantine.listQuarantined()).toEqual([{ memoryId: 'mem-2', quarantinedAt: at, files: 4, bytes: 51 }]);
      expect(await quarantine.restore('mem-2')).toBe(4);
      expect(text(await storage.read(aside!))).toBe('bytes of aside');
      expect(text(await storage.read(kept!))).toBe('bytes of kept');
      expect(await quarantine.listQuarantined()).toEqual([]);
      expect((await storage.listStored()).map((folder) => folder.memoryId).sort()).toEqual(['mem-1', 'mem-2']);
    });

    it('puts single photos aside with their widths, leaving the others of the folder', async () => {
      const [first, second] = await storage.save('mem-1', [photo('first'), photo('second')]);

      await quarantine.quarantinePhotos([first!], new Date());

      expect(await storage.read(first!)).toBeNull();
      expect(await storage.read(first!.replace('.webp', '-480.webp'))).toBeNull();
      expect(text(await storage.read(second!))).toBe('bytes of second');
      expect((await quarantine.listQuarantined()).map((entry) => [entry.memoryId, entry.files])).toEqual([['mem-1', 4]]);
      await quarantine.restore('mem-1');
      expect(text(await storage.read(first!.replace('.webp', '-720.webp')))).toBe('720 of first');
    });

    it('deletes for good only what was put aside before the given instant', async () => {
      await storage.save('mem-old', [photo('old')]);
      await storage.save('mem-new', [photo('new')]);
      const now = new Date();
      await quarantine.quarantineFolder('mem-old', new Date(now.getTime() - 15 * DAY));
      await quarantine.quarantineFolder('mem-new', new Date(now.getTime() - 13 * DAY));

      expect(await quarantine.purgeQuarantined(new Date(now.getTime() - 14 * DAY))).toBe(1);

      expect((await quarantine.listQuarantined()).map((entry) => entry.memoryId)).toEqual(['mem-new']);
      expect(await quarantine.restore('mem-old')).toBe(0);
    });

    it('a sweep over a storage whose rows vanished puts aside no more than its limit and deletes nothing', async () => {
      for (let i = 0; i < 10; i++) await storage.save(`mem-${i}`, [photo(`p${i}`)]);
      await quarantine.writeMarker('shop-1');
      const filesBefore = (await subject.everything()).filter((path) => path.endsWith('.webp')).length;
      // Two hours later: every file is past the sweep's grace period.
      const clock = new FixedClock(new Date(Date.now() + 2 * 60 * 60 * 1000));
      const sweep = new SweepOrphanedPhotos(storage, new InMemoryMemoryRepository(), clock, {
        quarantine,
        identity: databaseOf('shop-1'),
        marker: quarantine,
      });

      const swept = await sweep.execute();

      expect(swept).toMatchObject({ folders: 3, heldBack: { folders: 7, photos: 7 } });
      expect(await storage.listStored()).toHaveLength(7);
      expect(await quarantine.listQuarantined()).toHaveLength(3);
      expect((await subject.everything()).filter((path) => path.endsWith('.webp'))).toHaveLength(filesBefore);
    });
  });
}
