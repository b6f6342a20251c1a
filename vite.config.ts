import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineMemoryGate } from './build/memory-page.js';
import { prerenderLanding } from './build/prerender-landing.js';
import { writeRouteShell } from './build/route-shell.js';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * After the bundle is written: prerenders the landing (landing.html), makes memory.html paint its gate from the HTML
 * alone, writes the creation form's shell (create.html, see build/), then writes `.br` and `.gz` beside every text
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
      await prerenderLanding(uiRoot, outDir);
      await inlineMemoryGate(uiRoot, outDir);
      await writeRouteShell(outDir, 'create', 'pages/create-memory-page.tsx');
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < 512) return;
          await writeFile(`${file}.br`, await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gz(source, { level: 9 }));
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
    // Read by build/route-shell.ts (a folder starting with a dot: the server never sends it).
    manifest: true,
    rollupOptions: {
      // Two entries: the app, and the public page a QR code opens, which must stay small.
      input: { app: 'src/ui/index.html', memory: 'src/ui/memory.html' },
      output: {
        // React in a chunk of its own: what the app's pages share among themselves never rides along to the public page.
        advancedChunks: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/checkout': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
});
