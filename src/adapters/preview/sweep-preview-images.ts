import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** `{pageId}.{version}.png`, as CachedPreviewImages names a page's image. */
const PAGE_IMAGE = /^([A-Za-z0-9_-]{1,128})\.[A-Za-z0-9_-]{1,64}\.png$/;

/**
 * Removes the preview images of pages no longer shown (removed, ended, suspended): they carry the couple's names and
 * date, which must not outlive the page. `isShown` answers false only when the page is known to be hidden; the
 * generic image and anything else in the folder are left alone. Answers how many files went.
 */
export async function sweepPreviewImages(dir: string, isShown: (memoryId: string) => Promise<boolean>): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const verdicts = new Map<string, Promise<boolean>>();
  let removed = 0;
  for (const name of names) {
    const match = PAGE_IMAGE.exec(name);
    if (!match) continue;
    const memoryId = match[1]!;
    if (!verdicts.has(memoryId)) verdicts.set(memoryId, isShown(memoryId));
    if (await verdicts.get(memoryId)!) continue;
    await rm(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}
