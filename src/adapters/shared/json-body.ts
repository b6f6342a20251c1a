import type { Middleware } from 'koa';

/**
 * Parses a small JSON body (one route uses it: "Reenviar QR Code"). The parser and its dependencies (charset tables
 * included, about 6 MB resident) are loaded with the first such request, not at start.
 */
export function jsonBody(options: { limit: string }): Middleware {
  return lazyBodyParser({ enableTypes: ['json'], jsonLimit: options.limit, encoding: 'utf-8' });
}

/**
 * Parses a small URL-encoded form body, what `navigator.sendBeacon` sends with URLSearchParams (a type it may send
 * without asking the server first); loaded like `jsonBody`.
 */
export function formBody(options: { limit: string }): Middleware {
  return lazyBodyParser({ enableTypes: ['form'], formLimit: options.limit, encoding: 'utf-8' });
}

function lazyBodyParser(settings: { enableTypes: ('json' | 'form')[]; jsonLimit?: string; formLimit?: string; encoding: string }): Middleware {
  let parser: Promise<Middleware> | null = null;
  const load = () => {
    parser ??= import('@koa/bodyparser').then(
      ({ bodyParser }) => bodyParser(settings),
      (error: unknown) => {
        parser = null;
        throw error;
      },
    );
    return parser;
  };
  return async (ctx, next) => (await load())(ctx, next);
}
