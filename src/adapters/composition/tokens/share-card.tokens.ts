import type { GetShareCard } from '../../../application/buyer/get-share-card.js';
import type { GetShareLinks } from '../../../application/buyer/get-share-links.js';
import type { ShareCardRenderer } from '../../../application/ports/share-card-renderer.js';
import { token } from './token.js';

/** The printable card, the status image and the addresses that fetch them. */
export const SHARE_CARD_TOKENS = {
  ShareCardRenderer: token<ShareCardRenderer>('ShareCardRenderer'),
  GetShareLinks: token<GetShareLinks>('GetShareLinks'),
  GetShareCard: token<GetShareCard>('GetShareCard'),
} as const;
