import { lstat, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PhotoQuarantine, QuarantinedPhotos } from '../../application/ports/photo-quarantine.js';
import type { PhotoStorageMarker } from '../../application/ports/shop-identity.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';
import {
  instantOfQuarantineRound,
  MEMORY_ID,
  parseStoredPath,
  QUARANTINE,
  quarantineRoundOf,
  SHOP_MARKER,
  shopIdOfMarker,
  shopMarkerBytes,
  smallerFilesOf,
} from './stored-photo-paths.js';

/**
 * The shop's mark (`{uploadsDir}/_shop.json`) and the sweeps' quarantine (`{uploadsDir}/_quarantine/{round}/{memoryId}/`)
 * of the photos kept in `FilesystemPhotoStorage`'s folder. Putting aside is a rename within the folder: nothing is
 * copied, and a file is either in its memory's folder or in the quarantine.
 */
export class FilesystemPhotoQuarantine implements PhotoQuarantine, PhotoStorageMarker {
  private readonly root: string;
  private readonly quarantine: string;

  constructor(uploadsDir: string) {
    this.root = resolve(uploadsDir);
    this.quarantine = join(this.root, QUARANTINE);
  }

  async readMarker(): Promise<string | null> {
    const bytes = await readFile(join(this.root, SHOP_MARKER)).catch(nothingOn('ENOENT', null));
    return bytes === null ? null : shopIdOfMarker(bytes);
  }

  async writeMarker(shopId: string): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await writeFileAtomically(join(this.root, SHOP_MARKER), shopMarkerBytes(shopId, new Date()));
  }

  async quarantineFolder(memoryId: string, at: Date): Promise<void> {
    assertMemoryId(memoryId);
    const round = join(this.quarantine, quarantineRoundOf(at));
    await mkdir(round, { recursive: true });
    await rename(join(this.root, memoryId), join(round, memoryId)).catch(nothingOn('ENOENT', undefined));
  }

  async quarantinePhotos(paths: readonly string[], at: Date): Promise<void> {
    for (const path of paths) {
      const stored = parseStoredPath(path);
      if (!stored) throw new Error(`FilesystemPhotoQuarantine: not a stored photo path: ${JSON.stringify(path)}`);
      const aside = join(this.quarantine, quarantineRoundOf(at), stored.memoryId);
      await mkdir(aside, { recursive: true });
      for (const file of [stored.file, ...smallerFilesOf(stored.file)]) {
        await rename(join(this.root, stored.memoryId, file), join(aside, file)).catch(nothingOn('ENOENT', undefined));
      }
    }
  }

  async listQuarantined(): Promise<QuarantinedPhotos[]> {
    const entries: QuarantinedPhotos[] = [];
    for (const { name: round, at } of await this.rounds()) {
      for (const memoryId of await folderNames(join(this.quarantine, round))) {
        const folder = join(this.quarantine, round, memoryId);
        const sizes = await Promise.all((await fileNames(folder)).map((file) => lstat(join(folder, file)).then((stats) => stats.size)));
        entries.push({ memoryId, quarantinedAt: at, files: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) });
      }
    }
    return entries;
  }

  async restore(memoryId: string): Promise<number> {
    assertMemoryId(memoryId);
    let restored = 0;
    for (const { name: round } of await this.rounds()) {
      const aside = join(this.quarantine, round, memoryId);
      const files = await fileNames(aside);
      if (files.length === 0) continue;
      await mkdir(join(this.root, memoryId), { recursive: true });
      for (const file of files) {
        await rename(join(aside, file), join(this.root, memoryId, file));
        restored++;
      }
      await rmdir(aside).catch(() => {});
      await rmdir(join(this.quarantine, round)).catch(() => {});
    }
    return restored;
  }

  async purgeQuarantined(before: Date): Promise<number> {
    let purged = 0;
    for (const { name: round, at } of await this.rounds()) {
      if (at.getTime() >= before.getTime()) continue;
      purged += (await folderNames(join(this.quarantine, round))).length;
      await rm(join(this.quarantine, round), { recursive: true, force: true });
    }
    return purged;
  }

  /** The sweeps' rounds in the quarantine, oldest first; anything else there is left alone. */
  private async rounds(): Promise<{ name: string; at: Date }[]> {
    const rounds = (await folderNames(this.quarantine)).flatMap((name) => {
      const at = instantOfQuarantineRound(name);
      return at ? [{ name, at }] : [];
    });
    return rounds.sort((a, b) => a.at.getTime() - b.at.getTime());
  }
}

async function folderNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(nothingOn('ENOENT', []));
  return entries.filter((entry) => entry.isDirectory() && entry.name !== QUARANTINE).map((entry) => entry.name);
}

async function fileNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(nothingOn('ENOENT', []));
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function assertMemoryId(memoryId: string): void {
  if (typeof memoryId !== 'string' || !MEMORY_ID.test(memoryId)) {
    throw new Error(`FilesystemPhotoQuarantine: not a memory id: ${JSON.stringify(memoryId)}`);
  }
}

/** A catch handler: resolves `value` for the error code given, rethrows any other error. */
function nothingOn<T>(code: string, value: T): (error: unknown) => T {
  return (error) => {
    if ((error as NodeJS.ErrnoException | null)?.code === code) return value;
    throw error;
  };
}
