import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Middleware } from 'koa';

/** Documents: the app, the public page, the demo checkout. */
const DOCUMENT_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  // The music of a premium page plays in YouTube's embedded player.
  frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The music field's search shows each video's thumbnail from YouTube's image host. The React app moves between its
 * routes without reloading (the landing's links open the creation form in the same document), so every document of the
 * app allows it; the public page, a document of its own and the most seen, and everything else do not.
 */
const MUSIC_THUMBNAILS = 'https://i.ytimg.com';

/** helmet has no Permissions-Policy of its own. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
/** The app's documents hold the creation form and the edit page, where "Um áudio seu" is recorded: the microphone, for this origin only. */
const APP_PERMISSIONS_POLICY = 'camera=(), microphone=(self), geolocation=(), payment=()';

const HSTS = { maxAge: 31536000, includeSubDomains: true };

/**
 * Headers on every answer, by helmet. `strict-origin` sends other sites only our origin, never a path or query (edit
 * links carry a token), and still gives YouTube's player the referrer it requires. Documents also get helmet's other
 * defaults (Cross-Origin-Resource-Policy, Origin-Agent-Cluster, no DNS prefetching, the legacy X-* headers): nothing
 * of ours is embedded by another site.
 *
 * Answers under /api/ (JSON, stored photos) are never documents that run scripts or open windows, so the document
 * policy's directives do nothing for them. They get what an API answer needs (as in OWASP's REST guidance): no
 * sniffing, no framing, and a policy that allows nothing should one be opened directly. Far fewer bytes on the most
 * frequent answer, the public page's JSON.
 */
export function securityHeaders(options: SecurityHeaderOptions, lists: SecurityHeaderLists = securityHeaderLists(options)): Middleware {
  const { api, documents } = lists;
  return (ctx, next) => {
    const headers = ctx.path.startsWith('/api/') ? api : lists.isAppDocument(ctx.path) ? lists.app : documents;
    // Straight on Node's response, in helmet's order: Koa's ctx.set normalises every header it is given.
    for (let i = 0; i < headers.length; i += 2) ctx.res.setHeader(headers[i]!, headers[i + 1]!);
    return next();
  };
}

export interface SecurityHeaderOptions {
  readonly https: boolean;
  readonly photoOrigin?: string;
  /** The `'sha256-…'` sources of the scripts written into the app's pages at build time. */
  readonly inlineScripts?: readonly string[];
  /** Whether a path is one of the React app's documents (which hold the music field); none when not given. */
  readonly isAppDocument?: (path: string) => boolean;
}

/** Header names and values, one after the other, in the order they are set: as Node's writeHead takes them. */
export type HeaderList = readonly string[];

export interface SecurityHeaderLists {
  /** Answers under /api/. */
  readonly api: HeaderList;
  /** Everything else (documents): Permissions-Policy, then helmet's. */
  readonly documents: HeaderList;
  /** The React app's documents: the same, with the music search's thumbnails allowed. */
  readonly app: HeaderList;
  readonly isAppDocument: (path: string) => boolean;
}

/**
 * What helmet sets on each kind of answer, asked of helmet itself once: none of these policies depends on the request,
 * so every answer gets the very same list, whether through Koa or written directly.
 */
export function securityHeaderLists(options: SecurityHeaderOptions): SecurityHeaderLists {
  const strictTransportSecurity = options.https ? HSTS : false;
  // Photos fetched from elsewhere (PHOTO_PUBLIC_URL) are images of the pages too.
  const imgSrc = options.photoOrigin ? [...DOCUMENT_DIRECTIVES.imgSrc, options.photoOrigin] : DOCUMENT_DIRECTIVES.imgSrc;
  const scriptSrc = [...DOCUMENT_DIRECTIVES.scriptSrc, ...(options.inlineScripts ?? [])];
  // So are the voice messages kept beside them ("Um áudio seu").
  const mediaSrc = options.photoOrigin ? [...DOCUMENT_DIRECTIVES.mediaSrc, options.photoOrigin] : DOCUMENT_DIRECTIVES.mediaSrc;
  const documentsWith = (images: readonly string[]) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...DOCUMENT_DIRECTIVES, scriptSrc, imgSrc: images, mediaSrc } },
      referrerPolicy: { policy: 'strict-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      strictTransportSecurity,
    });
  const api = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return {
    api: headersSetBy(api),
    documents: ['Permissions-Policy', PERMISSIONS_POLICY, ...headersSetBy(documentsWith(imgSrc))],
    app: ['Permissions-Policy', APP_PERMISSIONS_POLICY, ...headersSetBy(documentsWith([...imgSrc, MUSIC_THUMBNAILS]))],
    isAppDocument: options.isAppDocument ?? (() => false),
  };
}

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs a helmet middleware once on a response that only records: the headers it sets, in order. */
function headersSetBy(middleware: HelmetMiddleware): HeaderList {
  const set: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new TypeError(`helmet set ${name} to a value that is not text`);
      set.push(name, value);
    },
    // X-Powered-By: neither Koa nor Node sets it, so there is nothing to remove.
    removeHeader() {},
  };
  let done = false;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  // helmet is synchronous; a version that is not would leave the list incomplete.
  if (!done) throw new Error('helmet did not finish at once');
  return set;
}
