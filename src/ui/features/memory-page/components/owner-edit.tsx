import { lazy, Suspense, useState } from 'react';
import type { MemoryRecordResponse } from '../../../../adapters/http/contract/memories.contract.js';
import styles from './owner-edit.module.css';

const loadPopup = () => import('./edit-popup.js');
/** The popup and the editor are downloaded only when the owner opens them: a recipient never pays for them. */
const EditPopup = lazy(() =>
  loadPopup().then(
    (module) => ({ default: module.EditPopup }),
    (error: unknown) => {
      console.warn('The page editor could not be loaded', error);
      return {
        default: () => (
          <p role="alert" className={styles.note}>
            Não foi possível abrir o editor. Recarregue a página e tente de novo.
          </p>
        ),
      };
    },
  ),
);

interface OwnerEditProps {
  readonly memoryId: string;
  readonly token: string;
  readonly onSaved: (updated: MemoryRecordResponse) => void;
  readonly onUnauthorized: () => void;
}

/** The owner's 'Editar página' button, at the top of the page beside the names, and the edit popup behind it. */
export function OwnerEdit({ memoryId, token, onSaved, onUnauthorized }: OwnerEditProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the popup stays mounted (closed), so a toast it shows outlives it.
  const [mounted, setMounted] = useState(false);
  const warm = () => void loadPopup().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Editar página
      </button>
      {mounted && (
        <Suspense
          fallback={
            open ? (
              <p role="status" className={styles.note}>
                Carregando...
              </p>
            ) : null
          }
        >
          <EditPopup
            open={open}
            memoryId={memoryId}
            token={token}
            onClose={() => setOpen(false)}
            onSaved={(updated) => {
              setOpen(false);
              onSaved(updated);
            }}
            onUnauthorized={() => {
              setOpen(false);
              onUnauthorized();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
