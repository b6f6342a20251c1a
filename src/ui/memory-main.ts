import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/font-fallbacks.css';
import './styles/tokens.css';
import './styles/base.css';
import { fetchPublicPage } from './features/memory-page/api/fetch-public-page.js';
import { startMemoryPage } from './features/memory-page/memory-page.js';
import { openAfterEdit } from './features/memory-page/open-after-edit.js';

/**
 * The public page's own entry: plain DOM code, no framework and no router, so a recipient on mobile data downloads
 * only this page (the owner's edit popup, React like the rest of the app, comes with the owner's first click on it).
 */
const [, slug = '', id = ''] = window.location.pathname.split('/');

// Ask for the page's data at once; the page then waits on this same request.
if (slug && id) fetchPublicPage(slug, id).catch(() => undefined);

/**
 * memory.html paints the gate with its own inline styles and asks for the page's stylesheets only after that first
 * paint (with this script): the gate answers a tap at once, and the page behind it is shown once they have applied. In
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

// The owner just saved an edit on the edit page: the page opens without its gate (read once, here), and the editor's
// green "saved" notice is still said over it (its code loaded only then).
const openAtOnce = Boolean(id) && openAfterEdit.take(id);
if (openAtOnce) void import('./features/memory-page/builders/saved-notice.js').then(({ showSavedNotice }) => showSavedNotice(document.body));

startMemoryPage(document.getElementById('root')!, { slug, id, openAtOnce, styled: stylesheetsApplied() });
