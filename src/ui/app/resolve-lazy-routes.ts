import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the lazy routes `url` matches and puts it on the routes themselves, so a router made afterwards
 * renders that page at once: the build renders it into its HTML, and the browser hydrates that HTML with the very same
 * tree instead of an empty one while the page's code loads. A route whose code fails to load stays lazy: the router
 * then meets the failure itself and shows its error screen, as it always did.
 */
export async function resolveLazyRoutes(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      } catch {
        // Left lazy on purpose (see above).
      }
    }),
  );
}
