import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadAfterFirstPaint } from './after-paint.js';
import { linkedStylesheets, readCss, STYLESHEET_LINK } from './html-css.js';

/** What the public page's gate needs to paint, inlined into memory.html (paths under src/ui). */
const GATE_CRITICAL_CSS = ['styles/font-fallbacks.css', 'styles/tokens.css', 'styles/base.css', 'features/memory-page/builders/memory-gate.css'];

/** Remembers a tap on the painted gate until the page's script runs (src/ui/memory-gate-tap.js). */
const GATE_TAP_SCRIPT = 'memory-gate-tap.js';

/**
 * Rewrites the built memory.html so its 'Clique' gate paints from the HTML alone: the gate's own styles inline, and
 * the page's stylesheets (fonts included), scripts, data and first photo asked for right after that first paint
 * (memory-main.ts shows the page behind the gate once the stylesheets apply): nothing is requested before it. The
 * gate listens for a tap from the start: the script that asks for them, inline at the end of the body, remembers one.
 * <title> and </head> stay for the server's per-page head.
 */
export async function inlineMemoryGate(uiRoot: string, outDir: string): Promise<void> {
  const file = join(outDir, 'memory.html');
  const html = await readFile(file, 'utf8');
  const stylesheets = linkedStylesheets(html);
  const css = await readCss(uiRoot, GATE_CRITICAL_CSS);
  const page = html.replace(STYLESHEET_LINK, '').replace('</title>', `</title>\n    <style>${css}</style>`);
  const gateTap = await readFile(join(uiRoot, GATE_TAP_SCRIPT), 'utf8');
  await writeFile(file, await loadAfterFirstPaint(page, outDir, stylesheets, gateTap, { inline: true }));
}
