/**
 * The same view of a page: the same keys in the same order, each the same primitive (null included), or an array or
 * a plain object whose own values are the same in turn (the photos' AVIF widths, the story's moments).
 */
export function sameValues(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysB.length; i++) {
    const key = keysB[i]!;
    if (keysA[i] !== key || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function sameValue(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) !== Array.isArray(y)) return false;
  if (Array.isArray(x)) return x.length === (y as unknown[]).length && x.every((item, j) => sameValue(item, (y as unknown[])[j]));
  return sameValues(x, y);
}
