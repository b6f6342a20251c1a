import type { Middleware } from 'koa';

/**
 * Parses a small JSON body (one route uses it: "Reenviar QR Code"). The parser and its dependencies (charset tables
 * included, about 6 MB resident) are loaded with the first such request, not at start.
 */
export function jsonBody(options: { limit: string }): Middleware {
  let parser: Promise<Middleware> | null = null;
  const load = () => {
    parser ??= import('@koa/bodyparser').then(
      ({ bodyParser }) => bodyParser({ enableTypes: ['json'], jsonLimit: options.limit, encoding: 'utf-8' }),
      (error: unknown) => {
        parser = null;
        throw error;
      },
    );
    return parser;
  };
  return async (ctx, next) => (await load())(ctx, next);
}
