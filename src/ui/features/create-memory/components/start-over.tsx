import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { FORM_DRAFT_TEXT } from '../../../../texts/form-draft.pt-br.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import styles from './start-over.module.css';

interface StartOverProps {
  /** The form came back from a draft kept on this device. */
  readonly restored: boolean;
  readonly onConfirm: () => void;
}

/** "Começar de novo": after a confirmation, the form is emptied and the draft kept on this device goes. */
export function StartOver({ restored, onConfirm }: StartOverProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.bar}>
      <p className={styles.note}>{restored ? FORM_DRAFT_TEXT.restored : FORM_DRAFT_TEXT.keptHere}</p>
      <Button variant="ghost" onClick={() => setAsking(true)}>
        <RotateCcw size={16} aria-hidden="true" />
        {FORM_DRAFT_TEXT.startOver}
      </Button>
      <Modal open={asking} title={FORM_DRAFT_TEXT.confirmTitle} onClose={() => setAsking(false)}>
        <p className={styles.confirmText}>{FORM_DRAFT_TEXT.confirmText}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {FORM_DRAFT_TEXT.keep}
          </Button>
          <Button
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            {FORM_DRAFT_TEXT.confirm}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
