/**
 * The JSON shapes of the music field's two questions: is this link a video the page can play, and which videos have
 * this name. The UI imports these with `import type` only.
 */
import type { FoundVideo } from '../../../application/ports/video-search.js';
import type { VideoAvailability } from '../../../domain/memory/music.js';
import type { DomainErrorCode } from '../../../domain/shared/error-codes.js';

/** GET /api/music-check?url=…: the verdict an order with this link would get, now. */
export interface MusicCheckResponse {
  readonly videoId: string;
  /** `unknown`: YouTube could not be asked; the link is taken, as the order will take it. */
  readonly availability: VideoAvailability;
  readonly title: string | null;
  readonly channel: string | null;
  /** For a refused video: the order's error, its Portuguese sentence saying why and what to do; null when taken. */
  readonly refusal: { readonly code: DomainErrorCode; readonly error: string } | null;
}

/** One video found by name: id, title, channel and a thumbnail on https://i.ytimg.com. */
export type MusicSearchResult = FoundVideo;

/** GET /api/music-search?q=… (404 where no search is offered). */
export interface MusicSearchResponse {
  readonly results: readonly MusicSearchResult[];
}

/** GET /api/music-field: what the music field may offer here (the search only where the shop has a YouTube key). */
export interface MusicFieldResponse {
  readonly searchOffered: boolean;
}
