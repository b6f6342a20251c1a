import { vi } from 'vitest';

/**
 * Replaces the `Image` constructor the app preloads photos with (until `vi.unstubAllGlobals()`), and returns the list
 * of addresses it was asked to load, in order.
 */
export function stubImagePreload(): string[] {
  const preloaded: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto';
      set src(url: string) {
        preloaded.push(url);
      }
    },
  );
  return preloaded;
}
