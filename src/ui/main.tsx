import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/font-fallbacks.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers.js';
import { AppRouter, createAppRouter } from './app/router.js';

/**
 * landing.html carries the app's stylesheets inline, naming them on its <style>: they are declared to the page here as
 * disabled links (never fetched), so the page's later chunks, which list them among what they need, do not load them
 * a second time.
 */
function declareInlinedStylesheets(): void {
  const inlined = document.querySelector<HTMLStyleElement>('style[data-stylesheets]')?.dataset.stylesheets;
  for (const href of inlined?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.disabled = true;
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
}

declareInlinedStylesheets();
const root = document.getElementById('root')!;
// The router starts on the current page's own code (see createAppRouter): what the build prerendered for `/` and
// `/create` (landing.html, create.html) is then hydrated as it is.
void createAppRouter().then((router) => {
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter router={router} />
      </Providers>
    </StrictMode>
  );
  // A prerendered page: React takes over that markup, as a transition so the work is cut into short slices and a tap
  // is answered in between; every other address gets the empty shell and renders from scratch.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
