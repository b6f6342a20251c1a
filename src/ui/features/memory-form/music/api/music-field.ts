import type { MusicCheckResponse, MusicFieldResponse, MusicSearchResponse } from '../../../../../adapters/http/contract/music.contract.js';
import { getJson } from '../../../../lib/api-client.js';

/** GET /api/music-check: the verdict an order with this link would get now, and the song's name. */
export function checkMusicLink(link: string, signal: AbortSignal): Promise<MusicCheckResponse> {
  return getJson<MusicCheckResponse>(`/music-check?url=${encodeURIComponent(link)}`, { signal });
}

/** GET /api/music-search: a few videos that play outside YouTube, by name. */
export async function searchMusic(words: string, signal?: AbortSignal): Promise<MusicSearchResponse['results']> {
  const init: RequestInit = signal ? { signal } : {};
  return (await getJson<MusicSearchResponse>(`/music-search?q=${encodeURIComponent(words)}`, init)).results;
}

let offered: Promise<boolean> | null = null;

/**
 * Whether the shop offers the search by name (it has a YouTube key): asked once per visit. Any failure is "no": the
 * field then takes a pasted link, as always.
 */
export function musicSearchOffered(): Promise<boolean> {
  offered ??= getJson<MusicFieldResponse>('/music-field').then(
    (answer) => answer.searchOffered === true,
    () => false,
  );
  return offered;
}
