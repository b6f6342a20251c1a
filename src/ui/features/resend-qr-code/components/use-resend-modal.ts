import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useResendQrCode } from '../api/resend-qr-code.js';

/** Spec section 9: the success view closes itself after 3 s. */
export const RESEND_AUTO_CLOSE_MS = 3000;

/**
 * The resend modal's state: the e-mail typed and the request. Closing it, by hand or 3 s after success, clears the
 * e-mail and resets it; the field has the focus while open, the success message once sent.
 */
export interface ResendModalFocus {
  /** The e-mail field, focused while the form shows. */
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The success message, focused once sent. */
  readonly sentRef: RefObject<HTMLParagraphElement | null>;
}

export function useResendModal(open: boolean, onClose: () => void, { inputRef, sentRef }: ResendModalFocus) {
  const [email, setEmail] = useState('');
  const { state, send, reset } = useResendQrCode();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const close = useCallback(() => {
    reset();
    setEmail('');
    onCloseRef.current();
  }, [reset]);

  // Closed from outside (or reopened): always start clean.
  useEffect(() => {
    if (!open) {
      reset();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- closed from outside: only an effect sees it, and it must also abort the request in flight (reset)
      setEmail('');
    }
  }, [open, reset]);

  // Runs after the dialog's showModal (a parent's effect runs after its children's), so the field keeps the focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, inputRef]);

  useEffect(() => {
    if (state.kind !== 'sent') return;
    sentRef.current?.focus();
    const timer = setTimeout(close, RESEND_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.kind, close, sentRef]);

  const sending = state.kind === 'sending';
  const error = state.kind === 'error' ? state.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    void send(email);
  };
  const changeEmail = (value: string) => {
    setEmail(value);
    if (error) reset();
  };

  return { email, changeEmail, sent: state.kind === 'sent', sending, error, submit, close };
}

export type ResendModalModel = ReturnType<typeof useResendModal>;
