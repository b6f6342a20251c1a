import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OwnedVoiceResponse } from '../../../adapters/http/contract/voice.contract.js';
import { VOICE_SECTION as TEXT } from '../../../texts/voice.pt-br.js';
import { ApiError } from '../../lib/api-client.js';
import { isConnectionLost } from '../../lib/connection-lost.js';
import type { StagedVoiceResponse } from '../../../adapters/http/contract/voice.contract.js';
import { fetchOwnedVoice, keepVoice, ownerVoiceDestination, removeVoice } from './api/voice-message.js';

type Notice = { readonly kind: 'done' | 'error'; readonly text: string };

const sentenceOf = (error: unknown, fallback: string) =>
  isConnectionLost(error) ? TEXT.connectionLost : error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

/**
 * The page's voice message as the server has it, and the owner's keeping or removing of it. A take went up as soon as
 * it was made, to the owner's route (`destination`; the recorder's `useTakeStaging`: heard and encoded then); keeping
 * it names its reference, so no request of the owner waits for the encoder.
 */
export function useVoiceMessage(memoryId: string, token: string) {
  const [voice, setVoice] = useState<OwnedVoiceResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const destination = useMemo(() => ownerVoiceDestination(memoryId, token), [memoryId, token]);

  useEffect(() => {
    fetchOwnedVoice(memoryId, token).then(setVoice, () => setLoadFailed(true));
  }, [memoryId, token]);

  const run = useCallback(async (change: () => Promise<OwnedVoiceResponse>, done: string): Promise<boolean> => {
    setSaving(true);
    setNotice(null);
    try {
      setVoice(await change());
      setNotice({ kind: 'done', text: done });
      return true;
    } catch (error) {
      setNotice({ kind: 'error', text: sentenceOf(error, TEXT.saveFailed) });
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  const keep = useCallback(
    async (staged: Promise<StagedVoiceResponse>) => {
      // A take the server refused is said by the recorder, under its preview.
      const answer = await staged.catch(() => null);
      return answer !== null && run(() => keepVoice(memoryId, token, answer.reference), TEXT.saved);
    },
    [memoryId, token, run],
  );
  const remove = useCallback(
    () =>
      run(async () => {
        await removeVoice(memoryId, token);
        return { ...voice!, voice: null };
      }, TEXT.removed),
    [memoryId, token, run, voice],
  );

  return { voice, loadFailed, saving, notice, destination, keep, remove };
}
