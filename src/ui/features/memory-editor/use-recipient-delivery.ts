import { useCallback, useEffect, useState } from 'react';
import type { OwnedDeliveryResponse } from '../../../adapters/http/contract/delivery.contract.js';
import { DELIVERY_TEXT as TEXT } from '../../../texts/delivery.pt-br.js';
import { ApiError } from '../../lib/api-client.js';
import { fetchRecipientDelivery, setRecipientDelivery } from './api/recipient-delivery.js';

type Notice = { readonly kind: 'done' | 'error'; readonly text: string };

/** The page's delivery on the day as the server has it (read once), and the owner's changes, each saved at once. */
export function useRecipientDelivery(memoryId: string, token: string) {
  const [delivery, setDelivery] = useState<OwnedDeliveryResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    fetchRecipientDelivery(memoryId, token).then(
      (found) => current && setDelivery(found),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [memoryId, token]);

  /** Saves the address (or null: cancels); resolves whether it was saved. */
  const save = useCallback(
    async (to: string | null): Promise<boolean> => {
      const before = delivery?.status;
      setSaving(true);
      setNotice(null);
      try {
        const saved = await setRecipientDelivery(memoryId, token, to);
        setDelivery(saved);
        const done = to === null ? TEXT.done.cancelled : before === 'scheduled' ? TEXT.done.readdressed : TEXT.done.scheduled;
        setNotice({ kind: 'done', text: done });
        return true;
      } catch (error) {
        setNotice({ kind: 'error', text: error instanceof ApiError && error.serverMessage ? error.serverMessage : TEXT.saveFailed });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [memoryId, token, delivery?.status],
  );

  return { delivery, loadFailed, saving, notice, save };
}
