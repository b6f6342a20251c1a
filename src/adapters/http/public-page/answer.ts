import type { HeaderList } from '../middleware/security-headers.js';

/**
 * One answer to a public read, made once and sent as it is by whichever listener took the read: its status, its
 * headers in the order they go out (X-Request-Id first, its value left empty: each request has its own) and its body.
 */
export interface Answer {
  readonly status: number;
  readonly headers: HeaderList;
  readonly body: string | Buffer | null;
}

/** What a read of the page's HTML asks beside its address. */
export interface HtmlRead {
  /** The encoding negotiated from Accept-Encoding (`br`, `gzip`, `identity`), false when none is acceptable. */
  readonly encoding: string | false;
  /** The request's conditional headers, empty when absent. */
  readonly ifNoneMatch: string;
  readonly ifModifiedSince: string;
  readonly cacheControl: string;
  /** The page's answer proof ("Pergunta de vocês") the request's cookie carries; null when none. */
  readonly answered: string | null;
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * Whether a conditional request may get a 304 for an answer with this ETag and no Last-Modified: the `fresh` package's
 * judgement (the one Koa's ctx.fresh gives), so a read is judged the same whoever answers it.
 */
export function isFresh(read: HtmlRead, etag: string): boolean {
  const { ifNoneMatch, ifModifiedSince } = read;
  if (ifNoneMatch === '' && ifModifiedSince === '') return false;
  if (read.cacheControl !== '' && NO_CACHE.test(read.cacheControl)) return false;
  if (ifNoneMatch !== '' && ifNoneMatch !== '*') {
    const named = tokens(ifNoneMatch).some((match) => match === etag || match === `W/${etag}` || `W/${match}` === etag);
    if (!named) return false;
  }
  // Without a Last-Modified, an If-Modified-Since is never satisfied.
  return ifModifiedSince === '';
}

/** An If-None-Match list's entries, as the `fresh` package reads them (spaces around the commas dropped). */
function tokens(list: string): string[] {
  return list.split(',').map((entry) => entry.replace(/^ +| +$/g, ''));
}
