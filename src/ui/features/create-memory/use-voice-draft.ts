import { useCallback, useRef, useState } from 'react';
import { NO_VOICE, type SentVoice, type VoiceDraft } from './voice-draft.js';

/**
 * "Um áudio seu" on the creation form: open or drop it, the voice sent ahead (by the fields, a chunk of their own) and
 * the upload under way, which the order waits for (`reference`).
 */
export function useVoiceDraft() {
  const [draft, setDraft] = useState<VoiceDraft>(NO_VOICE);
  const latest = useRef(draft);
  const pending = useRef<Promise<unknown> | null>(null);

  const replace = useCallback((next: VoiceDraft) => {
    const { url } = latest.current;
    if (url && url !== next.url) URL.revokeObjectURL(url);
    latest.current = next;
    setDraft(next);
  }, []);
  const setOpen = useCallback((open: boolean) => replace(open ? { ...NO_VOICE, open: true } : NO_VOICE), [replace]);
  const sent = useCallback((voice: SentVoice, url: string) => replace({ open: true, sent: voice, url, lost: false }), [replace]);
  /** Forgets the voice sent (to record another, or because the server no longer holds it: `lost`). */
  const forget = useCallback((lost: boolean) => replace({ ...NO_VOICE, open: true, lost }), [replace]);
  /** The fields' upload under way, for the order to wait for. */
  const track = useCallback((upload: Promise<unknown>) => {
    const tracked: Promise<void> = upload.then(
      () => undefined,
      () => undefined,
    );
    pending.current = tracked;
    void tracked.then(() => {
      if (pending.current === tracked) pending.current = null;
    });
  }, []);
  /** Whether a voice kept still goes up: the order then waits for it. */
  const isSending = useCallback(() => pending.current !== null, []);
  /** The reference the order names, once any upload under way is answered; null when none was sent. */
  const reference = useCallback(async (): Promise<string | null> => {
    while (pending.current) await pending.current;
    return latest.current.sent?.reference ?? null;
  }, []);

  return { draft, setOpen, sent, forget, replace, track, isSending, reference };
}

export type VoiceDraftModel = ReturnType<typeof useVoiceDraft>;
