import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopFile, ShopFiles } from '../../application/ports/shop-files.js';
import { writeFileAtomically } from '../shared/write-file-atomically.js';

const FILE_NAME = 'app-secret';

/**
 * The data folder's generated secret (`DATA_DIR/app-secret`, made when APP_SECRET is unset) as the one file a backup
 * carries from the data folder: every edit, renewal and card link already e-mailed is signed with it. Written back with
 * owner-only permissions.
 */
export class AppSecretShopFiles implements ShopFiles {
  constructor(private readonly dataDir: string) {}

  async list(): Promise<ShopFile[]> {
    const info = await stat(join(this.dataDir, FILE_NAME)).catch(() => null);
    return info?.isFile() ? [{ key: FILE_NAME, size: info.size, stamp: `${info.size}:${info.mtimeMs}` }] : [];
  }

  async read(key: string): Promise<Uint8Array | null> {
    if (key !== FILE_NAME) return null;
    return readFile(join(this.dataDir, FILE_NAME)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async remove(key: string): Promise<void> {
    if (key === FILE_NAME) await rm(join(this.dataDir, FILE_NAME), { force: true });
  }

  /** The one file is synced as it is written. */
  async persist(): Promise<void> {}

  async write(key: string, bytes: Uint8Array): Promise<void> {
    if (key !== FILE_NAME) throw new Error('not a file of the data folder a backup carries');
    const path = join(this.dataDir, FILE_NAME);
    await mkdir(this.dataDir, { recursive: true });
    await writeFileAtomically(path, bytes);
    await chmod(path, 0o600);
  }
}
