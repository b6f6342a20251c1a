import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BackupDestination, BlobInfo } from '../../application/ports/backup-destination.js';
import { DeferredFlush } from '../shared/deferred-flush.js';
import { THREAD_POOL_IO, type BulkFileIo } from '../shared/bulk-file-io.js';
import { readFileOrNull } from '../shared/read-file-or-null.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';

const SHA256 = /^[0-9a-f]{64}$/;
const MANIFEST = /^(.+)\.json$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
}

/**
 * A snapshot destination in a folder (best on another disk or a mounted remote one):
 * `blobs/sha256/{first two digits}/{sha256}`, `snapshots/{id}.json` and `running/{id}`. Every file is written to a
 * hidden temporary name, then renamed into place, so a file under its real name is always whole; a killed backup
 * leaves at most temporary files, which no listing reports. Blobs are made durable all at once, before the manifest
 * that names them is written (synced itself): a copy's speed, not an fsync per photo.
 */
export class FolderBackupDestination implements BackupDestination {
  readonly description: string;
  private readonly flush: DeferredFlush;
  /** The blob folders made or seen by this process. */
  private readonly folders = new Set<string>();
  /** The blobs of each `blobs/sha256/{ab}` folder, read once: a first backup asks about thousands that are not there. */
  private readonly blobNames = new Map<string, Promise<Set<string>>>();

  constructor(
    private readonly root: string,
    private readonly io: BulkFileIo = THREAD_POOL_IO,
  ) {
    this.description = root;
    this.flush = new DeferredFlush(root);
  }

  private blobsIn(folder: string): Promise<Set<string>> {
    let names = this.blobNames.get(folder);
    if (!names) {
      names = namesIn(folder).then((found) => new Set(found.filter((name) => SHA256.test(name))));
      this.blobNames.set(folder, names);
    }
    return names;
  }

  private blobPath(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error('not a SHA-256 digest');
    return join(this.root, 'blobs', 'sha256', sha256.slice(0, 2), sha256);
  }

  private manifestPath(snapshotId: string): string {
    return join(this.root, 'snapshots', `${snapshotId}.json`);
  }

  async blobSize(sha256: string): Promise<number | null> {
    const path = this.blobPath(sha256);
    if (!(await this.blobsIn(dirname(path))).has(sha256)) return null;
    try {
      return (await stat(path)).size;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async putBlob(sha256: string, bytes: Uint8Array): Promise<void> {
    const path = this.blobPath(sha256);
    const folder = dirname(path);
    if (!this.folders.has(folder)) {
      await this.io.makeFolder(folder);
      this.folders.add(folder);
    }
    await this.io.write(path, bytes);
    this.flush.note(path);
    (await this.blobsIn(folder)).add(sha256);
  }

  async readBlob(sha256: string): Promise<Uint8Array | null> {
    return this.io.read(this.blobPath(sha256));
  }

  async listBlobs(): Promise<BlobInfo[]> {
    const base = join(this.root, 'blobs', 'sha256');
    const blobs: BlobInfo[] = [];
    for (const folder of await namesIn(base)) {
      for (const name of await namesIn(join(base, folder))) {
        if (!SHA256.test(name)) continue;
        const info = await stat(join(base, folder, name)).catch(() => null);
        if (info) blobs.push({ sha256: name, size: info.size, writtenAt: info.mtime });
      }
    }
    return blobs;
  }

  async deleteBlob(sha256: string): Promise<void> {
    const path = this.blobPath(sha256);
    await rm(path, { force: true });
    (await this.blobsIn(dirname(path))).delete(sha256);
  }

  async putManifest(snapshotId: string, bytes: Uint8Array): Promise<void> {
    await this.flush.flush();
    await mkdir(join(this.root, 'snapshots'), { recursive: true });
    await writeFileAtomically(this.manifestPath(snapshotId), bytes);
  }

  async readManifest(snapshotId: string): Promise<Uint8Array | null> {
    return readFileOrNull(this.manifestPath(snapshotId));
  }

  async listManifests(): Promise<string[]> {
    return (await namesIn(join(this.root, 'snapshots'))).flatMap((name) => MANIFEST.exec(name)?.[1] ?? []).filter((id) => !id.startsWith('.'));
  }

  async deleteManifest(snapshotId: string): Promise<void> {
    await rm(this.manifestPath(snapshotId), { force: true });
  }

  async markRunning(snapshotId: string): Promise<void> {
    await mkdir(join(this.root, 'running'), { recursive: true });
    await writeFileAtomically(join(this.root, 'running', snapshotId), new TextEncoder().encode(new Date().toISOString()));
  }

  async listRunning(): Promise<{ readonly snapshotId: string; readonly since: Date }[]> {
    const folder = join(this.root, 'running');
    const markers = [];
    for (const name of await namesIn(folder)) {
      if (name.startsWith('.')) continue;
      const info = await stat(join(folder, name)).catch(() => null);
      if (info) markers.push({ snapshotId: name, since: info.mtime });
    }
    return markers;
  }

  async clearRunning(snapshotId: string): Promise<void> {
    await rm(join(this.root, 'running', snapshotId), { force: true });
  }

  async close(): Promise<void> {}
}
