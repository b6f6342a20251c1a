import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

export const ROOT = join(import.meta.dirname, '../../..');

/** What a process of the product runs: the server, the CLI and their workers (as `npm run build` compiles them), and the test servers that crash on purpose. */
const SOURCES = ['src', 'bin', 'config', 'test/support/crash'];
const SKIPPED = ['src/ui/'];

async function typeScriptFiles(folder: string): Promise<string[]> {
  const entries = await readdir(join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !SKIPPED.some((skipped) => path.startsWith(skipped)));
}

/** The TypeScript files a process of the product runs, relative to the project's root. */
export async function productSources(): Promise<string[]> {
  return (await Promise.all(SOURCES.map(typeScriptFiles))).flat();
}

/**
 * Compiles the product's TypeScript, file by file, into `outdir` with the project's own layout (outdir/src/main.js,
 * outdir/bin/memories-cli.js…), types stripped and nothing bundled, as `npm run build` does without checking types.
 * `outdir` must sit inside the project, so that the compiled files find node_modules and package.json above them.
 */
export async function compileProduct(outdir: string): Promise<void> {
  const files = await productSources();
  await build({
    absWorkingDir: ROOT,
    entryPoints: files,
    outdir,
    outbase: ROOT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    bundle: false,
    logLevel: 'error',
  });
}
