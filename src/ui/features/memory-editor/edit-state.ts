import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { datePartOf } from '../../../domain/memory/dating-since.js';
import { planOf } from '../../../domain/plan/plan.js';
import { remainingPhotoSlots } from '../../../domain/plan/photo-limits.js';

/** A photo chosen in this visit, not sent yet. */
export interface NewPhoto {
  readonly key: string;
  readonly file: File;
  /** An object URL of the file, for the thumbnail; revoked when the photo is dropped. */
  readonly previewUrl: string;
}

/** The spec's edit state: message, datingSince, youtube, kept photos, removed photo paths, new photo files. */
export interface EditState {
  readonly message: string;
  /** The date input's value, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly youtube: string;
  readonly kept: readonly string[];
  readonly removed: readonly string[];
  readonly added: readonly NewPhoto[];
}

export function editStateOf(memory: MemoryRecordResponse): EditState {
  return {
    message: memory.message,
    date: datePartOf(memory.datingSince),
    youtube: memory.youtube ?? '',
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

/** Today's date in the browser's calendar, 'YYYY-MM-DD', as the date input's upper bound. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
