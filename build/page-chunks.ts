import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files a chunk needs before it runs: its own, its static imports' (recursively), and their stylesheets. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { scripts, stylesheets };
  seen.add(key);
  for (const imported of chunk.imports ?? []) {
    const nested = chunkFiles(manifest, imported, seen);
    scripts.push(...nested.scripts);
    stylesheets.push(...nested.stylesheets);
  }
  scripts.push(`/${chunk.file}`);
  stylesheets.push(...(chunk.css ?? []).map((css) => `/${css}`));
  return { scripts, stylesheets };
}

/**
 * The scripts and the stylesheets (paths from the site's root, each once, in the order they apply) that the lazily
 * loaded page module `pageModule` (a key of Vite's manifest, relative to src/ui) needs before it runs.
 */
export async function pageChunkFiles(outDir: string, pageModule: string): Promise<{ scripts: string[]; stylesheets: string[] }> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!manifest[pageModule]) throw new Error(`prerender: ${pageModule} is not in the build's manifest`);
  const { scripts, stylesheets } = chunkFiles(manifest, pageModule);
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}
