import { DomainError } from '../../domain/shared/domain-error.js';
import type { FoundVideo, VideoSearch } from '../ports/video-search.js';

/** The shop has no YouTube key (YOUTUBE_API_KEY): the music field takes a pasted link only. */
export class MusicSearchNotOfferedError extends DomainError {
  constructor() {
    super('music.search-not-offered');
  }
}

/** YouTube did not answer the search (a timeout, a spent quota): the buyer may try again or paste a link. */
export class MusicSearchUnavailableError extends DomainError {
  constructor() {
    super('music.search-unavailable');
  }
}

export interface SearchMusicInput {
  readonly words: string;
}

/** Words shorter than this find nothing worth a search; longer ones are cut, as a search box would. */
export const SEARCH_WORDS_MIN = 2;
export const SEARCH_WORDS_MAX = 100;

/**
 * "Buscar pelo nome": a few videos that play outside YouTube, with title, channel and thumbnail. Without a search
 * (no key), refused with MusicSearchNotOfferedError (`offered` says so beforehand).
 * Empty or too short words find nothing without asking YouTube.
 */
export class SearchMusic {
  constructor(private readonly videos: VideoSearch | null) {}

  get offered(): boolean {
    return this.videos !== null;
  }

  async execute({ words }: SearchMusicInput): Promise<readonly FoundVideo[]> {
    if (this.videos === null) throw new MusicSearchNotOfferedError();
    const cleaned = words.replace(/\s+/g, ' ').trim().slice(0, SEARCH_WORDS_MAX);
    if (cleaned.length < SEARCH_WORDS_MIN) return [];
    const found = await this.videos.search(cleaned);
    if (found === null) throw new MusicSearchUnavailableError();
    return found;
  }
}
