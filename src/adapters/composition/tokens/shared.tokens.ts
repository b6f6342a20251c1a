import type { MemoryLinks } from '../../../application/shared/memory-links.js';
import type { PageLinksEmailBuilder } from '../../../application/shared/page-links-email-builder.js';
import { token } from './token.js';

/** Helpers the use cases of several groups build on. */
export const SHARED_TOKENS = {
  MemoryLinks: token<MemoryLinks>('MemoryLinks'),
  PageLinksEmailBuilder: token<PageLinksEmailBuilder>('PageLinksEmailBuilder'),
} as const;
