import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShopContent } from '../../lib/shop-content.js';
import styles from './site-header.module.css';

/** Marks the element "Voltar ao topo" gives focus to after scrolling up. */
export const PAGE_TOP_ATTRIBUTE = 'data-page-top';

/** The brand, home link, and whatever actions a page puts on the right (the landing's envelope button). */
export function SiteHeader({ actions }: { readonly actions?: ReactNode }) {
  const { name } = useShopContent();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label={`${name}, página inicial`} data-page-top="">
          <Heart className={styles.mark} size={22} strokeWidth={0} fill="currentColor" aria-hidden="true" />
          <span>{name}</span>
        </Link>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
