import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';
import styles from './page-shell.module.css';

interface PageShellProps {
  readonly children: ReactNode;
  /** Above the header, e.g. the landing's offer ribbon. */
  readonly banner?: ReactNode;
  /** The header's right side. */
  readonly headerActions?: ReactNode;
  readonly mainClassName?: string;
}

/**
 * A new page opens at its top (or at the section its address names); back and forward keep the browser's own
 * scroll restoration.
 */
function useStartAtTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
}

/** A page of the site: skip link, header, the page's <main>, footer. */
export function PageShell({ children, banner, headerActions, mainClassName }: PageShellProps) {
  useStartAtTop();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#conteudo">
        Pular para o conteúdo
      </a>
      {banner}
      <SiteHeader actions={headerActions} />
      <main id="conteudo" tabIndex={-1} className={[styles.main, mainClassName ?? ''].filter(Boolean).join(' ')}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
