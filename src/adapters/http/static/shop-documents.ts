import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'koa';
import { SHOP_CONTENT_META } from '../../../domain/shop/shop-content.js';
import type { ShopContentView } from '../../../domain/shop/shop-content-view.js';
import { htmlText } from '../../shared/html-text.js';
import { htmlDocument, sendHtmlDocument, type HtmlDocument } from './send-html-with-head.js';

/** What the build keeps beside the app's folder to render its pages again (build/prerender-pages.ts). */
const RENDER_DIR = 'ui-render';
const RENDERER_FILE = 'prerender-pages.js';
const PAGES_FILE = 'pages.json';
const APP_MARKUP = '<!--memories-app-markup-->';
const BUILT_NAME = 'memories';

interface PageRenderer {
  renderPage(path: string, content: ShopContentView): Promise<string>;
}

export interface ShopDocumentsOptions {
  /** The shop's content as the app shows it at an instant: the prices in force, the promotion while it runs, the year. */
  readonly contentAt: () => ShopContentView;
  /** Other tags every document's head carries (the shop's identity), or ''. */
  readonly extraHead: string;
}

/** The content's `<meta>`, read by the app before it hydrates (src/ui/lib/shop-content.ts). */
function contentMeta(json: string): string {
  return `<meta name="${SHOP_CONTENT_META}" content="${htmlText(json)}">`;
}

/** The tab's title with the shop's name where the build wrote the demonstration's. */
function withShopName(html: string, name: string): string {
  return html.replace(/<title>([^<]*)<\/title>/i, (_title, text: string) => `<title>${text.replace(BUILT_NAME, htmlText(name))}</title>`);
}

async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
    throw error;
  }
}

/**
 * The app's documents as a shop with its own content (SHOP_CONTENT, or production) shows them: the prerendered pages
 * (landing, creation form) rendered again with that content by the build's own renderer, every document carrying the
 * content for hydration, the title with the shop's name. Made once per state of the content and kept in memory: when a
 * promotion ends or the year turns, the next request makes them again, with no restart. Sent uncompressed, with an ETag
 * of their own content, so a browser's copy from before the change is not reused.
 */
export function shopDocuments(uiDir: string, options: ShopDocumentsOptions) {
  const renderDir = resolve(uiDir, '..', RENDER_DIR);
  let renderer: Promise<{ render: PageRenderer | null; pages: ReadonlyMap<string, string> }> | null = null;
  let state: { json: string; documents: Map<string, Promise<HtmlDocument | null>> } | null = null;
  // One render at a time: the renderer holds the content it renders with while it runs.
  let rendering: Promise<unknown> = Promise.resolve();

  const loadRenderer = () => {
    renderer ??= (async () => {
      // An app folder without the build's renderer (a test's) has no prerendered page: each document is sent as it is.
      const pagesJson = await readIfThere(join(renderDir, PAGES_FILE));
      if (pagesJson === null) return { render: null, pages: new Map() };
      const list = JSON.parse(pagesJson) as { path: string; file: string }[];
      const render = (await import(pathToFileURL(join(renderDir, RENDERER_FILE)).href)) as PageRenderer;
      return { render, pages: new Map(list.map(({ path, file }) => [file, path])) };
    })();
    return renderer;
  };

  const renderOneAtATime = (render: PageRenderer, path: string, content: ShopContentView): Promise<string> => {
    const run = rendering.then(() => render.renderPage(path, content));
    rendering = run.catch(() => undefined);
    return run;
  };

  const make = async (file: string, content: ShopContentView, json: string): Promise<HtmlDocument | null> => {
    const { render, pages } = await loadRenderer();
    const path = pages.get(file);
    let html: string | null;
    if (path === undefined || render === null) {
      html = await readIfThere(join(uiDir, file));
    } else {
      const [template, markup] = await Promise.all([readFile(join(renderDir, file), 'utf8'), renderOneAtATime(render, path, content)]);
      html = template.replace(APP_MARKUP, () => markup);
    }
    if (html === null) return null;
    const body = withShopName(html, content.name).replace(/<\/head>/i, () => `${options.extraHead}${contentMeta(json)}</head>`);
    return htmlDocument(body);
  };

  const documentFor = (file: string): Promise<HtmlDocument | null> => {
    const content = options.contentAt();
    const json = JSON.stringify(content);
    if (state?.json !== json) state = { json, documents: new Map() };
    const current = state;
    let document = current.documents.get(file);
    if (!document) {
      document = make(file, content, json);
      document.catch(() => current.documents.delete(file));
      current.documents.set(file, document);
    }
    return document;
  };

  return async (ctx: Context, file: string, status = 200): Promise<boolean> => {
    const document = await documentFor(file);
    if (!document) return false;
    sendHtmlDocument(ctx, document, status);
    return true;
  };
}
