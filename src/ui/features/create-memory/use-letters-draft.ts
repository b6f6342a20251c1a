import { useCallback, useRef, useState } from 'react';
import type { LetterInput } from '../../../domain/letters/future-letter.js';
import { NO_LETTERS, type LetterDraftField, type LettersDraft } from './letters-draft.js';

const EMPTY_LETTER: LetterInput = { title: '', text: '', opensOn: '' };

const withKeys = (nextKey: { current: number }, letters: readonly LetterInput[]) => letters.map((letter) => ({ ...letter, key: nextKey.current++ }));

/**
 * "Cartas para o futuro" being typed in the creation form: open the disclosure (with a first letter to write) or close
 * it, add, change and remove a letter, `replace` them all (a restored draft, or none to start over). The fields offer
 * "add" up to the domain's limit (and the server refuses more).
 */
export function useLettersDraft() {
  const nextKey = useRef(1);
  const [draft, setDraft] = useState<LettersDraft>(NO_LETTERS);

  const setOpen = useCallback((open: boolean) => {
    setDraft((current) => ({ open, letters: open && current.letters.length === 0 ? withKeys(nextKey, [EMPTY_LETTER]) : current.letters }));
  }, []);
  const add = useCallback(() => {
    setDraft((current) => ({ ...current, letters: [...current.letters, ...withKeys(nextKey, [EMPTY_LETTER])] }));
  }, []);
  const change = useCallback((key: number, field: LetterDraftField, value: string) => {
    setDraft((current) => ({ ...current, letters: current.letters.map((letter) => (letter.key === key ? { ...letter, [field]: value } : letter)) }));
  }, []);
  const remove = useCallback(
    (key: number) => setDraft((current) => ({ ...current, letters: current.letters.filter((letter) => letter.key !== key) })),
    [],
  );
  const replace = useCallback((open: boolean, letters: readonly LetterInput[]) => setDraft({ open, letters: withKeys(nextKey, letters) }), []);
  return { draft, setOpen, add, change, remove, replace };
}

export type LettersDraftModel = ReturnType<typeof useLettersDraft>;
