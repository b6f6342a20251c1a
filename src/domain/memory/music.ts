import { DomainError } from '../shared/domain-error.js';

/**
 * Whether a music video plays on the page: YouTube says it plays outside YouTube (`playable`), refuses to be embedded
 * (`not-embeddable`, many official music videos), does not exist (`not-found`), or could not be asked (`unknown`: the
 * link is accepted as before, since a page must not fail to sell because YouTube is slow).
 */
export type VideoAvailability = 'playable' | 'not-embeddable' | 'not-found' | 'unknown';

/** The song as YouTube names it, kept with the page and shown above the player. */
export interface MusicInfo {
  readonly title: string;
  readonly channel: string;
}

export class YoutubeVideoNotEmbeddableError extends DomainError {
  constructor() {
    super('memory.youtube-not-embeddable');
  }
}

export class YoutubeVideoNotFoundError extends DomainError {
  constructor() {
    super('memory.youtube-not-found');
  }
}

/** Refuses, before anything is stored or paid, a video the page could not play. */
export function assertPlayable(availability: VideoAvailability): void {
  if (availability === 'not-embeddable') throw new YoutubeVideoNotEmbeddableError();
  if (availability === 'not-found') throw new YoutubeVideoNotFoundError();
}

/** The title and channel kept for a page, cut to what a page shows (YouTube's titles go up to 100 characters). */
export function musicInfo(title: string, channel: string): MusicInfo {
  const clean = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);
  return { title: clean(title, 200), channel: clean(channel, 100) };
}
