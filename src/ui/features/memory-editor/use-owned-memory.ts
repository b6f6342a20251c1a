import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { useToast } from '../../components/ui/toast.js';
import { ApiError } from '../../lib/api-client.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { fetchOwnedMemory } from './api/owned-memory.js';
import { isAbort, isUnauthorized } from './edit-errors.js';

interface OwnedMemoryOptions {
  readonly memoryId: string;
  readonly token: string;
  readonly initial: MemoryRecordResponse | null;
  onSaved(updated: MemoryRecordResponse): void;
  onUnauthorized(): void;
}

/**
 * The owner's record: the one given, or loaded with the edit token (GET /api/update/{id}). A failure says so in a
 * toast and can be retried; a page that is gone (404) or has ended (410) says why instead.
 */
export function useOwnedMemory(options: OwnedMemoryOptions) {
  const { memoryId, token, initial } = options;
  const toast = useToast();
  const [memory, setMemory] = useState<MemoryRecordResponse | null>(initial);
  const [loadError, setLoadError] = useState<{ detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef(options);
  const toastRef = useRef(toast);
  useEffect(() => {
    callbacks.current = options;
    toastRef.current = toast;
  });

  useEffect(() => {
    if (memory) return;
    const controller = new AbortController();
    fetchOwnedMemory(memoryId, token, controller.signal).then(
      (loaded) => setMemory(loaded),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (isUnauthorized(error)) {
          callbacks.current.onUnauthorized();
          return;
        }
        toastRef.current.error(MESSAGES.editLoadFailed);
        // A page that is gone (404) or has ended (410) will not load on a retry: say why.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        setLoadError({ detail: gone ? error.serverMessage : null });
      },
    );
    return () => controller.abort();
    // `attempt` re-runs the load after a failure.
  }, [memory, memoryId, token, attempt]);

  const saved = useCallback((updated: MemoryRecordResponse) => {
    setMemory(updated);
    callbacks.current.onSaved(updated);
  }, []);
  const retry = useCallback(() => {
    setLoadError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { memory, loadError, retry, saved, toast };
}
