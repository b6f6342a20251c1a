import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { ShopFile, ShopFiles } from '../../application/ports/shop-files.js';
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
 * keyed by their path under it with `/` separators; stamped by size and modification time.
 */
export class FilesystemShopFiles implements ShopFiles {
  constructor(private readonly root: string) {}

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
    for (const entry of entries) {
      if (isTransient(entry.name)) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        found.push({ key: `${key}/`, size: 0, stamp: '' });
        await this.walk(`${key}/`, found);
      } else if (entry.isFile()) {
        const info = await stat(this.pathOf(key)).catch(() => null);
        if (info) found.push({ key, size: info.size, stamp: `${info.size}:${info.mtimeMs}` });
      }
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
      await mkdir(path, { recursive: true });
      return;
    }
    await mkdir(join(path, '..'), { recursive: true });
    await writeFileAtomically(path, bytes);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error('not a key under the photo folder');
    return join(this.root, ...key.replace(/\/$/, '').split('/')) + (key.endsWith('/') ? sep : '');
  }
}
