import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rm, rmdir, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { PhotoVariant, ProcessedPhoto } from '../../application/ports/photo-processor.js';
import type { PhotoLeftover, PhotoStorage, StoredPhotoFile, StoredPhotoFolder } from '../../application/ports/photo-storage.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';
import {
  contentTypeOf,
  EXTENSION,
  FILE_STEM,
  filesOfPhoto,
  LEFTOVER,
  MEMORY_ID,
  parseStoredPath,
  smallerFileOf,
  smallerFilesOf,
  STORED_FILE,
  type OpenedPhoto,
} from './stored-photo-paths.js';

/** Read errors that mean no photo is stored there: no file, its memory folder is a file, or a folder under its name. */
const NOTHING_THERE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export interface FilesystemPhotoStorageOptions {
  /** Source of file names without extension (16 to 64 lower-case hex digits); random 128 bits by default. */
  readonly newFileStem?: () => string;
}

/**
 * Keeps each memory's photos in `{uploadsDir}/{memoryId}/{random hex}.{ext}` and names them
 * `/uploads/{memoryId}/{file}`; a photo's smaller widths sit beside it as `{random hex}-{width}.{ext}`. Files are written under a temporary name, synced and renamed, so a stored path
 * never shows a half-written file; a process killed mid-write leaves the temporary file, which `listStored` reports as
 * a leftover. Anything in a memory's folder that is neither a photo of ours nor a `*.tmp` file is never listed or
 * removed one by one (only `removeAllOf` takes the whole folder).
 */
export class FilesystemPhotoStorage implements PhotoStorage {
  private readonly root: string;
  private readonly newFileStem: () => string;

  constructor(uploadsDir: string, options: FilesystemPhotoStorageOptions = {}) {
    this.root = resolve(uploadsDir);
    this.newFileStem = options.newFileStem ?? (() => randomBytes(16).toString('hex'));
  }

  async save(memoryId: string, photos: readonly ProcessedPhoto[]): Promise<string[]> {
    assertMemoryId(memoryId);
    const fileNames = photos.map((photo) => `${this.fileStem()}.${extensionOf(photo)}`);
    if (fileNames.length === 0) return [];

    const folder = join(this.root, memoryId);
    // The first folder it had to make, if any: the memory's, or the uploads folder above it.
    const made = await mkdir(folder, { recursive: true });
    try {
      await writeAllOrNothing(
        folder,
        photos.flatMap((photo, i) => filesOfPhoto(fileNames[i]!, photo)),
      );
    } catch (error) {
      // Only if empty: a save of the same memory running beside this one may have written into it meanwhile.
      if (made !== undefined) await rmdir(folder).catch(() => {});
      throw error;
    }
    return fileNames.map((fileName) => `/uploads/${memoryId}/${fileName}`);
  }

  async saveVariants(path: string, variants: readonly PhotoVariant[]): Promise<void> {
    const stored = parseStoredPath(path);
    if (!stored || smallerFilesOf(stored.file).length === 0)
      throw new Error(`FilesystemPhotoStorage: not a stored photo path: ${JSON.stringify(path)}`);
    const files = variants.map((variant) => ({ fileName: smallerFileOf(stored.file, variant.width, variant.format), bytes: variant.bytes }));
    await writeAllOrNothing(join(this.root, stored.memoryId), files);
  }

  async read(path: string): Promise<Uint8Array | null> {
    const file = resolveStoredPhotoFile(this.root, path);
    if (!file) return null;
    try {
      const bytes = await readFile(file);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (NOTHING_THERE.has((error as NodeJS.ErrnoException | null)?.code ?? '')) return null;
      throw error;
    }
  }

  /** Opens a stored photo for streaming; null when there is no such regular file. */
  async open(path: string): Promise<OpenedPhoto | null> {
    const file = resolveStoredPhotoFile(this.root, path);
    if (!file) return null;
    const handle = await open(file, 'r').catch((error: unknown) => {
      if (NOTHING_THERE.has((error as NodeJS.ErrnoException | null)?.code ?? '')) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        stream: createReadStream('', { fd: handle, autoClose: true }),
        etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        size: stats.size,
        lastModified: stats.mtime,
        contentType: contentTypeOf(file),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(paths: readonly string[]): Promise<void> {
    const files = paths.flatMap((path) => {
      const file = resolveStoredPhotoFile(this.root, path);
      if (!file) throw new Error(`FilesystemPhotoStorage: not a stored photo path: ${JSON.stringify(path)}`);
      return [...smallerFilesOf(basename(file)).map((name) => join(dirname(file), name)), file];
    });
    await Promise.all(files.map((file) => unlink(file).catch(ignoreMissing)));
  }

  async removeAllOf(memoryId: string): Promise<void> {
    assertMemoryId(memoryId);
    await rm(join(this.root, memoryId), { recursive: true, force: true });
  }

  async listStored(): Promise<StoredPhotoFolder[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch(nothingOn('ENOENT', []));
    const folders = await Promise.all(
      entries.filter((entry) => entry.isDirectory() && MEMORY_ID.test(entry.name)).map((entry) => this.listFolder(entry.name)),
    );
    return folders.filter((folder): folder is StoredPhotoFolder => folder !== null);
  }

  async removeLeftovers(memoryId: string, names: readonly string[]): Promise<void> {
    assertMemoryId(memoryId);
    for (const name of names) {
      if (!LEFTOVER.test(name)) throw new Error(`FilesystemPhotoStorage: not a leftover file: ${JSON.stringify(name)}`);
    }
    await Promise.all(names.map((name) => unlink(join(this.root, memoryId, name)).catch(ignoreMissing)));
  }

  /** One memory's folder, or null when it went away while being read. Symbolic links are not followed. */
  private async listFolder(memoryId: string): Promise<StoredPhotoFolder | null> {
    const folder = join(this.root, memoryId);
    try {
      const [folderStats, entries] = await Promise.all([lstat(folder), readdir(folder, { withFileTypes: true })]);
      const photos: StoredPhotoFile[] = [];
      const leftovers: PhotoLeftover[] = [];
      for (const entry of entries.filter((file) => file.isFile())) {
        const modifiedAt = await lstat(join(folder, entry.name)).then((stats) => stats.mtime, nothingOn('ENOENT', null));
        if (modifiedAt === null) continue;
        if (STORED_FILE.test(entry.name)) photos.push({ path: `/uploads/${memoryId}/${entry.name}`, modifiedAt });
        else if (LEFTOVER.test(entry.name)) leftovers.push({ name: entry.name, modifiedAt });
      }
      return { memoryId, modifiedAt: folderStats.mtime, photos, leftovers };
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') return null;
      throw error;
    }
  }

  private fileStem(): string {
    const stem = this.newFileStem();
    if (!FILE_STEM.test(stem)) throw new Error('FilesystemPhotoStorage: a file stem must be 16 to 64 lower-case hex digits');
    return stem;
  }
}

/**
 * Writes each file into the folder (under a temporary name, then renamed). When one write fails, those already
 * written are removed before it rejects.
 */
async function writeAllOrNothing(folder: string, files: readonly { fileName: string; bytes: Uint8Array }[]): Promise<void> {
  const writes = await Promise.allSettled(files.map((file) => writeFileAtomically(join(folder, file.fileName), file.bytes)));
  const failure = writes.find((write) => write.status === 'rejected');
  if (!failure) return;
  await Promise.all(writes.map((write, i) => (write.status === 'fulfilled' ? rm(join(folder, files[i]!.fileName), { force: true }) : undefined)));
  throw failure.reason;
}

/**
 * The file on disk behind a stored photo path (`/uploads/{memoryId}/{file}`), or null for anything else. The path
 * must match the exact shape this storage produces, so no dot segment, separator or encoding can leave the folder.
 */
export function resolveStoredPhotoFile(uploadsDir: string, storedPath: string): string | null {
  const stored = parseStoredPath(storedPath);
  return stored ? join(resolve(uploadsDir), stored.memoryId, stored.file) : null;
}

function assertMemoryId(memoryId: string): void {
  if (typeof memoryId !== 'string' || !MEMORY_ID.test(memoryId)) {
    throw new Error(`FilesystemPhotoStorage: not a memory id: ${JSON.stringify(memoryId)}`);
  }
}

function extensionOf(photo: ProcessedPhoto): string {
  if (!EXTENSION.test(photo.extension)) throw new Error(`FilesystemPhotoStorage: bad extension: ${JSON.stringify(photo.extension)}`);
  return photo.extension;
}

/** A catch handler: resolves `value` for the error code given, rethrows any other error. */
function nothingOn<T>(code: string, value: T): (error: unknown) => T {
  return (error) => {
    if ((error as NodeJS.ErrnoException | null)?.code === code) return value;
    throw error;
  };
}

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException | null)?.code !== 'ENOENT') throw error;
}
