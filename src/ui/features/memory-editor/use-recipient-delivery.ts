import { useCallback } from 'react';
import { DELIVERY_TEXT as TEXT } from '../../../texts/delivery.pt-br.js';
import { fetchRecipientDelivery, setRecipientDelivery } from './api/recipient-delivery.js';
import { useOwnerSection } from './use-owner-section.js';

/** The page's delivery on the day as the server has it (read once), and the owner's changes, each saved at once. */
export function useRecipientDelivery(memoryId: string, token: string) {
  const load = useCallback(() => fetchRecipientDelivery(memoryId, token), [memoryId, token]);
  const { value: delivery, loadFailed, saving, notice, change } = useOwnerSection(load, TEXT.saveFailed);

  /** Saves the address (or null: cancels); resolves whether it was saved. */
  const save = useCallback(
    (to: string | null): Promise<boolean> => {
      const done = to === null ? TEXT.done.cancelled : delivery?.status === 'scheduled' ? TEXT.done.readdressed : TEXT.done.scheduled;
      return change(() => setRecipientDelivery(memoryId, token, to), done);
    },
    [change, memoryId, token, delivery?.status],
  );

  return { delivery, loadFailed, saving, notice, save };
}
