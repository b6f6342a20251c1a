import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineMemoryGate } from './build/memory-page.js';
import { prerenderPages, type PrerenderedPage } from './build/prerender-pages.js';
import { DRAFT_MARK_COOKIE } from './src/ui/lib/create-draft-store.js';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * The landing and the form work from their HTML until the buyer touches them (links, fields, taps kept): their code,
 * React's 68 KB among it, is asked for then, or once the phone is idle (build/after-paint.ts). A kept draft of the form
 * is shown at once.
 */
const ON_INTENT = { onIntent: true } as const;
const FORM_ON_INTENT = { onIntent: true, atOnceIf: `document.cookie.indexOf(${JSON.stringify(DRAFT_MARK_COOKIE)}) >= 0` } as const;

/**
 * The pages the build renders into HTML of their own, each where the server looks for it: the landing, and the
 * creation form once per plan (`?plan=premium` is its own file; `/create` with any other plan, or none, is the basic
 * one, as the form reads the address).
 */
const PRERENDERED: readonly PrerenderedPage[] = [
  { path: '/', file: 'landing.html', appTiming: ON_INTENT },
  {
    path: '/create?plan=basic',
    file: 'create.html',
    pageModule: 'pages/create-memory-page.tsx',
    title: 'Crie sua página · memories',
    appTiming: FORM_ON_INTENT,
  },
  {
    path: '/create?plan=premium',
    file: 'create-premium.html',
    pageModule: 'pages/create-memory-page.tsx',
    title: 'Crie sua página · memories',
    appTiming: FORM_ON_INTENT,
  },
];

/**
 * After the bundle is written: prerenders the landing and the creation form (see PRERENDERED), makes memory.html paint
 * its gate from the HTML alone, then writes `.br` and `.gz` beside every text
 * asset once, so the server can send them as they are: a phone on mobile data downloads a fraction of the bytes, and
 * no request pays for compression.
 */
function afterBuild(uiRoot: string, outDir: string): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'memories-after-build',
    apply: 'build',
    async closeBundle() {
      await prerenderPages(uiRoot, outDir, PRERENDERED);
      await inlineMemoryGate(uiRoot, outDir);
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          // Small files too (the public page loads several of a few hundred bytes), but only where it saves bytes.
          const compressed = { br: await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gz: await gz(source, { level: 9 }) };
          for (const [encoding, bytes] of Object.entries(compressed)) if (bytes.length < source.length) await writeFile(`${file}.${encoding}`, bytes);
        }),
      );
    },
  };
}

const outDir = 'dist/ui';
const uiRoot = 'src/ui';

export default defineConfig({
  root: uiRoot,
  plugins: [react(), afterBuild(uiRoot, outDir)],
  build: {
    outDir: `../../${outDir}`,
    emptyOutDir: true,
    target: 'es2022',
    // Read by build/page-chunks.ts (a folder starting with a dot: the server never sends it).
    manifest: true,
    rollupOptions: {
      // Two entries: the app, and the public page a QR code opens, which must stay small.
      input: { app: 'src/ui/index.html', memory: 'src/ui/memory.html' },
      output: {
        // React in a chunk of its own: what the app's pages share among themselves never rides along to the public page.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/checkout': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
