import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Creates a small file in the photo folder and removes it: fails as an upload would (ENOSPC, EDQUOT, EROFS, EACCES).
 * The name starts with a dot and the file sits outside every page's folder, so no photo listing ever sees it.
 */
export async function probePhotoFolderWritable(uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const file = join(uploadsDir, `.health-${randomUUID()}`);
  try {
    await writeFile(file, 'ok', { flag: 'wx' });
  } finally {
    await rm(file, { force: true });
  }
}
