import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/font-fallbacks.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchPublicPage } from './features/memory-page/api/fetch-public-page.js';
import { MemoryPage } from './features/memory-page/memory-page.js';
import { openAfterEdit } from './features/memory-page/open-after-edit.js';

/** The public page's own entry: no router, so a recipient on mobile data downloads only this page. */
const [, slug = '', id = ''] = window.location.pathname.split('/');

// Ask for the page's data before React's first render; the page then waits on this same request.
if (slug && id) fetchPublicPage(slug, id).catch(() => undefined);

// The owner just saved an edit on the edit page: the page opens without its gate (read once, here).
const openAtOnce = Boolean(id) && openAfterEdit.take(id);

/**
 * memory.html paints the gate with its own inline styles and asks for the page's stylesheets only after that first
 * paint (with this script): React takes over once they have applied, as the page behind the gate needs them. In
 * development Vite injects the styles itself and there is nothing to wait for.
 */
function stylesheetsApplied(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((settle) => {
          link.addEventListener('load', () => settle(), { once: true });
          link.addEventListener('error', () => settle(), { once: true });
        }),
    ),
  );
}

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <MemoryPage slug={slug} id={id} openAtOnce={openAtOnce} />
  </StrictMode>
);
// memory.html paints the 'Clique' gate before any script: React takes over those very elements (no second paint, so
// the gate stays the page's largest contentful paint), or renders from scratch if the markup is not there or is not
// what the owner back from an edit is shown.
void stylesheetsApplied().then(() => {
  if (root.firstElementChild && !openAtOnce) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
});
