import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.js';
import box from './owner-section.module.css';

interface ActionsWithRemovalProps {
  /** The other buttons, before the removal's. */
  readonly children: ReactNode;
  readonly removeLabel: string;
  /** The question asked before anything is removed, with the same button to confirm and `cancelLabel` to keep it. */
  readonly confirmText: string;
  readonly cancelLabel: string;
  readonly saving: boolean;
  readonly onRemove: () => void;
}

/** A row of buttons of an owner's section whose removal asks once more (a letter, the question). */
export function ActionsWithRemoval({ children, removeLabel, confirmText, cancelLabel, saving, onRemove }: ActionsWithRemovalProps) {
  const [confirming, setConfirming] = useState(false);
  if (confirming)
    return (
      <div className={box.actions} role="group" aria-label={confirmText}>
        <p className={box.text}>{confirmText}</p>
        <Button variant="secondary" onClick={onRemove} disabled={saving}>
          {removeLabel}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={saving}>
          {cancelLabel}
        </Button>
      </div>
    );
  return (
    <div className={box.actions}>
      {children}
      <Button variant="ghost" onClick={() => setConfirming(true)} disabled={saving}>
        {removeLabel}
      </Button>
    </div>
  );
}
