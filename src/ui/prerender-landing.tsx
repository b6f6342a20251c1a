import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Providers } from './app/providers.js';
import { APP_ROUTES } from './app/routes.js';

/**
 * Built for the server by `npm run build:ui` and run once at build time: the landing's markup, the very tree main.tsx
 * hydrates (same providers, same routes), written into landing.html.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(APP_ROUTES);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerender: the landing answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
