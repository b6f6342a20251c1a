import { lookAfterEdit } from '../look/look-after-edit.js';
import type { PageLook } from '../look/page-look.js';
import { PLANS } from '../plan/plan.js';
import { editedStory, storyAfterEdit } from '../story/page-story.js';
import type { StoryMoment, StoryMomentInput } from '../story/story.js';
import { validDatingSince } from './dating-since.js';
import { validEditYoutube, validMessage } from './memory-details.js';
import { musicAfterEdit } from './memory-music.js';
import { photoEdit, photosAfterEdit, type PhotoEdit } from './memory-photos.js';
import type { MemoryState } from './memory-state.js';
import type { MusicInfo } from './music.js';
import { revealDateAfterEdit } from './reveal-date.js';

export interface MemoryEditRequest {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  /** Paths of current photos the owner removes. */
  readonly removedPhotos: readonly string[];
  readonly addedCount: number;
  /** The page's new reveal date as the form sends it; absent: unchanged. */
  readonly revealAt?: string | null;
  /** The page's new palette, falling emoji and reveal style by name; absent: unchanged. */
  readonly palette?: string;
  readonly fallingEmoji?: string;
  readonly revealStyle?: string;
  /** "Nossa história" as the form sends it; absent: unchanged. */
  readonly story?: readonly StoryMomentInput[];
}

/** A checked edit: what the page will hold once the new photos are stored. */
export interface PreparedMemoryEdit extends PhotoEdit, PageLook {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string | null;
  readonly revealAt: Date | null;
  readonly story: readonly StoryMoment[];
  /** What YouTube said of a new music link (the use case asks); absent: none asked. */
  readonly music?: MusicInfo | null;
}

/**
 * Checks an owner's change in full (fields, photos to remove, photo count) without applying it, so new photos are
 * processed and stored only for an edit that can succeed.
 */
export function prepareEdit(page: MemoryState, change: MemoryEditRequest, now: Date): PreparedMemoryEdit {
  const photos = photoEdit(page.photos, PLANS[page.plan], change.removedPhotos, change.addedCount);
  return {
    message: validMessage(change.message),
    datingSince: validDatingSince(change.datingSince, now),
    youtube: validEditYoutube(page.plan, change.youtube),
    ...photos,
    revealAt: revealDateAfterEdit(page.revealAt, change.revealAt, now),
    ...lookAfterEdit(page, change),
    story: editedStory(page.plan, page.story, change.story, now),
  };
}

/** The page once a prepared edit is applied, with the photos it added (stored by then) and their placeholders. */
export function applyEdit(
  page: MemoryState,
  edit: PreparedMemoryEdit,
  addedPhotos: readonly string[],
  now: Date,
  addedPlaceholders: Readonly<Record<string, string>> = {},
): MemoryState {
  return {
    ...page,
    message: edit.message,
    datingSince: edit.datingSince,
    ...musicAfterEdit(PLANS[page.plan], page, edit.youtube, edit.music),
    ...photosAfterEdit(page, edit, addedPhotos, addedPlaceholders),
    revealAt: edit.revealAt,
    palette: edit.palette,
    fallingEmoji: edit.fallingEmoji,
    revealStyle: edit.revealStyle,
    story: storyAfterEdit(page.plan, page.story, edit.story),
    updatedAt: now,
  };
}
