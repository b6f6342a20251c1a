import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { compileProduct, productSources, ROOT } from './compile-product.js';

/** Inside node_modules so that the compiled files find the project's packages and package.json above them. */
const CACHE = join(ROOT, 'node_modules/.cache/memories-product');
/** Copies of other sources (another branch, an earlier commit) kept for going back to them: the last used. */
const KEPT = 4;
const HOUR_MS = 60 * 60 * 1000;

/** What the compiled copy depends on: every source's path and bytes, and how it is compiled. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const compiler = [join(import.meta.dirname, 'compile-product.ts'), join(ROOT, 'node_modules/esbuild/package.json')];
  for (const path of [...compiler, ...(await productSources()).map((source) => join(ROOT, source))]) {
    hash
      .update(path)
      .update('\0')
      .update(await readFile(path))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder of the product compiled from the sources as they are now: compiled once, then taken as it is by every run
 * (and every lane of a run) until a source changes. A copy appears whole or not at all: it is compiled aside and
 * renamed into place, and a lane that loses that race takes the winner's.
 */
export async function compiledProductFolder(): Promise<string> {
  await mkdir(CACHE, { recursive: true });
  const folder = join(CACHE, await fingerprint());
  if (!(await exists(folder))) {
    const aside = await mkdtemp(join(CACHE, 'compiling-'));
    await compileProduct(aside);
    await rename(aside, folder).catch(async (error: unknown) => {
      await rm(aside, { recursive: true, force: true });
      if (!(await exists(folder))) throw error;
    });
  }
  const now = new Date();
  await utimes(folder, now, now);
  await forgetOldCopies(folder);
  return folder;
}

/** Past the last used copies, and what a run stopped while compiling left behind (an hour on, none is still going). */
async function forgetOldCopies(current: string): Promise<void> {
  const entries = await readdir(CACHE, { withFileTypes: true });
  const folders = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && join(CACHE, entry.name) !== current)
      .map(async (entry) => ({ name: entry.name, path: join(CACHE, entry.name), changed: (await stat(join(CACHE, entry.name))).mtimeMs })),
  );
  const copies = folders.filter((folder) => !folder.name.startsWith('compiling-'));
  const oldest = copies.sort((a, b) => b.changed - a.changed).slice(KEPT - 1);
  const abandoned = folders.filter((folder) => folder.name.startsWith('compiling-') && folder.changed < Date.now() - HOUR_MS);
  await Promise.all([...oldest, ...abandoned].map((folder) => rm(folder.path, { recursive: true, force: true })));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
