import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers.js';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.js';
import { APP_ROUTES } from './app/routes.js';
import type { ShopContentView } from '../domain/shop/shop-content-view.js';
import { renderWithShopContent } from './lib/shop-content.js';

/**
 * Built for the server by `npm run build:ui`: the markup of the app at `path` (an address with its query, such as
 * `/create?plan=premium`), the very tree main.tsx hydrates (same providers, same routes, the page's own code loaded first
 * as the browser does), written into that page's HTML. The build renders it with the demonstration's content; the
 * server renders it again with a shop's own (`content`), which it also writes into the document for hydration.
 */
export async function renderPage(path: string, content: ShopContentView | null = null): Promise<string> {
  renderWithShopContent(content);
  await resolveLazyRoutes(APP_ROUTES, path);
  const handler = createStaticHandler(APP_ROUTES);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
