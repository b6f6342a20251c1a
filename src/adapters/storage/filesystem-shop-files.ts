import { readdirSync, statSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { ShopFile, ShopFiles } from '../../application/ports/shop-files.js';
import { DeferredFlush } from '../shared/deferred-flush.js';
import { THREAD_POOL_IO, type BulkFileIo } from '../shared/bulk-file-io.js';
import { LEFTOVER } from './stored-photo-paths.js';

/** A key under the root: relative segments only, none empty or a dot segment. */
export function isSafeKey(key: string): boolean {
  const segments = key.replace(/\/$/, '').split('/');
  return key.length > 0 && !key.startsWith('/') && !key.includes('\\') && segments.every((part) => part !== '' && part !== '.' && part !== '..');
}

function ignoreUnless(error: NodeJS.ErrnoException, expected: readonly string[]): void {
  if (!expected.includes(error.code ?? '')) throw error;
}

/** Files the storage is writing or probing right now: a temporary file, or the health check's `.health-…`. */
const isTransient = (name: string) => LEFTOVER.test(name) || name.startsWith('.health-');

/**
 * Every file and folder under DATA_DIR/uploads (photos, their smaller widths, and whatever else the shop keeps there),
 * keyed by their path under it with `/` separators; stamped by size and modification time. Writes are made durable
 * together by `persist`.
 */
export class FilesystemShopFiles implements ShopFiles {
  private readonly flush: DeferredFlush;
  private readonly folders = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly io: BulkFileIo = THREAD_POOL_IO,
  ) {
    this.flush = new DeferredFlush(root);
  }

  async list(): Promise<ShopFile[]> {
    const found: ShopFile[] = [];
    await this.walk('', found);
    return found;
  }

  /**
   * Synchronous, a folder at a time with a turn of the event loop between folders: through the thread pool, a shop's
   * thousands of readdir and stat calls were most of a nightly backup, and each takes microseconds from the cache.
   */
  private async walk(prefix: string, found: ShopFile[]): Promise<void> {
    const folder = join(this.root, ...prefix.split('/').filter(Boolean));
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || isTransient(entry.name)) continue;
      const info = statSync(join(folder, entry.name), { throwIfNoEntry: false });
      if (info) found.push({ key: `${prefix}${entry.name}`, size: info.size, stamp: `${info.size}:${info.mtimeMs}` });
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || isTransient(entry.name)) continue;
      found.push({ key: `${prefix}${entry.name}/`, size: 0, stamp: '' });
      await new Promise(setImmediate);
      await this.walk(`${prefix}${entry.name}/`, found);
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    return this.io.read(this.pathOf(key));
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    if (key.endsWith('/')) {
      await this.folder(path);
      return;
    }
    await this.folder(dirname(path));
    await this.io.write(path, bytes);
    this.flush.note(path);
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (key.endsWith('/')) await rmdir(path).catch((error: NodeJS.ErrnoException) => ignoreUnless(error, ['ENOENT', 'ENOTEMPTY']));
    else await rm(path, { force: true });
  }

  async persist(): Promise<void> {
    await this.flush.flush();
  }

  private async folder(path: string): Promise<void> {
    if (this.folders.has(path)) return;
    await this.io.makeFolder(path);
    this.folders.add(path);
    this.flush.note(path);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('not a key under the photo folder');
    return join(this.root, ...key.replace(/\/$/, '').split('/')) + (key.endsWith('/') ? sep : '');
  }
}
