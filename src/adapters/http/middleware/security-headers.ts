import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Documents: the app, the public page, the demo checkout. */
const DOCUMENT_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
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

/** helmet has no Permissions-Policy of its own. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

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
export function securityHeaders(options: { https: boolean; photoOrigin?: string }): Middleware {
  const strictTransportSecurity = options.https ? HSTS : false;
  // Photos fetched from elsewhere (PHOTO_PUBLIC_URL) are images of the pages too.
  const imgSrc = options.photoOrigin ? [...DOCUMENT_DIRECTIVES.imgSrc, options.photoOrigin] : DOCUMENT_DIRECTIVES.imgSrc;
  const documents = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...DOCUMENT_DIRECTIVES, imgSrc } },
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
  return (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return api(ctx, next);
    ctx.res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    return documents(ctx, next);
  };
}
