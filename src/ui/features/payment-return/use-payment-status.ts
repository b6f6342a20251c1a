import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.js';
import { createDraftStore } from '../../lib/create-draft-store.js';
import { fetchPaymentStatus } from './api/payment-return-api.js';

/** How often a pending payment is asked about again, and for how long before the page stops asking on its own. */
export const POLL_MS = 3000;
export const POLL_LIMIT_MS = 5 * 60 * 1000;

export type PaymentReturnState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'pending'; readonly stopped: boolean }
  | { readonly kind: 'approved'; readonly path: string }
  | { readonly kind: 'failed' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error' };

/**
 * The payment's status, asked of the server only (GET /api/payment-status/{id}), never read from the address the
 * checkout appends. While pending it asks again every 3 s, for 5 minutes; `retry` starts over.
 */
export function usePaymentStatus(id: string): { state: PaymentReturnState; retry: () => void } {
  const [state, setState] = useState<PaymentReturnState>({ kind: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = false;

    const again = () => {
      if (Date.now() - startedAt + POLL_MS > POLL_LIMIT_MS) {
        setState({ kind: 'pending', stopped: true });
        return;
      }
      timer = setTimeout(poll, POLL_MS);
    };

    const poll = async () => {
      try {
        const answer = await fetchPaymentStatus(id, controller.signal);
        seen = true;
        if (answer.status === 'approved') {
          // Paid: the creation form's draft on this device has served its purpose.
          createDraftStore.clear();
          setState({ kind: 'approved', path: answer.path });
        } else if (answer.status === 'failed') setState({ kind: 'failed' });
        else {
          setState({ kind: 'pending', stopped: false });
          again();
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ kind: 'not-found' });
        else if (seen)
          again(); // A blip while waiting: keep waiting.
        else setState({ kind: 'error' });
      }
    };

    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, round]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setRound((n) => n + 1);
  }, []);

  return { state, retry };
}
