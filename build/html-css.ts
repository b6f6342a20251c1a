import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { WebFonts } from './web-fonts-loader.js';

/** The built pages' stylesheet tags, as Vite writes them. */
export const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The stylesheets a built page links to, in order. */
export const linkedStylesheets = (html: string): string[] => [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);

/**
 * A small, safe minification for hand-written CSS inlined into a page: comments and layout whitespace go; spaces that
 * carry meaning (inside calc(), between values, in font names) stay.
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .replace(/:\s+/g, ':')
    .trim();
}

/** The sources, read from disk in order, as one minified stylesheet. */
export async function readCss(root: string, files: readonly string[]): Promise<string> {
  const sources = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
  return minifyCss(sources.join('\n'));
}

const WEB_FONT_FACE = /@font-face\{[^}]*url\([^}]*\}/g;
const FONT_FAMILY = /font-family:([^;}]+)/;

/**
 * Splits the @font-face rules that download a web font out of built CSS, into an asset of their own (content-hashed
 * under assets/): inlined, they would send the browser after the fonts before its first paint.
 */
export async function splitWebFonts(css: string, outDir: string): Promise<{ css: string; webFonts: WebFonts | null }> {
  const faces = css.match(WEB_FONT_FACE) ?? [];
  if (faces.length === 0) return { css, webFonts: null };
  const fonts = faces.join('');
  const href = `/assets/fonts-${createHash('sha256').update(fonts).digest('base64url').slice(0, 10)}.css`;
  await writeFile(join(outDir, href), fonts);
  const families = [
    ...new Set(
      faces.map((face) =>
        FONT_FAMILY.exec(face)![1]!
          .trim()
          .replace(/^(["'])(.*)\1$/, '$2'),
      ),
    ),
  ];
  return { css: css.replace(WEB_FONT_FACE, ''), webFonts: { href, families } };
}
