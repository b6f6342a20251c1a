import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { Button } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { EnsureToastProvider } from '../../components/ui/toast.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { EditorForm } from './editor-form.js';
import { useOwnedMemory } from './use-owned-memory.js';
import styles from './memory-editor.module.css';

export interface MemoryEditorProps {
  readonly memoryId: string;
  readonly token: string;
  /** The record when the caller already has it; null makes the editor load it (GET /api/update/{id}). */
  readonly initial: MemoryRecordResponse | null;
  /** 'page': the edit page, two columns from 768 px; 'popup': one column that fits a dialog on a phone. */
  readonly layout: 'page' | 'popup';
  onSaved(updated: MemoryRecordResponse): void;
  onCancel(): void;
  /** The token was refused (401 or 403). */
  onUnauthorized(): void;
}

/**
 * The owner's editor of a memory (message, start date, music link, photos), used by the edit page and by the public
 * page's edit popup. Light on purpose: no router, icons one by one, its own toasts when the app's are not around.
 */
export function MemoryEditor(props: MemoryEditorProps) {
  return (
    <EnsureToastProvider>
      <MemoryEditorContent {...props} />
    </EnsureToastProvider>
  );
}

function MemoryEditorContent(props: MemoryEditorProps) {
  const { memory, loadError, retry, saved, toast } = useOwnedMemory(props);

  return (
    <div className={`${styles.editor} ${props.layout === 'page' ? styles.pageLayout : styles.popupLayout}`}>
      {memory ? (
        <EditorForm
          memory={memory}
          token={props.token}
          layout={props.layout}
          toast={toast}
          onSaved={saved}
          onCancel={() => props.onCancel()}
          onUnauthorized={() => props.onUnauthorized()}
        />
      ) : loadError ? (
        <div className={styles.loadFailed}>
          <p>{loadError.detail ?? MESSAGES.editLoadFailed}</p>
          {!loadError.detail && (
            <Button variant="secondary" onClick={retry}>
              Tentar novamente
            </Button>
          )}
        </div>
      ) : (
        <Spinner label={MESSAGES.loading} />
      )}
    </div>
  );
}
