import type { VideoCatalogue, VideoLookup } from '../../application/ports/video-catalogue.js';

export interface OembedVideoCatalogueOptions {
  /** YouTube's oEmbed endpoint (`https://www.youtube.com/oembed`), or a local fake in tests. */
  readonly url: string;
  /** How long YouTube is waited for: past it, the link is taken as it is. */
  readonly timeoutMs: number;
}

const UNKNOWN: VideoLookup = { availability: 'unknown' };

/**
 * Asks YouTube's oEmbed endpoint about a video, as a page that embeds it would: 200 with its title and channel when it
 * plays outside YouTube, 401 or 403 when its owner forbids embedding (or it is private), 404 (or 400) when there is no
 * such video. Anything else (a timeout, no network, a 5xx, an answer it cannot read) is `unknown`, never an error.
 */
export class OembedVideoCatalogue implements VideoCatalogue {
  constructor(private readonly options: OembedVideoCatalogueOptions) {}

  async lookup(videoId: string): Promise<VideoLookup> {
    const address = new URL(this.options.url);
    address.searchParams.set('url', `https://www.youtube.com/watch?v=${videoId}`);
    address.searchParams.set('format', 'json');
    try {
      const response = await fetch(address, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(this.options.timeoutMs) });
      if (response.status === 401 || response.status === 403) return { availability: 'not-embeddable' };
      if (response.status === 404 || response.status === 400) return { availability: 'not-found' };
      if (!response.ok) return UNKNOWN;
      const body = (await response.json()) as { title?: unknown; author_name?: unknown };
      if (typeof body.title !== 'string' || body.title.trim() === '') return UNKNOWN;
      return { availability: 'playable', title: body.title, channel: typeof body.author_name === 'string' ? body.author_name : '' };
    } catch {
      return UNKNOWN;
    }
  }
}

/** Where YouTube is not asked (YOUTUBE_OEMBED_URL=off, and tests): every link is taken as it is. */
export class UnaskedVideoCatalogue implements VideoCatalogue {
  lookup(): Promise<VideoLookup> {
    return Promise.resolve(UNKNOWN);
  }
}
