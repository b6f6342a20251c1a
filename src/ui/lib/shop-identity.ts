import { useSyncExternalStore } from 'react';
import type { ShopIdentityContent } from '../../adapters/http/contract/shop.contract.js';
import { SHOP_IDENTITY_META } from '../../domain/shop/shop-identity.js';

let read: { readonly shop: ShopIdentityContent | null } | null = null;

/** The shop's identity the server wrote into this document (read once); null when it wrote none. */
function readShopIdentity(): ShopIdentityContent | null {
  if (read) return read.shop;
  const content = document.querySelector(`meta[name="${SHOP_IDENTITY_META}"]`)?.getAttribute('content');
  let shop: ShopIdentityContent | null;
  try {
    shop = content ? (JSON.parse(content) as ShopIdentityContent) : null;
  } catch {
    shop = null;
  }
  read = { shop };
  return shop;
}

const neverChanges = () => () => undefined;
const noneWhilePrerendered = () => null;

/**
 * Who the shop is (company, CNPJ, address, WhatsApp), from the document. A prerendered page was built without it: it
 * hydrates as built (the server snapshot, null), then shows it.
 */
export function useShopIdentity(): ShopIdentityContent | null {
  return useSyncExternalStore(neverChanges, readShopIdentity, noneWhilePrerendered);
}
