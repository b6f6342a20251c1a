import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { loadAfterFirstPaint, type AppTiming } from './after-paint.js';
import { linkedStylesheets, splitWebFonts, STYLESHEET_LINK } from './html-css.js';
import { pageChunkFiles } from './page-chunks.js';
import { paintOnceParsed } from './paint-once-parsed.js';

/** One page the build writes the HTML of, rendered. */
export interface PrerenderedPage {
  /** The address rendered, with its query: `/create?plan=premium`. */
  readonly path: string;
  /** The file written into the build's folder, where the server looks for it: `create-premium.html`. */
  readonly file: string;
  /**
   * The lazily loaded module of the page at `path` (a key of Vite's manifest, relative to src/ui), for a page that is
   * not in the app's own chunk: its stylesheets are inlined with the app's, its code asked for with the app's.
   */
  readonly pageModule?: string;
  /** The tab's title, as the page sets it once it runs (HTML text). */
  readonly title?: string;
  /** When the page asks for its code (build/after-paint.ts); right after its first paint when not said. */
  readonly appTiming?: AppTiming;
}

/** The module the server build exports (src/ui/prerender-pages.tsx). */
interface PageRenderer {
  renderPage(path: string): Promise<string>;
}

/**
 * Where the build keeps, beside the app's folder, what the server needs to render these pages again with a shop's own
 * content (SHOP_CONTENT): the renderer, each page's HTML with APP_MARKUP in place of its markup, and the list of pages.
 */
export const RENDER_DIR = 'ui-render';
export const RENDERER_FILE = 'prerender-pages.js';
export const PAGES_FILE = 'pages.json';
export const APP_MARKUP = '<!--memories-app-markup-->';

const ROOT_ELEMENT = '<div id="root"></div>';

/** Keeps a tap on a button shown before the page's code runs, to make it again once React has the page (src/ui). */
const EARLY_TAPS_SCRIPT = 'early-taps.js';
const TITLE = /<title>[^<]*<\/title>/;

/** Renders each page once with a server build of the app's routes, kept in RENDER_DIR for the server. */
async function renderMarkups(uiRoot: string, outDir: string, pages: readonly PrerenderedPage[]): Promise<string[]> {
  const scratch = resolve(outDir, '..', RENDER_DIR);
  await build({
    configFile: false,
    root: uiRoot,
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: resolve(uiRoot, 'prerender-pages.tsx'),
      outDir: scratch,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: RENDERER_FILE } },
    },
  });
  const renderer = (await import(pathToFileURL(join(scratch, RENDERER_FILE)).href)) as PageRenderer;
  const markups: string[] = [];
  for (const page of pages) markups.push(await renderer.renderPage(page.path));
  return markups;
}

/**
 * One page's HTML: the app's shell with the page already rendered inside it (React hydrates it), the stylesheets of
 * the app and of the page's own chunk inlined in place of their tags (named on the <style>, so main.tsx can tell the
 * page they are there and no later chunk loads them again), and the web fonts (swapping in together), the scripts and the page's own code
 * asked for after the first paint: the first screen paints from this one response, once it is parsed whole
 * (`paintOnceParsed`). A tap on a button before the code
 * runs is kept and made again once it has (`earlyTaps`, run first in the after-paint script).
 */
async function pageHtml(shell: string, outDir: string, page: PrerenderedPage, markup: string, earlyTaps: string): Promise<string> {
  const chunk = page.pageModule ? await pageChunkFiles(outDir, page.pageModule) : { scripts: [], stylesheets: [] };
  const hrefs = [...new Set([...linkedStylesheets(shell), ...chunk.stylesheets])];
  const styles = await Promise.all(hrefs.map((href) => readFile(join(outDir, href), 'utf8')));
  const { css, webFonts } = await splitWebFonts(styles.join(''), outDir);
  const preloads = chunk.scripts
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const html = shell
    .replace(STYLESHEET_LINK, '')
    .replace(TITLE, (title) => (page.title ? `<title>${page.title}</title>` : title))
    .replace('</head>', `  ${[...preloads, `<style data-stylesheets="${hrefs.join(' ')}">${css}</style>`].join('\n    ')}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  return loadAfterFirstPaint(paintOnceParsed(html), outDir, [], earlyTaps, {
    ...(page.appTiming ? { timing: page.appTiming } : {}),
    ...(webFonts ? { webFonts } : {}),
  });
}

/** Writes each page's HTML (see `pageHtml`) into the build's folder, from the app's built index.html. */
export async function prerenderPages(uiRoot: string, outDir: string, pages: readonly PrerenderedPage[]): Promise<void> {
  const shell = await readFile(join(outDir, 'index.html'), 'utf8');
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`prerender: ${ROOT_ELEMENT} is missing from index.html`);
  const markups = await renderMarkups(uiRoot, outDir, pages);
  const earlyTaps = await readFile(join(uiRoot, EARLY_TAPS_SCRIPT), 'utf8');
  const renderDir = resolve(outDir, '..', RENDER_DIR);
  for (const [index, page] of pages.entries()) {
    await writeFile(join(outDir, page.file), await pageHtml(shell, outDir, page, markups[index]!, earlyTaps));
    await writeFile(join(renderDir, page.file), await pageHtml(shell, outDir, page, APP_MARKUP, earlyTaps));
  }
  await writeFile(join(renderDir, PAGES_FILE), JSON.stringify(pages.map(({ path, file }) => ({ path, file }))));
}
