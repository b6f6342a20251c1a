import type { MusicCheckResponse, MusicSearchResponse } from '../../../../../adapters/http/contract/music.contract.js';
import { API_BASE, getJson } from '../../../../lib/api-client.js';

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
 * Whether the shop offers the search by name (it has a YouTube key): asked once per visit with HEAD, which searches
 * nothing and spends no place in the limit. Any failure is "no": the field then takes a pasted link, as always.
 */
export function musicSearchOffered(): Promise<boolean> {
  offered ??= fetch(`${API_BASE}/music-search`, { method: 'HEAD' }).then(
    (response) => response.ok,
    () => false,
  );
  return offered;
}
