import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../../../src/ui/app/providers.js';
import { CreateMemoryPage } from '../../../src/ui/pages/create-memory-page.js';

/** The creation page at `url` (`/create?plan=premium`) in the app's providers; answers its router, to read the address. */
export function renderCreateForm(url: string) {
  const router = createMemoryRouter([{ path: '/create', element: <CreateMemoryPage /> }], { initialEntries: [url] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
