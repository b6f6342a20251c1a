import { Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { buttonClassName } from '../../../components/ui/button.js';
import { ResendQrCodeModal } from './resend-qr-code-modal.js';
import styles from './resend-qr-code-button.module.css';

interface ResendQrCodeButtonProps {
  /**
   * "envelope": a round envelope whose words show from 640 px and stay readable by screen readers on phones;
   * "button": a secondary button with the envelope and the children as its text.
   */
  readonly look?: 'envelope' | 'button';
  readonly children?: ReactNode;
}

/** A button that opens the "Reenviar QR Code" modal. */
export function ResendQrCodeButton({ look = 'envelope', children }: ResendQrCodeButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {look === 'envelope' ? (
        <button type="button" className={styles.envelope} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Mail size={20} aria-hidden="true" />
          <span className={styles.words}>
            Reenviar QR Code<span className="visually-hidden"> por e-mail</span>
          </span>
        </button>
      ) : (
        <button type="button" className={buttonClassName({ variant: 'secondary' })} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Mail size={20} aria-hidden="true" />
          {children ?? 'Reenviar QR Code por e-mail'}
        </button>
      )}
      <ResendQrCodeModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
