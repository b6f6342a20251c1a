import { assertPhotoCountOnEdit } from '../plan/photo-limits.js';
import type { Plan } from '../plan/plan.js';
import { PhotoNotOnPageError } from './memory-errors.js';
import type { MemoryState } from './memory-state.js';
import { PHOTO_WIDTHS, type PhotoWidth } from './photo-variants.js';

/** A page's photos, in order, with their variants: the placeholders and the widths that have an AVIF copy. */
export type MemoryPhotos = Pick<MemoryState, 'photos' | 'photoPlaceholders' | 'photoAvifWidths'>;

/** What an owner's edit does to the photos, once checked (see `photoEdit`). */
export interface PhotoEdit {
  readonly keptPhotos: readonly string[];
  /** Photos kept beyond what the plan shows (a page back on the basic plan), after the ones shown, untouched. */
  readonly keptHiddenPhotos: readonly string[];
  readonly removedPhotos: readonly string[];
  readonly addedCount: number;
}

/** A new page's photos: placeholders of some of them (by path), no AVIF copies yet. */
export function newMemoryPhotos(photos: readonly string[], placeholders: Readonly<Record<string, string>> = {}): MemoryPhotos {
  return { photos: [...photos], photoPlaceholders: placeholdersOf(photos, placeholders), photoAvifWidths: {} };
}

/**
 * The photos visitors and the editor see: as many as the plan shows. A page back on the basic plan after its upgrade
 * was refunded keeps its other photos (and its music, see `shownYoutube`) while it exists, hidden, for an upgrade to
 * bring back.
 */
export function shownPhotos(photos: readonly string[], plan: Plan): readonly string[] {
  return photos.length > plan.photoLimit ? photos.slice(0, plan.photoLimit) : photos;
}

/** The placeholder of each photo visitors see, in their order; null for a photo that has none. */
export function shownPhotoPlaceholders(page: MemoryPhotos, plan: Plan): (string | null)[] {
  return shownPhotos(page.photos, plan).map((path) => page.photoPlaceholders[path] ?? null);
}

/** The AVIF widths of each photo visitors see, in their order; `[]` for a photo that has none (yet). */
export function shownPhotoAvifWidths(page: MemoryPhotos, plan: Plan): (readonly PhotoWidth[])[] {
  return shownPhotos(page.photos, plan).map((path) => page.photoAvifWidths[path] ?? []);
}

/** Gives a photo of the page its placeholder (photos stored before placeholders existed); null when nothing changes. */
export function withPhotoPlaceholder(page: MemoryPhotos, path: string, placeholder: string): MemoryPhotos | null {
  if (!page.photos.includes(path) || page.photoPlaceholders[path] === placeholder) return null;
  return { ...page, photoPlaceholders: { ...page.photoPlaceholders, [path]: placeholder } };
}

/**
 * Records which widths of a photo of the page have an AVIF copy stored (`[]`: none worth keeping); null when the
 * photo is not on the page or nothing changes.
 */
export function withPhotoAvifWidths(page: MemoryPhotos, path: string, widths: readonly PhotoWidth[]): MemoryPhotos | null {
  if (!page.photos.includes(path)) return null;
  const sorted = PHOTO_WIDTHS.filter((width) => widths.includes(width));
  const before = page.photoAvifWidths[path];
  if (before && before.length === sorted.length && before.every((width, i) => width === sorted[i])) return null;
  return { ...page, photoAvifWidths: { ...page.photoAvifWidths, [path]: Object.freeze(sorted) } };
}

/**
 * Checks an owner's change of the photos (the photos to remove are on the page, and what is kept and added fits the
 * plan) before any new photo is stored.
 */
export function photoEdit(photos: readonly string[], plan: Plan, removedPhotos: readonly string[], addedCount: number): PhotoEdit {
  const removed = new Set(removedPhotos);
  if ([...removed].some((path) => !photos.includes(path))) throw new PhotoNotOnPageError();
  const keptPhotos = shownPhotos(photos, plan).filter((path) => !removed.has(path));
  assertPhotoCountOnEdit(plan, keptPhotos.length, addedCount);
  const keptHiddenPhotos = photos.slice(plan.photoLimit).filter((path) => !removed.has(path));
  return { keptPhotos, keptHiddenPhotos, removedPhotos: [...removed], addedCount };
}

/** The photos once an edit is applied: the kept ones, then the added ones, then the hidden ones; variants follow them. */
export function photosAfterEdit(
  page: MemoryPhotos,
  edit: PhotoEdit,
  addedPhotos: readonly string[],
  addedPlaceholders: Readonly<Record<string, string>> = {},
): MemoryPhotos {
  if (addedPhotos.length !== edit.addedCount) throw new Error('applyEdit: the added photos differ from the prepared edit');
  const photos = [...edit.keptPhotos, ...addedPhotos, ...edit.keptHiddenPhotos];
  return {
    photos,
    photoPlaceholders: placeholdersOf(photos, { ...page.photoPlaceholders, ...addedPlaceholders }),
    photoAvifWidths: placeholdersOf(photos, page.photoAvifWidths),
  };
}

/** The entries (placeholders, AVIF widths) of exactly these photos: those of photos no longer on the page go. */
function placeholdersOf<T>(photos: readonly string[], placeholders: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.fromEntries(photos.filter((path) => Object.hasOwn(placeholders, path)).map((path) => [path, placeholders[path]!]));
}
