import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WEB_FONTS_PENDING, webFontsSource, type WebFonts } from './web-fonts-loader.js';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const HTML_TAG = /<html(?=[\s>])/;

/** When a page's own code is asked for: right after its first paint, or (`onIntent`) once the buyer needs it. */
export interface AppTiming {
  /**
   * The page works from its HTML alone until then (links, fields, the taps kept by early-taps.js): its code is asked
   * for at the first touch, key, focus or scroll, or once the phone has had IDLE_AFTER_PAINT_MS to itself after the
   * first paint, whichever comes first.
   */
  readonly onIntent?: boolean;
  /** A JavaScript expression, true when the page needs its code at its first paint all the same (a kept draft to show). */
  readonly atOnceIf?: string;
}

/**
 * How long after the first paint a page left alone asks for its code: the first seconds belong to the paint, the web
 * fonts and the first scroll; a buyer who touches the page sooner gets it sooner.
 */
const IDLE_AFTER_PAINT_MS = 3000;

/**
 * On <html> of a page whose code waits for the buyer (AppTiming.onIntent) until that code is asked for: the sections
 * out of view wait with it (content-visibility, in their stylesheets), so that the first paint and the fonts' relayout
 * lay out the first screen alone.
 */
export const APP_PENDING = 'data-app-pending';

/**
 * Names the moment the page asks for its code (the bench and the first-load script test read it); its detail says why:
 * one of AppRequestReason.
 */
export const APP_REQUESTED_MARK = 'memories:app-requested';
export type AppRequestReason = 'intent' | 'idle' | 'at-once';

/** Asks for the page's code (`loadScripts`) at the first sign of the buyer (see AppTiming), or when idle. */
function onIntentSource(atOnceIf: string | undefined): string {
  return `var intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var asked = false;
  function askForApp(reason) {
    if (asked) return;
    asked = true;
    intents.forEach(function (type) { window.removeEventListener(type, onIntent, true); });
    if (window.performance && performance.mark) performance.mark(${JSON.stringify(APP_REQUESTED_MARK)}, { detail: reason });
    document.documentElement.removeAttribute(${JSON.stringify(APP_PENDING)});
    loadScripts();
  }
  function onIntent() {
    askForApp('intent');
  }
  intents.forEach(function (type) { window.addEventListener(type, onIntent, { capture: true, passive: true }); });
  function atOnce() {
    try {
      return ${atOnceIf ?? 'false'};
    } catch (error) {
      return false;
    }
  }
  function onIdle() {
    askForApp('idle');
  }
  function loadApp() {
    if (atOnce()) return askForApp('at-once');
    setTimeout(function () {
      if (window.requestIdleCallback) requestIdleCallback(onIdle, { timeout: 1000 });
      else onIdle();
    }, ${IDLE_AFTER_PAINT_MS});
  }`;
}

/** The loader's source: adds the stylesheets, then the module preloads and module scripts, once the first frame is painted. */
function loaderSource(
  assets: { stylesheets: readonly string[]; webFonts?: WebFonts; preloads: readonly string[]; scripts: readonly string[] },
  prelude: string,
  timing: AppTiming,
): string {
  return `${prelude}// Written by the build: what this page needs after its first paint, asked for once that paint is done.
(function () {
  var head = document.head;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    return head.appendChild(element);
  }
  ${webFontsSource(assets.webFonts)}
  function loadScripts() {
    ${JSON.stringify(assets.preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
    ${JSON.stringify(assets.scripts)}.forEach(function (src) { add('script', { type: 'module', crossorigin: '', src: src }); });
  }
  ${timing.onIntent ? onIntentSource(timing.atOnceIf) : 'var loadApp = loadScripts;'}
  function load() {
    ${JSON.stringify(assets.stylesheets)}.forEach(function (href) { add('link', { rel: 'stylesheet', crossorigin: '', href: href }); });
    loadWebFonts();
    loadApp();
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    load();
  }
  // A page opened in a background tab paints nothing until it is shown: it loads at once.
  if (document.visibilityState === 'hidden') return start();
  // Where the browser reports its first contentful paint, once that paint is on screen (a frame can be drawn well after
  // its animation frame callback on a busy phone); elsewhere after the next frame. Never later than 2 s either way.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 2000);
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
}

/**
 * Takes a built page's module script and module preloads out of its HTML and writes a small classic script (deferred,
 * under assets/ with a content hash) that adds them, with the given stylesheets, right after the first paint: the
 * page paints from its HTML alone, and nothing it needs later competes with that HTML for the first round trips.
 * `prelude` (classic script source) runs first in that same script: what the page needs before its own script, without
 * a request of its own. `inline` puts the script itself at the end of the body instead (the server allows it by its
 * hash in the page's Content-Security-Policy), so that not even it is asked for before the first paint. `timing` says
 * when the scripts are asked for (see AppTiming). `webFonts` are loaded then too, and swap in together (see WebFonts).
 */
export async function loadAfterFirstPaint(
  html: string,
  outDir: string,
  stylesheets: readonly string[],
  prelude = '',
  options: { readonly inline?: boolean; readonly timing?: AppTiming; readonly webFonts?: WebFonts } = {},
): Promise<string> {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error('after-paint: the page has no module script');
  const { webFonts } = options;
  const source = loaderSource({ stylesheets, preloads, scripts, ...(webFonts ? { webFonts } : {}) }, prelude, options.timing ?? {});
  const pending = [...(options.timing?.onIntent ? [APP_PENDING] : []), ...(webFonts ? [WEB_FONTS_PENDING] : [])];
  const withoutScripts = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const page = pending.length > 0 ? withoutScripts.replace(HTML_TAG, `<html ${pending.join(' ')}`) : withoutScripts;
  if (options.inline) return page.replace('</body>', `  <script>${source}</script>\n  </body>`);
  const name = `assets/after-paint-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
  await writeFile(join(outDir, name), source);
  return page.replace('</head>', `  <script src="/${name}" defer></script>\n  </head>`);
}
