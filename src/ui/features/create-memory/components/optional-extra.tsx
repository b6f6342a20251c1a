import { Suspense, type ReactNode } from 'react';
// Drawn as the story's "+ Adicionar momento" just above it.
import styles from '../../memory-form/story-fields.module.css';

interface OptionalExtraProps {
  readonly open: boolean;
  /** "Adicionar uma pergunta": the button that opens it. */
  readonly openLabel: string;
  readonly onOpen: () => void;
  /** The fields, lazily loaded: a buyer who never opens it never downloads them. */
  readonly children: ReactNode;
}

/** An extra of the order behind a small button; once open, its fields (which close it themselves, dropping it). */
export function OptionalExtra({ open, openLabel, onOpen, children }: OptionalExtraProps) {
  if (open) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <button type="button" className={styles.add} aria-expanded="false" onClick={onOpen}>
      + {openLabel}
    </button>
  );
}
