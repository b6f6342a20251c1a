import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';

export type LogFields = Readonly<Record<string, unknown>>;

/** What the HTTP edge logs through: a message, then its fields (the composition root hands in the product's logger). */
export interface HttpLogger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): HttpLogger;
  /** The request's closing line (level info, or error from status 500). */
  request?(line: { requestId: string; method: string; path: string; status: number; ms: number }): void;
}

/** What a request's closing line says. */
type RequestLine = Parameters<NonNullable<HttpLogger['request']>>[0];

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: HttpLogger;
  }
}

export function requestLogger(ctx: Context): HttpLogger {
  return ctx.state.log;
}

/**
 * Gives each request an id (kept from `x-request-id` when it looks sane), a logger bound to it, and one log line
 * when it ends, carrying the id. Only the path is logged: query strings can carry tokens.
 */
export function requestContext(logger: HttpLogger): Middleware {
  return async (ctx, next) => {
    const requestId = requestIdOf(ctx.get('x-request-id'));
    ctx.state.requestId = requestId;
    ctx.state.log = new RequestLog(logger, requestId);
    // Straight on Node's response: Koa's ctx.set normalises every header it is given, on every request.
    ctx.res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      writeRequestLine(logger, { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) });
    }
  };
}

/** The request's id: the one it came with (`x-request-id`, empty when none) when that looks sane, else a new one. */
export function requestIdOf(incoming: string): string {
  return INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** A request's closing line: the same line as the request's own logger would write, without building that logger. */
export function writeRequestLine(logger: HttpLogger, line: RequestLine): void {
  if (logger.request) logger.request(line);
  else if (line.status >= 500) logger.error('request', line);
  else logger.info('request', line);
}

/** A logger bound to the request id, made on first use: most requests write nothing but their closing line. */
class RequestLog implements HttpLogger {
  private bound: HttpLogger | null = null;

  constructor(
    private readonly root: HttpLogger,
    private readonly requestId: string,
  ) {}

  debug(message: string, fields?: LogFields): void {
    this.log().debug(message, fields);
  }
  info(message: string, fields?: LogFields): void {
    this.log().info(message, fields);
  }
  warn(message: string, fields?: LogFields): void {
    this.log().warn(message, fields);
  }
  error(message: string, fields?: LogFields): void {
    this.log().error(message, fields);
  }
  child(fields: LogFields): HttpLogger {
    return this.log().child(fields);
  }

  private log(): HttpLogger {
    return (this.bound ??= this.root.child({ requestId: this.requestId }));
  }
}
