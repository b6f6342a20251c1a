import type { ReactNode } from 'react';
import styles from '../payment-return.module.css';

interface StateHeadingProps {
  readonly icon: ReactNode;
  readonly tone?: 'success' | 'danger';
  readonly children: ReactNode;
}

/** The round icon and the title that open each state of the return page. */
export function StateHeading({ icon, tone, children }: StateHeadingProps) {
  const toneClass = tone === 'success' ? ` ${styles.iconSuccess}` : tone === 'danger' ? ` ${styles.iconDanger}` : '';
  return (
    <>
      <span className={`${styles.icon}${toneClass}`} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.title}>{children}</h1>
    </>
  );
}
