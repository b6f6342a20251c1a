import type { MemoryRecordResponse } from '../../../../adapters/http/contract/memories.contract.js';
import type { StoryMomentInput } from '../../../../domain/story/story.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendForm } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}`;

/** GET /api/update/{id}: the owner's record, with the edit token as a bearer credential. */
export function fetchOwnedMemory(memoryId: string, token: string, signal?: AbortSignal): Promise<MemoryRecordResponse> {
  return getJson<MemoryRecordResponse>(path(memoryId), { headers: bearer(token), signal });
}

export interface MemoryChanges {
  readonly message: string;
  readonly datingSince: string;
  readonly youtube: string;
  /** Stored paths of the photos to delete. */
  readonly removedPhotos: readonly string[];
  /** The reveal date, "YYYY-MM-DDTHH:mm" or "" for none; sent back unchanged when the owner did not touch it. */
  readonly revealAt: string;
  /** The page's look, by name. */
  readonly palette: string;
  readonly fallingEmoji: string;
  readonly revealStyle: string;
  /** "Nossa história" as it should be; absent: unchanged (a plan without it). */
  readonly story?: readonly StoryMomentInput[];
  /** New photo files, already downscaled. */
  readonly photos: readonly File[];
}

/** PUT /api/update/{id} (multipart, spec section 7); answers the updated record. */
export function updateOwnedMemory(
  memoryId: string,
  token: string,
  changes: MemoryChanges,
  onUploadProgress?: (fraction: number) => void,
): Promise<MemoryRecordResponse> {
  const form = new FormData();
  form.append('message', changes.message);
  form.append('datingSince', changes.datingSince);
  form.append('youtube', changes.youtube);
  form.append('removedPhotos', JSON.stringify(changes.removedPhotos));
  form.append('revealAt', changes.revealAt);
  form.append('palette', changes.palette);
  form.append('fallingEmoji', changes.fallingEmoji);
  form.append('revealStyle', changes.revealStyle);
  if (changes.story) form.append('story', JSON.stringify(changes.story));
  for (const photo of changes.photos) form.append('photos', photo, photo.name);
  return sendForm<MemoryRecordResponse>('PUT', path(memoryId), form, { headers: bearer(token), onUploadProgress });
}
