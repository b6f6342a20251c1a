import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A link of a Markdown file that leads nowhere: a missing file or folder, a heading the target does not have, or a
 * path out of the repository (which may exist on this machine, never beside a clone).
 */
export interface BrokenLink {
  readonly file: string;
  readonly line: number;
  readonly target: string;
  readonly problem: 'missing file' | 'missing anchor' | 'outside the repository';
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /`+[^`]*`+/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
/** `[text](target)` and `![alt](target "title")`; the text may hold one level of brackets. */
const LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The lines of a Markdown text outside fenced code blocks, with their numbers (1-based), inline code blanked. */
function proseLines(text: string): { readonly text: string; readonly line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let inFence = false;
  text
    .replace(HTML_COMMENT, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((raw, index) => {
      if (FENCE.test(raw)) inFence = !inFence;
      else if (!inFence) lines.push({ text: raw.replace(INLINE_CODE, (code) => ' '.repeat(code.length)), line: index + 1 });
    });
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const raw of markdown.split('\n')) {
    if (FENCE.test(raw)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (!heading) continue;
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function anchorProblem(targetFile: string, anchor: string): boolean {
  if (!anchor || !targetFile.endsWith('.md')) return false;
  return !headingAnchors(readFileSync(targetFile, 'utf8')).has(decodeURIComponent(anchor).toLowerCase());
}

/** Every relative link of one Markdown file (and every #anchor into a Markdown file) that does not resolve. */
export function brokenLinks(file: string, root: string): BrokenLink[] {
  const text = readFileSync(file, 'utf8');
  const broken: BrokenLink[] = [];
  for (const { text: line, line: number } of proseLines(text)) {
    for (const match of line.matchAll(LINK)) {
      const target = match[1]!;
      if (EXTERNAL.test(target)) continue;
      const [path = '', anchor = ''] = target.split('#', 2);
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      const where = { file: relative(root, file), line: number, target };
      if (relative(root, resolved).startsWith('..')) broken.push({ ...where, problem: 'outside the repository' });
      else if (!existsSync(resolved)) broken.push({ ...where, problem: 'missing file' });
      else if (statSync(resolved).isFile() && anchorProblem(resolved, anchor)) broken.push({ ...where, problem: 'missing anchor' });
    }
  }
  return broken;
}

/** README.md and every Markdown file under docs/. */
export function documentationFiles(root: string): string[] {
  const docs = join(root, 'docs');
  const underDocs = existsSync(docs) ? readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')) : [];
  return [join(root, 'README.md'), ...underDocs.sort().map((name) => join(docs, name))];
}
