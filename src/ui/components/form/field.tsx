import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './field.module.css';

/** How a form draws its fields: the class names of each part, and where a hint goes once there is an error. */
export interface FieldLook {
  readonly field: string;
  readonly label: string;
  readonly input: string;
  readonly hint: string;
  readonly error: string;
  /** The hint stays under the error (the editor); otherwise the error takes its place (the creation form). */
  readonly keepsHint?: boolean;
  readonly errorIcon?: boolean;
}

/** The creation form's look, the default. */
export const FIELD_LOOK: FieldLook = { field: styles.field!, label: styles.label!, input: styles.input!, hint: styles.hint!, error: styles.error!, errorIcon: true };

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  /** Shown under the field, with role="alert", once there is something to say. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  readonly look?: FieldLook;
}

export const errorIdOf = (id: string) => `${id}-erro`;
export const hintIdOf = (id: string) => `${id}-dica`;

/** A label, the control and its live message. The control gets `aria-describedby` from `describedBy(id, …)`. */
export function Field({ id, label, error, hint, children, className, look = FIELD_LOOK }: FieldProps) {
  return (
    <div className={[look.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className={look.error} role="alert">
          {look.errorIcon && <CircleAlert size={16} aria-hidden="true" />}
          {error}
        </p>
      )}
      {hint && (!error || look.keepsHint) && (
        <p id={hintIdOf(id)} className={look.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The ids a control should point at with aria-describedby. */
export function describedBy(id: string, error: string | null | undefined, hint?: unknown, look: FieldLook = FIELD_LOOK): string | undefined {
  if (error) return hint && look.keepsHint ? `${errorIdOf(id)} ${hintIdOf(id)}` : errorIdOf(id);
  return hint ? hintIdOf(id) : undefined;
}

export const inputClassName = FIELD_LOOK.input;
