import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A script element with no attributes: a script written into the page itself. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow the scripts the build wrote into the app's pages (the
 * public page's after-paint loader), and no other inline script. Read once at start-up; none when the app is not built.
 */
export function inlineScriptHashes(uiDir: string, pages: readonly string[] = ['memory.html']): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    let html: string;
    try {
      html = readFileSync(join(uiDir, page), 'utf8');
    } catch {
      continue;
    }
    for (const [, source] of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(source!).digest('base64')}'`);
  }
  return [...hashes];
}
