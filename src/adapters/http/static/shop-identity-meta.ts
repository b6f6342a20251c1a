import type { ShopIdentity } from '../../../domain/shop/shop-identity.js';

import { htmlText } from '../../shared/html-text.js';
import { SHOP_IDENTITY_META } from '../../../domain/shop/shop-identity.js';

/**
 * `<meta name="memories-shop" content="{…}">`: who the shop is, for the app to read from its own document (no request
 * of its own, nothing before the first paint); undefined when nothing is configured, so the documents stay as built.
 */
export function shopIdentityMeta(shop: ShopIdentity): string | undefined {
  if (!shop.legalName && !shop.cnpj && !shop.address && !shop.whatsapp) return undefined;
  return `<meta name="${SHOP_IDENTITY_META}" content="${htmlText(JSON.stringify(shop))}">`;
}
