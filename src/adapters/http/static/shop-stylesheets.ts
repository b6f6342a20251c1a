import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/[^"]+)"[^>]*>/g;

/**
 * The shop's stylesheets as the built app links them (its fonts, colours and type, read once from `index.html`), for
 * the small pages the server writes itself to wear the shop's look; none when the app is not built.
 */
export function shopStylesheets(uiDir: string): () => Promise<readonly string[]> {
  let read: Promise<readonly string[]> | null = null;
  return () => {
    read ??= readFile(join(uiDir, 'index.html'), 'utf8').then(
      (html) => [...html.matchAll(STYLESHEET_LINK)].map((link) => link[1]!),
      (error: NodeJS.ErrnoException) => {
        read = null;
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    return read;
  };
}
