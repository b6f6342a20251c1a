import type { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { MemoryNoLongerAvailableError, MemoryNotFoundError } from '../../../domain/memory/memory-errors.js';
import { isOpenView } from '../../../application/shared/memory-views.js';
import type { PublicPageResponse } from '../contract/memories.contract.js';
import { domainErrorToHttp } from '../error-to-http.js';
import type { SecurityHeaderLists } from '../middleware/security-headers.js';
import { REVALIDATE } from '../static/send-file.js';
import { isFresh, type Answer, type HtmlRead } from './answer.js';
import { HTML_TYPE, type PageHtml, type Rendered } from './page-html.js';
import { photoPublicUrl } from './photo-public-url.js';
import { sameValues } from './same-values.js';

export const JSON_TYPE = 'application/json; charset=utf-8';
/** The public page's JSON is revalidated on every use: an edit, an end or a suspension shows at once. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'no-cache';
/**
 * A read that carries the proof of an answered question is this browser's own (the same address answers another
 * browser with the question): no shared cache may keep it.
 */
const ANSWERED_CACHE_CONTROL = 'private, no-cache';

export interface PublicPageAnswersOptions {
  readonly getPublicPage: Pick<GetPublicPage, 'execute'>;
  readonly securityHeaders: SecurityHeaderLists;
  /**
   * Where browsers fetch photos when not from this server (PHOTO_PUBLIC_URL): each stored path
   * `/uploads/{memoryId}/{file}` is then given in the JSON as `{photoBaseUrl}/{memoryId}/{file}`. Null keeps the
   * stored paths, which the app fetches under /api.
   */
  readonly photoBaseUrl: string | null;
  /** The pages' HTML; null: `/{slug}/{id}` is not answered here (the app's static files send memory.html as built). */
  readonly html: PageHtml | null;
  /** Pages whose answers are kept at most (oldest out first). */
  readonly maxPages?: number;
}

/** What was made for one page, kept while the page reads the same. */
interface PageAnswers {
  page: PublicPageResponse;
  readonly json: Answer;
  html: Rendered | null;
  /** Read with an answer proof: its answers are this browser's only. */
  readonly answered: boolean;
}

const SLUG = /^[a-z0-9-]{1,120}$/;
const MEMORY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The public page's two reads, `/api/{slug}/{id}` (its JSON) and `/{slug}/{id}` (its HTML): every answer to them is
 * made here, status, headers in order and body (encoding, ETag and 304 included), and only sent by Koa's route and by
 * the early listener alike, so the two cannot differ.
 *
 * This is also the read path's one cache of answers. Each read still asks the use case (behind the repository's short
 * read cache, a basic page's end judged against the clock on every read) and gets the page as it is now; what was made
 * for that page is reused only while the page reads the same: the very view (the use case makes one per state, and
 * the read cache keeps a state for a few seconds), or, once the page was read again from the database, the same values
 * (the strings are usually the very same objects, so this costs far less than serialising again). An edit, a payment,
 * an end or a removal is therefore never served stale.
 */
export class PublicPageAnswers {
  private readonly pages = new Map<string, PageAnswers>();
  /** Answers made from a page's HTML: by encoding, and the 304. Kept as long as that HTML is. */
  private readonly htmlAnswers = new WeakMap<Rendered, Map<string, Answer>>();
  /** The error answers of the JSON, by their text: a handful. */
  private readonly jsonErrors = new Map<string, Answer>();
  private readonly maxPages: number;

  constructor(private readonly options: PublicPageAnswersOptions) {
    this.maxPages = options.maxPages ?? 1000;
  }

  /** Whether `/{slug}/{id}` is answered here (else it is the app's static files'). */
  get answersHtml(): boolean {
    return this.options.html !== null;
  }

  /** `GET /api/{slug}/{id}`: 200, or 404 (unknown or unpaid) and 410 (ended or suspended). Other failures are thrown. */
  async json(slug: string, id: string, answered: string | null = null): Promise<Answer> {
    try {
      return (await this.read(slug, id, answered)).json;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return this.jsonError(error);
    }
  }

  /**
   * `GET /{slug}/{id}`: the page's HTML (200 or 304), or the generic page with 404 or 410; null when the app is not
   * built. Other failures are thrown.
   */
  async html(slug: string, id: string, read: HtmlRead): Promise<Answer | null> {
    const html = this.options.html;
    const template = html && (await html.loadTemplate());
    if (!html || !template) return null;
    let rendered: Rendered;
    let answered = false;
    try {
      const answers = await this.read(slug, id, read.answered);
      rendered = answers.html ??= html.page(template, answers.page);
      answered = answers.answered;
    } catch (error) {
      if (error instanceof MemoryNotFoundError) rendered = html.genericPage(template, 404);
      else if (error instanceof MemoryNoLongerAvailableError) rendered = html.genericPage(template, 410);
      else throw error;
    }
    return this.htmlAnswer(rendered, read, answered);
  }

  /**
   * The page as the use case reads it now, with what was made for it while it reads the same. Reads with an answer
   * proof are kept apart from those without (the page, or its question).
   */
  private async read(slug: string, id: string, answered: string | null): Promise<PageAnswers> {
    if (!SLUG.test(slug) || !MEMORY_ID.test(id)) throw new MemoryNotFoundError();
    const page = await this.options.getPublicPage.execute({ slug, id, answered });
    const key = answered === null ? page.id : `${page.id}/answered`;
    const held = this.pages.get(key);
    if (held && held.page === page) return held;
    if (held && sameValues(held.page, page)) {
      // The same page read again from the database: later reads get this very view, and skip the comparison.
      held.page = page;
      return held;
    }
    const json = JSON.stringify(
      this.options.photoBaseUrl === null || !isOpenView(page)
        ? page
        : { ...page, photos: page.photos.map((path) => this.photoUrl(path)), voice: page.voice ? this.photoUrl(page.voice) : (page.voice ?? null) },
    );
    const answers: PageAnswers = { page, json: this.jsonAnswer(200, json, answered !== null), html: null, answered: answered !== null };
    if (!held && this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, answers);
    return answers;
  }

  private photoUrl(storedPath: string): string {
    return photoPublicUrl(storedPath, this.options.photoBaseUrl);
  }

  /** As errorToHttp answers a business error, after the route's Cache-Control. */
  private jsonError(error: DomainError): Answer {
    const { status, body } = domainErrorToHttp(error);
    const json = JSON.stringify(body);
    let answer = this.jsonErrors.get(json);
    if (!answer) {
      answer = this.jsonAnswer(status, json, false);
      this.jsonErrors.set(json, answer);
    }
    return answer;
  }

  /** The body is encoded once, here: a string body would be encoded again for every read that sends it. */
  private jsonAnswer(status: number, json: string, answered: boolean): Answer {
    const body = Buffer.from(json);
    const headers = [
      'X-Request-Id',
      '',
      ...this.options.securityHeaders.api,
      'Cache-Control',
      answered ? ANSWERED_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL,
      'Content-Type',
      JSON_TYPE,
      'Content-Length',
      String(body.length),
    ];
    return { status, headers, body };
  }

  /** A 304 keeps the caching headers and loses the body and its Content-Type, as Koa's respond makes it. */
  private htmlAnswer(rendered: Rendered, read: HtmlRead, answered: boolean): Answer {
    const fresh = rendered.status === 200 && isFresh(read, rendered.etag);
    const key = fresh ? '304' : String(read.encoding);
    let answers = this.htmlAnswers.get(rendered);
    let answer = answers?.get(key);
    if (answer) return answer;
    const documents = ['X-Request-Id', '', ...this.options.securityHeaders.documents];
    const caching = ['Cache-Control', answered ? ANSWERED_CACHE_CONTROL : REVALIDATE, 'ETag', rendered.etag, 'Vary', 'Accept-Encoding'];
    if (fresh) {
      answer = { status: 304, headers: [...documents, ...caching], body: null };
    } else {
      const { body, encoding } = rendered.encoded(read.encoding);
      const coding = encoding === null ? [] : ['Content-Encoding', encoding];
      answer = {
        status: rendered.status,
        headers: [...documents, 'Content-Type', HTML_TYPE, ...caching, ...coding, 'Content-Length', String(body.length)],
        body,
      };
    }
    if (!answers) this.htmlAnswers.set(rendered, (answers = new Map()));
    answers.set(key, answer);
    return answer;
  }
}
