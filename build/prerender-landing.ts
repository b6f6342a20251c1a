import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loadAfterFirstPaint } from './after-paint.js';
import { linkedStylesheets, splitWebFonts, STYLESHEET_LINK } from './html-css.js';

/** The module the server build of the landing exports (src/ui/prerender-landing.tsx). */
interface LandingRenderer {
  renderLanding(): Promise<string>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** Renders the landing once with a server build of the app's routes, in a scratch folder removed afterwards. */
async function renderLandingMarkup(uiRoot: string, outDir: string): Promise<string> {
  const scratch = resolve(outDir, '..', 'ui-prerender');
  try {
    await build({
      configFile: false,
      root: uiRoot,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: resolve(uiRoot, 'prerender-landing.tsx'),
        outDir: scratch,
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'prerender-landing.js' } },
      },
    });
    const renderer = (await import(pathToFileURL(join(scratch, 'prerender-landing.js')).href)) as LandingRenderer;
    return await renderer.renderLanding();
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Writes `landing.html`: the app's shell with the landing already rendered inside it (React hydrates it), the app's
 * stylesheets inlined in place of their tags (named on the <style>, so main.tsx can tell the page they are there and
 * a later page of the app does not load them again), and the web fonts and the scripts asked for after the first
 * paint: the first screen paints from this one response.
 */
export async function prerenderLanding(uiRoot: string, outDir: string): Promise<void> {
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} is missing from index.html`);
  const markup = await renderLandingMarkup(uiRoot, outDir);
  const hrefs = linkedStylesheets(shell);
  const styles = await Promise.all(hrefs.map((href) => readFile(join(outDir, href), 'utf8')));
  const { css, fontsHref } = await splitWebFonts(styles.join(''), outDir);
  const page = shell
    .replace(STYLESHEET_LINK, '')
    .replace('</head>', `  <style data-stylesheets="${hrefs.join(' ')}">${css}</style>\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  await writeFile(join(outDir, 'landing.html'), await loadAfterFirstPaint(page, outDir, fontsHref ? [fontsHref] : []));
}
