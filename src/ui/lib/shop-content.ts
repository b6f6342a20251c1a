import { useSyncExternalStore } from 'react';
import { SHOP_CONTENT_META } from '../../domain/shop/shop-content.js';
import { shopContentView, type ShopContentView } from '../../domain/shop/shop-content-view.js';
import { DEMO_SHOP_CONTENT, DEMO_SITE_HOST } from '../../texts/demo-shop-content.pt-br.js';

let demonstration: ShopContentView | null = null;
let given: ShopContentView | null = null;
let read = false;

/** The demonstration shop's content (a document the server sent as built carries none: it is the demonstration's). */
function demonstrationContent(): ShopContentView {
  demonstration ??= shopContentView(DEMO_SHOP_CONTENT, new Date(), DEMO_SITE_HOST);
  return demonstration;
}

/** The content the server wrote into this document (read once), or the one the server renders the page with. */
function readShopContent(): ShopContentView {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const json = document.querySelector(`meta[name="${SHOP_CONTENT_META}"]`)?.getAttribute('content');
    try {
      given = json ? (JSON.parse(json) as ShopContentView) : null;
    } catch {
      given = null;
    }
  }
  return given ?? demonstrationContent();
}

/** Renders what follows with `content` (the server's render of a document, src/ui/prerender-pages.tsx). */
export function renderWithShopContent(content: ShopContentView | null): void {
  given = content;
  read = true;
}

const neverChanges = () => () => undefined;

/**
 * The shop's words, contacts and prices as this document carries them. The server renders a document with the very
 * content it writes into it, so hydration finds what it rendered.
 */
export function useShopContent(): ShopContentView {
  return useSyncExternalStore(neverChanges, readShopContent, readShopContent);
}
