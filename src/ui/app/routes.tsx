import type { RouteObject } from 'react-router-dom';
import { FullPageNavigation } from '../pages/full-page-navigation.js';
import { LandingPage } from '../pages/landing-page.js';
import { RouteErrorPage } from '../pages/route-error-page.js';

/** Every other screen is its own chunk: a page loads only its own code. */
export const APP_ROUTES: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      // The landing is where most visits start: it ships with the app's own chunk, and the build prerenders it.
      { path: '/', Component: LandingPage },
      { path: '/create', lazy: () => import('../pages/create-memory-page.js').then((m) => ({ Component: m.CreateMemoryPage })) },
      { path: '/update/:id', lazy: () => import('../pages/edit-memory-page.js').then((m) => ({ Component: m.EditMemoryPage })) },
      { path: '/pagamento/:id', lazy: () => import('../pages/payment-return-page.js').then((m) => ({ Component: m.PaymentReturnPage })) },
      { path: '/renovar/:id', lazy: () => import('../features/plan-renewal/renewal-page.js').then((m) => ({ Component: m.RenewalPage })) },
      { path: '/terms-of-use', lazy: () => import('../pages/terms-of-use-page.js').then((m) => ({ Component: m.TermsOfUsePage })) },
      { path: '/privacy-policy', lazy: () => import('../pages/privacy-policy-page.js').then((m) => ({ Component: m.PrivacyPolicyPage })) },
      // The public page is a separate, lighter entry (memory.html): reach it with a full page load.
      { path: '/:slug/:id', element: <FullPageNavigation /> },
      { path: '*', lazy: () => import('../pages/not-found-page.js').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
