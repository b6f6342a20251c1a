import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../../logging/logger.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

export function requestLogger(ctx: Context): Logger {
  return ctx.state.log;
}

/**
 * Gives each request an id (kept from `x-request-id` when it looks sane), a logger bound to it, and one log line
 * when it ends. Only the path is logged: query strings can carry tokens.
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const fields = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) };
      if (ctx.status >= 500) ctx.state.log.error('request', fields);
      else ctx.state.log.info('request', fields);
    }
  };
}
