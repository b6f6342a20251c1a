import type { ChapterResponse, OwnedChaptersResponse } from '../../../../adapters/http/contract/chapters.contract.js';
import { API_BASE, errorOf, getJson } from '../../../lib/api-client.js';
import { bearer } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/chapters`;

/** A chapter as the owner sends it: its year, words and the photos chosen (none on a change keeps the chapter's). */
export interface ChapterSent {
  readonly year: number;
  readonly title: string;
  readonly text: string;
  readonly photos: readonly File[];
}

/** GET /api/update/{id}/chapters: the chapters and the years still open to one. */
export function fetchOwnedChapters(memoryId: string, token: string): Promise<OwnedChaptersResponse> {
  return getJson<OwnedChaptersResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** POST a new year's chapter, or PUT the change of that year's (multipart, photos under `photos`). */
export async function saveChapter(memoryId: string, token: string, chapter: ChapterSent, change: boolean): Promise<ChapterResponse> {
  const form = new FormData();
  if (!change) form.append('year', String(chapter.year));
  form.append('title', chapter.title);
  form.append('text', chapter.text);
  for (const photo of chapter.photos) form.append('photos', photo, photo.name);
  const target = change ? `${path(memoryId)}/${chapter.year}` : path(memoryId);
  const response = await fetch(`${API_BASE}${target}`, { method: change ? 'PUT' : 'POST', headers: bearer(token), body: form });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as ChapterResponse;
}

/** DELETE /api/update/{id}/chapters/{year}. */
export async function removeChapter(memoryId: string, token: string, year: number): Promise<void> {
  const response = await fetch(`${API_BASE}${path(memoryId)}/${year}`, { method: 'DELETE', headers: bearer(token) });
  if (!response.ok) throw await errorOf(response);
}
