import type { ReactNode } from 'react';

/**
 * How a form draws its fields: the class names of each part, an icon before an error, and where a hint goes once there
 * is an error. The field itself has no look of its own, so a form loads only its own styles.
 */
export interface FieldLook {
  readonly field: string;
  readonly label: string;
  readonly input: string;
  readonly hint: string;
  readonly error: string;
  readonly errorIcon?: ReactNode;
  /** The hint stays under the error (the editor); otherwise the error takes its place (the creation form). */
  readonly keepsHint?: boolean;
}

interface FieldProps {
  readonly id: string;
  readonly label: ReactNode;
  /** Shown under the field, with role="alert", once there is something to say. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly children: ReactNode;
  readonly className?: string;
  readonly look: FieldLook;
}

export const errorIdOf = (id: string) => `${id}-erro`;
export const hintIdOf = (id: string) => `${id}-dica`;

/** A label, the control and its live message. The control gets `aria-describedby` from `describedBy(id, …)`. */
export function Field({ id, label, error, hint, children, className, look }: FieldProps) {
  return (
    <div className={[look.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className={look.error} role="alert">
          {look.errorIcon}
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
export function describedBy(id: string, error: string | null | undefined, hint?: unknown, look?: FieldLook): string | undefined {
  if (error) return hint && look?.keepsHint ? `${errorIdOf(id)} ${hintIdOf(id)}` : errorIdOf(id);
  return hint ? hintIdOf(id) : undefined;
}
