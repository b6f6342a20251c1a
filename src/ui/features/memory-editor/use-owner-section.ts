import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.js';

/** The outcome of an owner's change, as a section says it. */
export interface OwnerNotice {
  readonly kind: 'done' | 'error';
  readonly text: string;
}

/**
 * What a section of the owner's edit page holds of the server ("Entrega no dia", "Pergunta de vocês"): read once with
 * `load` (stable between renders), then each change saved at once, the server's answer kept and its outcome said:
 * `done`, or the server's sentence (`saveFailed` without one).
 */
export function useOwnerSection<T>(load: () => Promise<T>, saveFailed: string) {
  const [value, setValue] = useState<T | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<OwnerNotice | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (found) => current && setValue(found),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load]);

  /** Runs one change and keeps what the server then holds; resolves whether it was saved. */
  const change = useCallback(
    async (run: () => Promise<T>, done: string): Promise<boolean> => {
      setSaving(true);
      setNotice(null);
      try {
        setValue(await run());
        setNotice({ kind: 'done', text: done });
        return true;
      } catch (error) {
        setNotice({ kind: 'error', text: error instanceof ApiError && error.serverMessage ? error.serverMessage : saveFailed });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [saveFailed],
  );

  return { value, loadFailed, saving, notice, change };
}
