import { useCallback, useState } from 'react';
import type { SkyPlaceInput } from '../../../domain/sky/sky-place.js';
import { NO_SKY, type SkyDraft, type SkyDraftField } from '../memory-form/sky/sky-draft.js';

/** "O céu daquela noite" being chosen in the creation form: open or close it, type, pick a city, switch to another place. */
export function useSkyDraft() {
  const [draft, setDraft] = useState<SkyDraft>(NO_SKY);
  const setOpen = useCallback((open: boolean) => setDraft((current) => ({ ...current, open })), []);
  // Typing in the search again forgets the city picked: the place sent is always the one shown.
  const change = useCallback(
    (field: SkyDraftField, value: string) => setDraft((current) => ({ ...current, [field]: value, ...(field === 'query' ? { city: null } : {}) })),
    [],
  );
  const pick = useCallback((city: SkyPlaceInput) => setDraft((current) => ({ ...current, city, query: city.name })), []);
  const setOther = useCallback((other: boolean) => setDraft((current) => ({ ...current, other })), []);
  return { draft, setOpen, change, pick, setOther, replace: setDraft };
}

export type SkyDraftModel = ReturnType<typeof useSkyDraft>;
