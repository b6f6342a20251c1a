/**
 * The one exception to "every request goes through Koa": the public page's two reads, `GET`/`HEAD` of
 * `/api/{slug}/{id}` and `/{slug}/{id}`, are answered by Node's request listener before Koa makes a context. They are
 * nearly all of the traffic, and Koa's context, middleware and routers cost more than the answer itself. Measured with
 * `BENCH_ONLY=reads npm run bench` on 2 shared cores (2026-11-27): answered through Koa, the server spent about 120-140
 * µs of CPU per read against 50-90 µs for a bare Koa app answering the same JSON; answered here, 55-90 µs. Since the
 * read path allocates less (2026-11-28), 39-55 µs at LOG_LEVEL=info: 1.10× to 1.24× of the bare app's reads per second
 * (figures in docs/performance.md).
 *
 * Nothing here decides what is answered: the answer is PublicPageAnswers' (status, headers in order, body), the very
 * one Koa's route sends, and the closing log line and the metrics are the ones Koa's middleware write. This listener
 * takes only an address Koa already routed to those answers (PublicAddresses), with nothing in its query that Koa's
 * control-character check would have to judge and, for the HTML, an Accept-Encoding Koa has already negotiated.
 * Everything else goes to Koa untouched, as does a read that fails other than with a business error (Koa then reads
 * again and answers the failure).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import { requestIdOf, writeRequestLine, type HttpLogger } from '../middleware/request-context.js';
import type { HttpMetrics } from '../middleware/request-metrics.js';
import type { Answer } from './answer.js';
import type { Encodings } from './encodings.js';
import type { PublicAddresses } from './public-addresses.js';
import type { PublicPageAnswers } from './public-page-answers.js';
import { answerProofIn } from '../question-cookie.js';
import { sendAnswer } from './send-answer.js';

/** Koa's request listener, `app.callback()`. */
export type RequestListener = ReturnType<Koa['callback']>;
type Listened = Parameters<RequestListener>;

export interface EarlyPublicReadsOptions {
  readonly answers: PublicPageAnswers;
  readonly addresses: PublicAddresses;
  readonly encodings: Encodings;
  readonly logger: HttpLogger;
  /** Where each answer is counted, under the same route templates as Koa's. */
  readonly metrics?: Pick<HttpMetrics, 'request'>;
  /** The route templates Koa's metrics give the two reads. */
  readonly templates: { readonly json: string; readonly html: string };
}

const API_PAGE = /^\/api\/([a-z0-9-]{1,120})\/([A-Za-z0-9_-]{1,64})$/;
const HTML_PAGE = /^\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)\/?$/;
/** A query Koa's control-character check has nothing to decode in: printable ASCII, no `%`. */
const PLAIN_QUERY = /^[\x20-\x24\x26-\x7e]*$/;

/** A Koa app whose request listener (the one app.listen uses, or a test asks for) answers the public reads first. */
export class KoaWithEarlyReads extends Koa {
  private early: EarlyPublicReads | null = null;

  answerFirst(reads: EarlyPublicReads): void {
    this.early = reads;
  }

  override callback(): RequestListener {
    const koa = super.callback();
    const early = this.early;
    return early ? (req, res) => early.handle(req, res, koa) : koa;
  }
}

export class EarlyPublicReads {
  constructor(private readonly options: EarlyPublicReadsOptions) {}

  handle(request: Listened[0], response: Listened[1], koa: RequestListener): Promise<void> {
    // HTTP/2 is left to Koa, as is every method but GET and HEAD.
    if (request.httpVersionMajor !== 1 || (request.method !== 'GET' && request.method !== 'HEAD')) return koa(request, response);
    const req = request as IncomingMessage;
    const res = response as ServerResponse;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    if (!this.options.addresses.has(path) || (query !== -1 && !PLAIN_QUERY.test(url.slice(query + 1)))) return koa(req, res);
    const api = API_PAGE.exec(path);
    if (api)
      return this.answer(req, res, koa, path, this.options.templates.json, () =>
        this.options.answers.json(api[1]!, api[2]!, answerProofIn(header(req, 'cookie'))),
      );
    const page = HTML_PAGE.exec(path);
    const encoding = this.options.encodings.remembered(header(req, 'accept-encoding'));
    if (!page || encoding === undefined) return koa(req, res);
    const read = {
      encoding,
      ifNoneMatch: header(req, 'if-none-match'),
      ifModifiedSince: header(req, 'if-modified-since'),
      cacheControl: header(req, 'cache-control'),
      answered: answerProofIn(header(req, 'cookie')),
    };
    return this.answer(req, res, koa, path, this.options.templates.html, () => this.options.answers.html(page[1]!, page[2]!, read));
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    koa: RequestListener,
    path: string,
    route: string,
    make: () => Promise<Answer | null>,
  ): Promise<void> {
    const started = performance.now();
    let answer: Answer | null;
    try {
      answer = await make();
    } catch {
      answer = null;
    }
    // The app is not built, or the read failed (the database unreachable…): Koa's to answer and log.
    if (answer === null) return koa(req, res);
    const requestId = requestIdOf(header(req, 'x-request-id'));
    try {
      sendAnswer(res, req.method!, requestId, answer);
    } catch (error) {
      // Never a rejection nobody handles: before anything went out, Koa answers instead; after, the answer stands.
      if (!res.headersSent) return koa(req, res);
      if (!res.writableEnded) res.destroy(error instanceof Error ? error : undefined);
      return;
    }
    const elapsed = performance.now() - started;
    writeRequestLine(this.options.logger, { requestId, method: req.method!, path, status: answer.status, ms: Math.round(elapsed) });
    this.options.metrics?.request(req.method!, route, answer.status, elapsed / 1000);
  }
}

/** A request header as Koa's ctx.get gives it: empty when absent. */
function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}
