import { BUYER_TOKENS } from './tokens/buyer.tokens.js';
import { HOUSEKEEPING_TOKENS } from './tokens/housekeeping.tokens.js';
import { OPENINGS_TOKENS } from './tokens/openings.tokens.js';
import { PAYMENTS_TOKENS } from './tokens/payments.tokens.js';
import { PORTS_TOKENS } from './tokens/ports.tokens.js';
import { SHARED_TOKENS } from './tokens/shared.tokens.js';
import { SHARE_CARD_TOKENS } from './tokens/share-card.tokens.js';
import { SUPPORT_TOKENS } from './tokens/support.tokens.js';
import { RENEWAL_TOKENS } from './tokens/renewal.tokens.js';
import { SAFEKEEPING_TOKENS } from './tokens/safekeeping.tokens.js';

/** Every token of the container, grouped (in tokens/) the way src/application groups its use cases. */
export const TOKENS = {
  ...PORTS_TOKENS,
  ...SHARED_TOKENS,
  ...BUYER_TOKENS,
  ...PAYMENTS_TOKENS,
  ...HOUSEKEEPING_TOKENS,
  ...SUPPORT_TOKENS,
  ...SHARE_CARD_TOKENS,
  ...OPENINGS_TOKENS,
  ...RENEWAL_TOKENS,
  ...SAFEKEEPING_TOKENS,
} as const;
