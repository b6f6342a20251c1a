import { useCallback, useRef, useState } from 'react';

/**
 * Which fields the person has left (their problems show from then on), and each field's element, so that a refused
 * submit can mark them all and put the focus on the first one that is wrong.
 */
export function useTouchedFields<Name extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set());
  const elements = useRef(new Map<Name, HTMLElement | null>());

  const touch = useCallback((name: Name) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))), []);
  const touchAll = useCallback((names: readonly Name[]) => setTouched(new Set(names)), []);
  const forget = useCallback(() => setTouched(new Set()), []);
  const ref = useCallback(
    (name: Name) => (element: HTMLElement | null) => {
      elements.current.set(name, element);
    },
    [],
  );
  const focus = useCallback((name: Name | null) => {
    if (name) elements.current.get(name)?.focus();
  }, []);

  return { touched, touch, touchAll, forget, ref, focus };
}

export type TouchedFields<Name extends string> = ReturnType<typeof useTouchedFields<Name>>;
