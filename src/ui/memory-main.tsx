import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryPage } from './features/memory-page/memory-page.js';

/** The public page's own entry: no router, so a recipient on mobile data downloads only this page. */
const [, slug = '', id = ''] = window.location.pathname.split('/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MemoryPage slug={slug} id={id} />
  </StrictMode>,
);
