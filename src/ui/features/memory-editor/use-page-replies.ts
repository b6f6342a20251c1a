import { useCallback, useState } from 'react';
import type { OwnedRepliesResponse } from '../../../adapters/http/contract/page-replies.contract.js';
import { ApiError } from '../../lib/api-client.js';
import { REPLIES_SECTION as TEXT } from '../../../texts/replies-owner.pt-br.js';
import { turnPageReplies } from './api/page-replies.js';

/** The page's replies as the record brought them, and the switch: a change is saved at once, and its outcome said. */
export function usePageReplies(memoryId: string, token: string, initial: OwnedRepliesResponse) {
  const [replies, setReplies] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const turn = useCallback(
    async (enabled: boolean) => {
      setSaving(true);
      setNotice(null);
      try {
        setReplies(await turnPageReplies(memoryId, token, enabled));
        setNotice({ kind: 'done', text: enabled ? TEXT.turnedOn : TEXT.turnedOff });
      } catch (error) {
        setNotice({ kind: 'error', text: error instanceof ApiError && error.serverMessage ? error.serverMessage : TEXT.saveFailed });
      } finally {
        setSaving(false);
      }
    },
    [memoryId, token],
  );

  return { replies, saving, notice, turn };
}
