import type { VideoAvailability } from '../../domain/memory/music.js';

/** What YouTube says of a video: whether it plays outside YouTube and, when it does, its title and channel. */
export type VideoLookup =
  | { readonly availability: 'playable'; readonly title: string; readonly channel: string }
  | { readonly availability: Exclude<VideoAvailability, 'playable'> };

/** Asks YouTube about a video by its 11-character id. Never rejects: when YouTube cannot be asked, the answer is `unknown`. */
export interface VideoCatalogue {
  lookup(videoId: string): Promise<VideoLookup>;
}
