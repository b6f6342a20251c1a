import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import styles from './memory-editor.module.css';

interface ConfirmRemovalDialogProps {
  /** The photo's address while asking, null when closed. */
  readonly photoSrc: string | null;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/** 'Tem certeza que deseja remover esta foto?', with the photo in question, before it moves to the removed list. */
export function ConfirmRemovalDialog({ photoSrc, onConfirm, onClose }: ConfirmRemovalDialogProps) {
  return (
    <Modal open={photoSrc !== null} title={MESSAGES.confirmPhotoRemoval} onClose={onClose}>
      {photoSrc && (
        <div className={styles.confirm}>
          <img className={styles.confirmPhoto} src={photoSrc} alt="Foto que será removida" width={120} height={150} />
          <p className={styles.confirmText}>Ela sai da sua página quando você salvar as alterações.</p>
          <div className={styles.confirmActions}>
            <Button variant="secondary" onClick={onClose}>
              Manter
            </Button>
            <Button onClick={onConfirm}>Remover</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
