import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HomePage } from '../pages/home-page.js';
import { NotFoundPage } from '../pages/not-found-page.js';
import { PaymentReturnPage } from '../pages/payment-return-page.js';

const router = createBrowserRouter([
  { path: '/', element: <HomePage /> },
  { path: '/pagamento/:id', element: <PaymentReturnPage /> },
  { path: '*', element: <NotFoundPage /> },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
