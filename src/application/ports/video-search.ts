/** A video found by name: what the music field lists for the buyer to pick. */
export interface FoundVideo {
  readonly videoId: string;
  readonly title: string;
  readonly channel: string;
  /** A small picture of the video, on YouTube's image host. */
  readonly thumbnail: string;
}

/**
 * Finds music videos by name, only among those that play outside YouTube. Never rejects: when YouTube cannot be
 * asked (a timeout, no network, a refused key, a spent quota) the answer is null.
 */
export interface VideoSearch {
  search(words: string): Promise<readonly FoundVideo[] | null>;
}
