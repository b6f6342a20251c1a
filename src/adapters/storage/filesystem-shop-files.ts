import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import type { ShopFile, ShopFiles } from '../../application/ports/shop-files.js';
import { DeferredFlush } from '../shared/deferred-flush.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';
import { LEFTOVER } from './stored-photo-paths.js';

/** A key under the root: relative segments only, none empty or a dot segment. */
export function isSafeKey(key: string): boolean {
  const segments = key.replace(/\/$/, '').split('/');
  return key.length > 0 && !key.startsWith('/') && !key.includes('\\') && segments.every((part) => part !== '' && part !== '.' && part !== '..');
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

  constructor(private readonly root: string) {
    this.flush = new DeferredFlush(root);
  }

  async list(): Promise<ShopFile[]> {
    const found: ShopFile[] = [];
    await this.walk('', found);
    return found;
  }

  private async walk(prefix: string, found: ShopFile[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(join(this.root, ...prefix.split('/').filter(Boolean)), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const files = entries.filter((entry) => entry.isFile() && !isTransient(entry.name));
    // A folder's files asked about at once: one at a time, a shop's thousands of stat calls were most of a nightly backup.
    const stats = await Promise.all(files.map((entry) => stat(this.pathOf(`${prefix}${entry.name}`)).catch(() => null)));
    files.forEach((entry, index) => {
      const info = stats[index];
      if (info) found.push({ key: `${prefix}${entry.name}`, size: info.size, stamp: `${info.size}:${info.mtimeMs}` });
    });
    for (const entry of entries) {
      if (!entry.isDirectory() || isTransient(entry.name)) continue;
      found.push({ key: `${prefix}${entry.name}/`, size: 0, stamp: '' });
      await this.walk(`${prefix}${entry.name}/`, found);
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    if (key.endsWith('/')) {
      await this.folder(path);
      return;
    }
    await this.folder(dirname(path));
    await writeFileAtomically(path, bytes, { sync: false });
    this.flush.note(path);
  }

  async persist(): Promise<void> {
    await this.flush.flush();
  }

  private async folder(path: string): Promise<void> {
    if (this.folders.has(path)) return;
    await mkdir(path, { recursive: true });
    this.folders.add(path);
    this.flush.note(path);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('not a key under the photo folder');
    return join(this.root, ...key.replace(/\/$/, '').split('/')) + (key.endsWith('/') ? sep : '');
  }
}
