import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';
import { useResendQrCode } from '../api/resend-qr-code.js';
import styles from './resend-qr-code-modal.module.css';

/** Spec section 9: the success view closes itself after 3 s. */
export const RESEND_AUTO_CLOSE_MS = 3000;

export const RESEND_TITLE = 'Reenviar QR Code';

interface ResendQrCodeModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * "Reenviar QR Code": asks for the buyer's e-mail and has the link, QR code and edit link sent again. Closing it, by
 * hand or 3 s after success, clears the e-mail and resets it.
 */
export function ResendQrCodeModal({ open, onClose }: ResendQrCodeModalProps) {
  const [email, setEmail] = useState('');
  const { state, send, reset } = useResendQrCode();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const inputId = useId();
  const errorId = useId();

  const close = useCallback(() => {
    reset();
    setEmail('');
    onCloseRef.current();
  }, [reset]);

  // Closed from outside (or reopened): always start clean.
  useEffect(() => {
    if (!open) {
      reset();
      setEmail('');
    }
  }, [open, reset]);

  // Runs after the dialog's showModal (a parent's effect runs after its children's), so the field keeps the focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (state.kind !== 'sent') return;
    sentRef.current?.focus();
    const timer = setTimeout(close, RESEND_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.kind, close]);

  const sending = state.kind === 'sending';
  const error = state.kind === 'error' ? state.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    void send(email);
  };

  return (
    <Modal open={open} title={RESEND_TITLE} onClose={close}>
      {state.kind === 'sent' ? (
        <div className={styles.sent} role="status">
          <span className={styles.sentIcon} aria-hidden="true">
            <MailCheck size={30} />
          </span>
          <p ref={sentRef} tabIndex={-1} className={styles.sentTitle}>
            {MESSAGES.resendSuccessTitle}
          </p>
          <p className={styles.sentText}>{MESSAGES.resendSuccessText}</p>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          <p className={styles.intro}>{MESSAGES.resendIntro}</p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={inputId}>
              E-mail
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="Seu e-mail"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) reset();
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" block aria-disabled={sending || undefined}>
            {sending ? MESSAGES.sending : RESEND_TITLE}
          </Button>
        </form>
      )}
    </Modal>
  );
}
