import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { APP_ROUTES } from './routes.js';

const router = createBrowserRouter(APP_ROUTES);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
