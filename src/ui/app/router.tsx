import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from './resolve-lazy-routes.js';
import { APP_ROUTES } from './routes.js';

type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made once the code of the page at the current address is loaded: its first render is that page,
 * which is what the build prerendered for the pages it writes the HTML of (`/`, `/create`).
 */
export async function createAppRouter(): Promise<AppRouterInstance> {
  await resolveLazyRoutes(APP_ROUTES, `${window.location.pathname}${window.location.search}`);
  return createBrowserRouter(APP_ROUTES);
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
