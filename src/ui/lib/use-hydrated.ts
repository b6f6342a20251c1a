import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates markup rendered ahead of time (and when rendering it at build time), true right after
 * and on any render from scratch: what depends on the moment it is shown (a clock) renders a fixed value until then,
 * so the markup hydrates as it was written.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
