import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { datePartOf } from '../../../domain/memory/dating-since.js';
import { planOf } from '../../../domain/plan/plan.js';
import { remainingPhotoSlots } from '../../../domain/plan/photo-limits.js';
import { planHasStory } from '../../../domain/story/story.js';
import { revealAtOf } from '../memory-form/field-rules.js';
import { draftOf, storyInput, type StoryDraftMoment } from '../memory-form/story-draft.js';
import type { MemoryChanges } from './api/owned-memory.js';
import type { FallingEmojiName } from '../../../domain/look/falling-emoji.js';
import type { RevealStyle } from '../../../domain/look/reveal-style.js';
import type { PaletteName } from '../../../domain/look/palettes.js';

/** A photo chosen in this visit, not sent yet. */
export interface NewPhoto {
  readonly key: string;
  readonly file: File;
  /** An object URL of the file, for the thumbnail; revoked when the photo is dropped. */
  readonly previewUrl: string;
  /** False where the browser cannot draw it (an iPhone's HEIC outside Safari): its tile shows its name. */
  readonly drawable?: boolean;
}

/** The spec's edit state: message, datingSince, youtube, kept photos, removed photo paths, new photo files. */
export interface EditState {
  readonly message: string;
  /** The date input's value, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly youtube: string;
  /** The reveal date's day ('YYYY-MM-DD') and time ('HH:mm'), Brasília time; empty for a page open once paid. */
  readonly revealDate: string;
  readonly revealTime: string;
  /** The page's look, by name. */
  readonly palette: PaletteName;
  readonly fallingEmoji: FallingEmojiName;
  readonly revealStyle: RevealStyle;
  /** "Nossa história" as the owner edits it (shown and sent on a plan with it only). */
  readonly story: readonly StoryDraftMoment[];
  readonly kept: readonly string[];
  readonly removed: readonly string[];
  readonly added: readonly NewPhoto[];
}

export function editStateOf(memory: MemoryRecordResponse): EditState {
  return {
    message: memory.message,
    date: datePartOf(memory.datingSince),
    youtube: memory.youtube ?? '',
    revealDate: memory.revealAt?.slice(0, 10) ?? '',
    revealTime: memory.revealAt?.slice(11, 16) ?? '',
    palette: memory.palette,
    fallingEmoji: memory.fallingEmoji,
    revealStyle: memory.revealStyle,
    story: draftOf(memory.story),
    kept: [...memory.photos],
    removed: [],
    added: [],
  };
}

/**
 * The start date to send. The edit page shows only the date; when the owner leaves it as it was, the original time of
 * day (if any) is kept so the counter does not jump. A new date starts at midnight.
 */
export function datingSinceToSend(original: string, date: string): string {
  return date === datePartOf(original) ? original : date;
}

/** What PUT /api/update/{id} sends: the edit as it stands, the music link only on a plan with music. */
export function changesOf(memory: MemoryRecordResponse, state: EditState): MemoryChanges {
  return {
    message: state.message,
    datingSince: datingSinceToSend(memory.datingSince, state.date),
    youtube: planOf(memory.plan).allowsMusic ? state.youtube.trim() : '',
    removedPhotos: state.removed,
    revealAt: revealAtOf(state),
    palette: state.palette,
    fallingEmoji: state.fallingEmoji,
    revealStyle: state.revealStyle,
    // A plan without the story sends none: the moments it keeps hidden stay as they are.
    ...(planHasStory(memory.plan) ? { story: storyInput(state.story) } : {}),
    photos: state.added.map((photo) => photo.file),
  };
}

/** The page has opened on its reveal date: the date is shown, no longer changed. */
export const revealPassed = (memory: MemoryRecordResponse) => memory.revealAt !== null && memory.opensAt === null;

/** The public address of a memory: /{slug}/{id}, the slug it was given when ordered (the rule for new ones may change). */
export const publicPathOf = (memory: MemoryRecordResponse) => `/${memory.slug}/${memory.id}`;

export function photoLimitOf(memory: MemoryRecordResponse): number {
  return planOf(memory.plan).photoLimit;
}

/** How many more photos fit: the plan's limit minus the kept and the newly chosen ones. */
export function remainingSlots(memory: MemoryRecordResponse, state: EditState): number {
  return remainingPhotoSlots(planOf(memory.plan), state.kept.length + state.added.length);
}

/** 'Adicionar mais fotos (N restante(s))' on premium, 'Adicionar nova foto' otherwise. */
export function addPhotoLabel(memory: MemoryRecordResponse, remaining: number): string {
  return memory.plan === 'premium' ? `Adicionar mais fotos (${remaining} restante(s))` : 'Adicionar nova foto';
}
