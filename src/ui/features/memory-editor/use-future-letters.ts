import { useCallback, useEffect, useState } from 'react';
import type { OwnedLettersResponse, WriteLetterRequest } from '../../../adapters/http/contract/letters.contract.js';
import { LETTERS_SECTION as TEXT } from '../../../texts/letters.pt-br.js';
import { ApiError } from '../../lib/api-client.js';
import { fetchOwnedLetters, removeLetter, saveLetter } from './api/future-letters.js';

type Notice = { readonly kind: 'done' | 'error'; readonly text: string };

const sentenceOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** The page's letters as the server has them (read once, read again after each change), and the owner's changes. */
export function useFutureLetters(memoryId: string, token: string) {
  const [letters, setLetters] = useState<OwnedLettersResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const reload = useCallback(
    () =>
      fetchOwnedLetters(memoryId, token).then(
        // An answer without its list (a proxy's page, an older server) is a failure to load, not the editor's end.
        (found) => (Array.isArray(found?.letters) ? setLetters(found) : setLoadFailed(true)),
        () => setLoadFailed(true),
      ),
    [memoryId, token],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Runs one change, then reads the letters again; resolves whether it was saved. */
  const change = useCallback(
    async (run: () => Promise<unknown>, done: string): Promise<boolean> => {
      setSaving(true);
      setNotice(null);
      try {
        await run();
        await reload();
        setNotice({ kind: 'done', text: done });
        return true;
      } catch (error) {
        setNotice({ kind: 'error', text: sentenceOf(error, TEXT.saveFailed) });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [reload],
  );

  const save = useCallback(
    (letter: WriteLetterRequest, letterId?: string) =>
      change(() => saveLetter(memoryId, token, letter, letterId), letterId === undefined ? TEXT.saved : TEXT.changed),
    [change, memoryId, token],
  );
  const remove = useCallback((letterId: string) => change(() => removeLetter(memoryId, token, letterId), TEXT.removed), [change, memoryId, token]);

  return { letters, loadFailed, saving, notice, save, remove };
}
