/** The shapes of the share actions' calls (the UI imports these with `import type` only). */
import type { ShareLinksView } from '../../../application/buyer/get-share-links.js';

/**
 * GET /api/share-card/{id}/links, with `Authorization: Bearer <edit token>` on the edit page, or without it on the
 * payment return page just after the payment: the public link, both names and the addresses of the A6 card, the A4
 * sheet and the status image (each carries the page's card key and works without a session, as in the e-mail).
 */
export type ShareLinksResponse = ShareLinksView;

/** GET /api/share-card/{id}/{format}?k=<card key>: `a6` and `a4` are PDF, `story` a 1080 × 1920 PNG. */
export type ShareCardPath = `/api/share-card/${string}/${'a6' | 'a4' | 'story'}`;
