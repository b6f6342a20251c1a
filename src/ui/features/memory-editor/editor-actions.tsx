import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { publicPathOf } from './edit-state.js';
import type { MemoryEditModel } from './use-memory-edit.js';
import styles from './memory-editor.module.css';

interface EditorActionsProps {
  readonly edit: MemoryEditModel;
  readonly memory: MemoryRecordResponse;
  readonly layout: 'page' | 'popup';
  readonly onCancel: () => void;
}

/** The upload's progress while new photos go up, 'Cancelar' (back to the page, or closing the popup) and 'Salvar'. */
export function EditorActions({ edit, memory, layout, onCancel }: EditorActionsProps) {
  const saving = edit.status === 'saving';
  return (
    <div className={styles.actions}>
      {saving && edit.state.added.length > 0 && (
        <progress className={styles.progress} value={edit.progress} max={1} aria-label="Enviando fotos">
          {Math.round(edit.progress * 100)}%
        </progress>
      )}
      <div className={styles.buttons}>
        {layout === 'page' ? (
          <ButtonLink variant="secondary" href={publicPathOf(memory)} aria-disabled={edit.busy || undefined}>
            Cancelar
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
        )}
        <Button type="submit" disabled={edit.busy || edit.photos.preparing > 0}>
          {saving ? MESSAGES.saving : 'Salvar alterações'}
        </Button>
      </div>
    </div>
  );
}
