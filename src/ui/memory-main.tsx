import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchPublicPage } from './features/memory-page/api/fetch-public-page.js';
import { MemoryPage } from './features/memory-page/memory-page.js';

/** The public page's own entry: no router, so a recipient on mobile data downloads only this page. */
const [, slug = '', id = ''] = window.location.pathname.split('/');

// Ask for the page's data before React's first render; the page then waits on this same request.
if (slug && id) fetchPublicPage(slug, id).catch(() => undefined);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <MemoryPage slug={slug} id={id} />
  </StrictMode>
);
// memory.html paints the 'Clique' gate before any script: React takes over those very elements (no second paint, so
// the gate stays the page's largest contentful paint), or renders from scratch if the markup is not there.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
