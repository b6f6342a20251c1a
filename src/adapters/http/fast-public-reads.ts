import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Layer, Router } from '@koa/router';
import type Koa from 'koa';
import type { GetPublicPage } from '../../application/buyer/get-public-page.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { PublicPageResponse } from './contract/memories.contract.js';
import { domainErrorToHttp } from './error-to-http.js';
import { JSON_TYPE, PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_PAGE_ROUTE } from './memories.routes.js';
import { requestIdOf, writeRequestLine, type HttpLogger } from './middleware/request-context.js';
import { PUBLIC_PAGE_HTML_TEMPLATE, type HttpMetrics } from './middleware/request-metrics.js';
import type { HeaderList, SecurityHeaderLists } from './middleware/security-headers.js';
import type { PublicPageJson } from './public-page-json.js';
import { HTML_TYPE, type PublicPageHtml, type Rendered } from './static/public-page-html.js';
import { REVALIDATE } from './static/send-file.js';
import { PREVIEWS_PREFIX } from './static/serve-preview-images.js';
import { publicPageAddress } from './static/serve-ui.js';
import { UPLOADS_PREFIX } from './static/serve-uploads.js';

/** Koa's request listener, `app.callback()`. */
export type RequestListener = ReturnType<Koa['callback']>;
type Listened = Parameters<RequestListener>;

export interface FastPublicReadsOptions {
  readonly getPublicPage: Pick<GetPublicPage, 'execute'>;
  /** The JSON texts of the pages, shared with the API's route. */
  readonly json: PublicPageJson;
  /** The pages' HTML, shared with the app's static files; null: `/{slug}/{id}` is always left to Koa. */
  readonly html: PublicPageHtml | null;
  readonly securityHeaders: SecurityHeaderLists;
  readonly logger: HttpLogger;
  /** The API's router, whose `PUBLIC_PAGE_ROUTE` answers `GET /api/{slug}/{id}`. */
  readonly api: Router;
  /** Every router mounted before the app's pages, the API's included. */
  readonly routers: readonly Router[];
  /** Where each answer is counted, under the same route template as Koa's answer to the same read. */
  readonly metrics?: Pick<HttpMetrics, 'request'>;
}

/** Makes `app`'s request listener (the one app.listen uses, or a test asks for) answer these reads before Koa. */
export function answerFirst(app: Koa, reads: FastPublicReads): void {
  const koaListener = app.callback.bind(app);
  app.callback = () => reads.in(koaListener());
}

/**
 * One answer: its status, its headers in the order Koa sets them (X-Request-Id first, its value left empty: each
 * request has its own), and its body.
 */
interface Answer {
  readonly status: number;
  readonly headers: HeaderList;
  readonly body: string | Buffer | null;
}

/** A read being answered: its address, its route's template and when it began (performance.now()). */
interface ReadUnderWay {
  readonly path: string;
  readonly route: string;
  readonly started: number;
}

const API_PAGE = /^\/api\/([a-z0-9-]{1,120})\/([A-Za-z0-9_-]{1,64})$/;
/** Pages whose JSON answer is held at most, as many as PublicPageJson holds texts. */
const MAX_JSON_ANSWERS = 1000;
/** What makes a request's Cache-Control refuse a 304 (the `fresh` package's test, which Koa's ctx.fresh uses). */
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/**
 * The public page's two reads, `/api/{slug}/{id}` (its JSON) and `/{slug}/{id}` (its HTML), GET and HEAD, answered
 * ahead of Koa: nearly all of the traffic, and Koa's context, middleware and router cost more than the answer. Each
 * request still reads its page through the same use case as Koa's route (the short read cache; a basic page's end
 * checked against the clock on every read), so what is sent is always what Koa would send now: the very same status,
 * headers (the security headers helmet gives that kind of answer, listed once), body and closing log line. Anything
 * else falls through to Koa untouched: other methods and addresses, an address another route takes, a conditional
 * request this does not judge the way Koa would, an Accept-Encoding Koa has not negotiated yet, and a read that fails
 * other than with a business error (Koa then reads again and answers the failure).
 */
export class FastPublicReads {
  private readonly jsonAnswers = new Map<string, { readonly json: string; readonly answer: Answer }>();
  /** The HTML answers made from each page's HTML: by encoding, and the 304. */
  private readonly htmlAnswers = new WeakMap<Rendered, Map<string, Answer>>();
  /** First segments under /api that another route or middleware answers; null: the JSON is left to Koa. */
  private readonly apiTaken: ReadonlySet<string> | null;
  /** First segments of other two-segment GET routes; null: the HTML is left to Koa. */
  private readonly pageTaken: ReadonlySet<string> | null;
  /** The JSON route's template, as Koa's router reports it (`/api/:slug/:id`). */
  private readonly jsonTemplate: string;

  constructor(private readonly options: FastPublicReadsOptions) {
    const pageRoute = options.api.route(PUBLIC_PAGE_ROUTE);
    this.jsonTemplate = pageRoute && typeof pageRoute.path === 'string' ? pageRoute.path : PUBLIC_PAGE_ROUTE;
    const before = pageRoute ? routeNames(options.api.stack.slice(0, options.api.stack.indexOf(pageRoute)), 3) : null;
    // The photos' and the preview images' middleware answer their own addresses before the router.
    this.apiTaken = before && new Set([...before, secondSegment(UPLOADS_PREFIX), secondSegment(PREVIEWS_PREFIX)]);
    const routes = options.routers.flatMap((router) => router.stack);
    this.pageTaken = options.html ? routeNames(routes, 2) : null;
  }

  /** Koa's request listener with these reads answered first. */
  in(koa: RequestListener): RequestListener {
    return (req, res) => this.handle(req, res, koa);
  }

  private handle(request: Listened[0], response: Listened[1], koa: RequestListener): Promise<void> {
    // HTTP/2 is left to Koa, as is every method but GET and HEAD.
    if (request.httpVersionMajor !== 1 || (request.method !== 'GET' && request.method !== 'HEAD')) return koa(request, response);
    const req = request as IncomingMessage;
    const res = response as ServerResponse;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const api = API_PAGE.exec(path);
    if (api) {
      if (this.apiTaken === null || this.apiTaken.has(api[1]!)) return koa(req, res);
      return this.answerJson(req, res, koa, path, api[1]!, api[2]!);
    }
    const page = this.pageTaken && publicPageAddress(path);
    if (!page || this.pageTaken!.has(page[1]!)) return koa(req, res);
    return this.answerHtml(req, res, koa, path, page[1]!, page[2]!);
  }

  private async answerJson(req: IncomingMessage, res: ServerResponse, koa: RequestListener, path: string, slug: string, id: string): Promise<void> {
    const started = performance.now();
    let answer: Answer;
    try {
      answer = this.jsonAnswer(await this.options.getPublicPage.execute({ slug, id }));
    } catch (error) {
      // Any other failure (the database unreachable…) is Koa's to answer and log: it reads the page again.
      if (!(error instanceof DomainError)) return koa(req, res);
      answer = this.jsonError(error);
    }
    return this.send(req, res, koa, { path, route: this.jsonTemplate, started }, answer);
  }

  private jsonAnswer(page: PublicPageResponse): Answer {
    const json = this.options.json.of(page);
    const held = this.jsonAnswers.get(page.id);
    if (held && held.json === json) return held.answer;
    const answer = { status: 200, headers: this.jsonHeaders(json), body: json };
    if (!held && this.jsonAnswers.size >= MAX_JSON_ANSWERS) this.jsonAnswers.delete(this.jsonAnswers.keys().next().value as string);
    this.jsonAnswers.set(page.id, { json, answer });
    return answer;
  }

  /** 404 (unknown or unpaid) and 410 (ended or suspended), as errorToHttp answers them after the route's Cache-Control. */
  private jsonError(error: DomainError): Answer {
    const { status, body } = domainErrorToHttp(error);
    const json = JSON.stringify(body);
    return { status, headers: this.jsonHeaders(json), body: json };
  }

  private jsonHeaders(json: string): HeaderList {
    const length = String(Buffer.byteLength(json));
    return [
      'X-Request-Id',
      '',
      ...this.options.securityHeaders.api,
      'Cache-Control',
      PUBLIC_PAGE_CACHE_CONTROL,
      'Content-Type',
      JSON_TYPE,
      'Content-Length',
      length,
    ];
  }

  private async answerHtml(req: IncomingMessage, res: ServerResponse, koa: RequestListener, path: string, slug: string, id: string): Promise<void> {
    const html = this.options.html!;
    const accepted = html.knownEncoding(header(req, 'accept-encoding'));
    const revalidation = revalidationOf(req);
    if (accepted === undefined || revalidation === undefined) return koa(req, res);
    const started = performance.now();
    let answer: Answer;
    try {
      const rendered = await html.answer(slug, id);
      // The app is not built: Koa's static files say what to send.
      if (rendered === null) return koa(req, res);
      answer = this.htmlAnswer(rendered, accepted, revalidation);
    } catch {
      return koa(req, res);
    }
    return this.send(req, res, koa, { path, route: PUBLIC_PAGE_HTML_TEMPLATE, started }, answer);
  }

  /** PublicPageHtml.serve's answer, then what Koa's respond makes of it (a 304 loses its Content-Type). */
  private htmlAnswer(rendered: Rendered, accepted: string | false, revalidation: string | null): Answer {
    const fresh = rendered.status === 200 && revalidation !== null && (revalidation === rendered.etag || revalidation === `W/${rendered.etag}`);
    const key = fresh ? '304' : String(accepted);
    let answers = this.htmlAnswers.get(rendered);
    let answer = answers?.get(key);
    if (answer) return answer;
    const documents = ['X-Request-Id', '', ...this.options.securityHeaders.documents];
    const caching = ['Cache-Control', REVALIDATE, 'ETag', rendered.etag, 'Vary', 'Accept-Encoding'];
    if (fresh) {
      answer = { status: 304, headers: [...documents, ...caching], body: null };
    } else {
      const { body, encoding } = rendered.encoded(accepted);
      const coding = encoding === null ? [] : ['Content-Encoding', encoding];
      const headers = [...documents, 'Content-Type', HTML_TYPE, ...caching, ...coding, 'Content-Length', String(body.length)];
      answer = { status: rendered.status, headers, body };
    }
    if (!answers) this.htmlAnswers.set(rendered, (answers = new Map()));
    answers.set(key, answer);
    return answer;
  }

  private send(req: IncomingMessage, res: ServerResponse, koa: RequestListener, read: ReadUnderWay, answer: Answer): Promise<void> | void {
    const { path, route, started } = read;
    const requestId = requestIdOf(header(req, 'x-request-id'));
    try {
      const headers = answer.headers.slice();
      headers[1] = requestId;
      res.writeHead(answer.status, headers);
      if (answer.body === null || req.method === 'HEAD') res.end();
      else res.end(answer.body);
      const elapsed = performance.now() - started;
      writeRequestLine(this.options.logger, { requestId, method: req.method!, path, status: answer.status, ms: Math.round(elapsed) });
      this.options.metrics?.request(req.method!, route, answer.status, elapsed / 1000);
    } catch (error) {
      // Never a rejection nobody handles: before anything went out, Koa answers instead; after, the answer stands.
      if (!res.headersSent) return koa(req, res);
      if (!res.writableEnded) res.destroy(error instanceof Error ? error : undefined);
    }
  }
}

/** A request header as Koa's ctx.get gives it: empty when absent. */
function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The ETag a conditional request names when it may get a 304 (null: not conditional, or never fresh), or undefined
 * when Koa's judgement (the `fresh` package) is not this simple: a list or `*`, or If-Modified-Since beside it.
 */
function revalidationOf(req: IncomingMessage): string | null | undefined {
  const noneMatch = header(req, 'if-none-match');
  if (noneMatch === '') return null;
  if (req.headers['if-modified-since'] !== undefined || /[,*\s]/.test(noneMatch)) return undefined;
  return NO_CACHE.test(header(req, 'cache-control')) ? null : noneMatch;
}

/** `uploads` of `/api/uploads/`. */
function secondSegment(prefix: string): string {
  return prefix.split('/')[2]!;
}

/**
 * The literal segment before the last of the GET routes among `layers` that have `segments` segments, which take
 * those addresses from the public page (a route with a parameter there could take any: null, as for a path this
 * cannot read). Routes match without regard to case.
 */
function routeNames(layers: readonly Layer[], segments: number): Set<string> | null {
  const names = new Set<string>();
  for (const layer of layers) {
    if (!layer.methods.includes('GET') && !layer.methods.includes('HEAD')) continue;
    if (typeof layer.path !== 'string' || /[^A-Za-z0-9_\-/:]/.test(layer.path)) return null;
    const parts = layer.path.replace(/^\/|\/$/g, '').split('/');
    if (parts.length !== segments) continue;
    const name = parts[segments - 2]!;
    if (name.startsWith(':')) return null;
    names.add(name.toLowerCase());
  }
  return names;
}
