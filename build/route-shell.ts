import { readFile, writeFile } from 'node:fs/promises';
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
 * Writes `<name>.html`: the app's shell that also asks, from its head, for the code and the stylesheets of the page
 * module `pageModule` (a key of Vite's manifest, relative to src/ui). The page's chunk then downloads with the app's
 * own instead of after it has run (one round trip less before the page shows), and its styles are in place when it
 * renders.
 */
export async function writeRouteShell(outDir: string, name: string, pageModule: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!manifest[pageModule]) throw new Error(`route shell: ${pageModule} is not in the build's manifest`);
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  const { scripts, stylesheets } = chunkFiles(manifest, pageModule);
  const tags = [
    ...[...new Set(scripts)].filter((href) => !shell.includes(`"${href}"`)).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...new Set(stylesheets)].filter((href) => !shell.includes(`"${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ];
  await writeFile(join(outDir, `${name}.html`), shell.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`));
}
