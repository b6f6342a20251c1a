import type { PublicPageResponse } from './contract/memories.contract.js';

interface Serialised {
  readonly page: PublicPageResponse;
  readonly json: string;
}

/**
 * The JSON text of public pages, reused while a page reads the same: a shared page is opened by many phones at once and
 * its answer only changes when its owner edits it. Every answer is still built fresh and compared, value by value, with
 * the one serialised last time for that page (the strings are usually the very same objects, so this costs far less
 * than serialising again); any difference, an edit included, is serialised anew. Nothing is ever served stale.
 */
export class PublicPageJson {
  private readonly byId = new Map<string, Serialised>();

  /**
   * @param photoBaseUrl Where browsers fetch photos when not from this server (PHOTO_PUBLIC_URL): each stored path
   *   `/uploads/{memoryId}/{file}` is then given as `{photoBaseUrl}/{memoryId}/{file}`. Null keeps the stored paths,
   *   which the app fetches under /api.
   */
  constructor(
    private readonly maxPages = 1000,
    private readonly photoBaseUrl: string | null = null,
  ) {}

  of(stored: PublicPageResponse): string {
    const page = this.photoBaseUrl === null ? stored : { ...stored, photos: stored.photos.map((path) => this.photoUrl(path)) };
    const last = this.byId.get(page.id);
    if (last && sameValues(last.page, page)) return last.json;
    const json = JSON.stringify(page);
    if (!last && this.byId.size >= this.maxPages) this.byId.delete(this.byId.keys().next().value as string);
    this.byId.set(page.id, { page, json });
    return json;
  }

  private photoUrl(storedPath: string): string {
    return storedPath.startsWith('/uploads/') ? `${this.photoBaseUrl}${storedPath.slice('/uploads'.length)}` : storedPath;
  }
}

/** Same keys in the same order, each the same primitive or an array of the same primitives. */
function sameValues(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (let i = 0; i < keysB.length; i++) {
    const key = keysB[i]!;
    if (keysA[i] !== key) return false;
    const x: unknown = (a as Record<string, unknown>)[key];
    const y: unknown = (b as Record<string, unknown>)[key];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length || x.some((item, j) => item !== y[j] || typeof item === 'object')) {
      return false;
    }
  }
  return true;
}
