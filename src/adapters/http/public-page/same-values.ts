/** Same keys in the same order, each the same primitive or an array of the same primitives (null included). */
export function sameValues(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysB.length; i++) {
    const key = keysB[i]!;
    if (keysA[i] !== key) return false;
    const x: unknown = (a as Record<string, unknown>)[key];
    const y: unknown = (b as Record<string, unknown>)[key];
    if (x === y) continue;
    if (
      !Array.isArray(x) ||
      !Array.isArray(y) ||
      x.length !== y.length ||
      x.some((item, j) => item !== y[j] || (typeof item === 'object' && item !== null))
    ) {
      return false;
    }
  }
  return true;
}
