/** Who the shop is, as the app's documents carry it (the UI imports this with `import type` only). */
import type { ShopIdentity } from '../../../domain/shop/shop-identity.js';

/**
 * The JSON content of `<meta name="memories-shop">` (SHOP_IDENTITY_META) in every app document but the public page:
 * SHOP_LEGAL_NAME, SHOP_CNPJ, SHOP_ADDRESS, SUPPORT_WHATSAPP (digits with the country code), each null when unset. The
 * tag is absent when none is configured.
 */
export type ShopIdentityContent = ShopIdentity;

/**
 * The JSON content of `<meta name="memories-content">` (SHOP_CONTENT_META) in the app's documents rendered with the
 * shop's own content; absent from a document sent as built, which shows the demonstration's.
 */
export type { ShopContentView } from '../../../domain/shop/shop-content-view.js';
