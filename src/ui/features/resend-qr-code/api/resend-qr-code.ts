import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResendQrCodeRequest, ResendQrCodeResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { Email } from '../../../../domain/memory/email.js';
import { ApiError } from '../../../lib/api-client.js';
import { postJson } from '../../../lib/api-send.js';
import { MESSAGES } from '../../../../texts/messages.pt-br.js';

/** POST /api/resend-qrcode { email } */
export function resendQrCode(email: string, signal?: AbortSignal): Promise<ResendQrCodeResponse> {
  const body: ResendQrCodeRequest = { email: email.trim() };
  return postJson<ResendQrCodeResponse>('/resend-qrcode', body, { signal });
}

export type ResendState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  /** Inline problem under the field: the invalid e-mail (no call made) or the server's answer. */
  | { readonly kind: 'error'; readonly message: string };

const IDLE: ResendState = { kind: 'idle' };

/** The text spec section 8 shows when the call itself fails: the server's sentence if it sent one. */
export function resendFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.resendFailed;
}

/**
 * The resend modal's states (spec section 4): idle → sending → sent or error. An invalid address never reaches the
 * server. `reset` forgets everything and drops an answer still on its way.
 */
export function useResendQrCode() {
  const [state, setState] = useState<ResendState>(IDLE);
  const request = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    request.current?.abort();
    request.current = null;
    setState(IDLE);
  }, []);

  useEffect(() => () => request.current?.abort(), []);

  const send = useCallback(async (email: string): Promise<void> => {
    if (request.current) return;
    if (!Email.isValid(email)) {
      setState({ kind: 'error', message: MESSAGES.resendInvalidEmail });
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    setState({ kind: 'sending' });
    try {
      const answer = await resendQrCode(email, controller.signal);
      if (controller.signal.aborted) return;
      setState(answer.success ? { kind: 'sent' } : { kind: 'error', message: answer.message || MESSAGES.resendNotFound });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'error', message: resendFailureMessage(error) });
    } finally {
      if (request.current === controller) request.current = null;
    }
  }, []);

  return { state, send, reset };
}
