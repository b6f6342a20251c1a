import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { Modal } from '../../components/ui/modal.js';
import toastStyles from '../../components/ui/toast.module.css';
import { TOAST_MS } from '../../components/ui/toast.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { paletteDeclarations } from '../../../domain/look/palette-style.js';
import { MemoryEditor } from './memory-editor.js';

export interface EditPopupProps {
  readonly open: boolean;
  readonly memoryId: string;
  readonly token: string;
  readonly onClose: () => void;
  readonly onSaved: (updated: MemoryRecordResponse) => void;
  readonly onUnauthorized: () => void;
}

/**
 * The edit popup of the public page (spec section 4): the shared editor in a native dialog, loaded on demand. The
 * editor's own toasts live inside the dialog; once a save closes it, the page says so for 3 s.
 */
export function EditPopup({ open, memoryId, token, onClose, onSaved, onUnauthorized }: EditPopupProps) {
  const [saved, setSaved] = useState(0);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(0), TOAST_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  return (
    <>
      <Modal open={open} title="Editar Página de Amor" onClose={onClose}>
        <MemoryEditor
          memoryId={memoryId}
          token={token}
          initial={null}
          layout="popup"
          onSaved={(updated) => {
            setSaved(Date.now());
            onSaved(updated);
          }}
          onCancel={onClose}
          onUnauthorized={onUnauthorized}
        />
      </Modal>
      {saved > 0 && !open && (
        <div className={toastStyles.region}>
          <div role="status" className={`${toastStyles.toast} ${toastStyles.success}`}>
            {MESSAGES.editSaved}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * Renders the popup into `host` (the public page itself is not React: this chunk comes only with the owner's first
 * click) and answers the function that opens it. A refused token closes it; the page then takes
 * the button away.
 */
export function mountEditPopup(host: HTMLElement, props: Pick<EditPopupProps, 'memoryId' | 'token' | 'onSaved' | 'onUnauthorized'>): () => void {
  const root = createRoot(host);
  const show = (open: boolean) =>
    root.render(
      <StrictMode>
        <EditPopup
          {...props}
          open={open}
          onClose={() => show(false)}
          onSaved={(updated) => {
            show(false);
            // The public page behind wears the new palette at once (its head had the one it was served with).
            document.documentElement.setAttribute('style', paletteDeclarations(updated.palette));
            props.onSaved(updated);
          }}
          onUnauthorized={() => {
            show(false);
            props.onUnauthorized();
          }}
        />
      </StrictMode>,
    );
  return () => show(true);
}
