import type { Middleware } from 'koa';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  // The music of a premium page plays in YouTube's embedded player.
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Documents: the app, the public page, the demo checkout. */
const DOCUMENT_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Answers under /api/ (JSON, stored photos) are never documents that run scripts or open windows, so the document
 * policy's directives do nothing for them. They get what an API answer needs (as in OWASP's REST guidance): no
 * sniffing, no framing, and a policy that allows nothing should one be opened directly. Far fewer bytes on the most
 * frequent answer, the public page's JSON.
 */
const API_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

const HSTS = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/**
 * Headers on every answer. `strict-origin` sends other sites only our origin, never a path or query (edit links
 * carry a token), and still gives YouTube's player the referrer it requires.
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  const documents = Object.entries(options.https ? { ...DOCUMENT_HEADERS, ...HSTS } : DOCUMENT_HEADERS);
  const api = Object.entries(options.https ? { ...API_HEADERS, ...HSTS } : API_HEADERS);
  // Set on Node's response directly (these are constant, valid and never content headers) and not async: this runs on
  // every request, and hands on next()'s promise as it is.
  return (ctx, next) => {
    const headers = ctx.path.startsWith('/api/') ? api : documents;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
