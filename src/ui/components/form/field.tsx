import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  /** Shown under the field, with role="alert", once there is something to say. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
}

export const errorIdOf = (id: string) => `${id}-erro`;
export const hintIdOf = (id: string) => `${id}-dica`;

/** A label, the control and its live message. The control gets `aria-describedby` from `describedBy(id, …)`. */
export function Field({ id, label, error, hint, children, className }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className={styles.error} role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control should point at with aria-describedby. */
export function describedBy(id: string, error: string | null | undefined, hint?: ReactNode): string | undefined {
  if (error) return errorIdOf(id);
  return hint ? hintIdOf(id) : undefined;
}

export const inputClassName = styles.input!;
