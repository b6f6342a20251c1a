import type { ReactNode } from 'react';
import styles from '../create-memory-form.module.css';

interface FormSectionProps {
  readonly number: number;
  readonly title: string;
  readonly children: ReactNode;
  readonly id?: string;
}

/** One numbered step of the creation form. */
export function FormSection({ number, title, children, id }: FormSectionProps) {
  const headingId = `secao-${number}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
