import type { FoundVideo, VideoSearch } from '../../application/ports/video-search.js';

export interface DataApiVideoSearchOptions {
  /** The YouTube Data API v3 (`https://www.googleapis.com/youtube/v3`), or a local fake in tests. */
  readonly url: string;
  /** YOUTUBE_API_KEY: sent in a header, never in the address, so no log of an address ever holds it. */
  readonly key: string;
  readonly timeoutMs: number;
}

/** A few results are enough to pick a song; each search costs the shop's daily quota the same. */
const RESULTS = 5;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const THUMBNAIL_HOST = 'https://i.ytimg.com/';

interface SearchItem {
  readonly id?: { readonly videoId?: unknown };
  readonly snippet?: {
    readonly title?: unknown;
    readonly channelTitle?: unknown;
    readonly thumbnails?: Readonly<Record<string, { readonly url?: unknown } | undefined>>;
  };
}

/**
 * `search.list` of the YouTube Data API: videos only, embeddable only (`videoEmbeddable=true`), asked as from Brazil in
 * Portuguese. Anything but a readable 200 (a timeout, no network, a refused key, a spent quota) is null, never an error.
 */
export class DataApiVideoSearch implements VideoSearch {
  constructor(private readonly options: DataApiVideoSearchOptions) {}

  async search(words: string): Promise<readonly FoundVideo[] | null> {
    const address = new URL(`${this.options.url.replace(/\/+$/, '')}/search`);
    const query = {
      part: 'snippet',
      type: 'video',
      videoEmbeddable: 'true',
      maxResults: String(RESULTS),
      regionCode: 'BR',
      relevanceLanguage: 'pt',
      q: words,
    };
    for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
    try {
      const response = await fetch(address, {
        headers: { Accept: 'application/json', 'X-Goog-Api-Key': this.options.key },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) return null;
      const body = (await response.json()) as { items?: unknown };
      if (!Array.isArray(body.items)) return null;
      return (body.items as SearchItem[]).map(foundVideo).filter((video) => video !== null);
    } catch {
      return null;
    }
  }
}

/** One result as the field shows it, or null for an item that is not a video it can name. */
function foundVideo(item: SearchItem): FoundVideo | null {
  const videoId = item.id?.videoId;
  const title = item.snippet?.title;
  if (typeof videoId !== 'string' || !VIDEO_ID.test(videoId) || typeof title !== 'string') return null;
  const channel = item.snippet?.channelTitle;
  return {
    videoId,
    title: htmlText(title),
    channel: typeof channel === 'string' ? htmlText(channel) : '',
    thumbnail: thumbnailOf(videoId, item.snippet?.thumbnails),
  };
}

/** The API's small picture when it is on YouTube's image host (the only one the form's pages allow), else the usual one. */
function thumbnailOf(videoId: string, thumbnails: NonNullable<SearchItem['snippet']>['thumbnails']): string {
  const url = thumbnails?.medium?.url ?? thumbnails?.default?.url;
  return typeof url === 'string' && url.startsWith(THUMBNAIL_HOST) ? url : `${THUMBNAIL_HOST}vi/${videoId}/mqdefault.jpg`;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** search.list writes titles HTML-escaped (`Rock &amp; Roll`, `Don&#39;t`): the field shows them as text. */
function htmlText(text: string): string {
  return text.replace(/&(?:#(\d{1,6})|#x([0-9a-f]{1,6})|([a-z]+));/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : null;
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return ENTITIES[name!.toLowerCase()] ?? whole;
  });
}
