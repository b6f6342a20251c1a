import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One video as `search.list` lists it. */
export interface FakeSearchVideo {
  readonly videoId: string;
  readonly title: string;
  readonly channelTitle: string;
  /** The thumbnail's address as the API gives it; YouTube's usual one when absent. */
  readonly thumbnail?: string;
}

export interface FakeDataApi {
  /** The API's base, as YOUTUBE_API_URL. */
  readonly url: string;
  /** Each search as asked: its query parameters and the key it carried (header or parameter). */
  readonly asked: { readonly params: Record<string, string>; readonly key: string | null }[];
  close(): Promise<void>;
}

/**
 * A local stand-in for the YouTube Data API v3 on 127.0.0.1: `GET /youtube/v3/search?…` answered with the videos of
 * `byWords` whose key is found in `q` (case-insensitive), as `search.list` answers (titles HTML-escaped). A request
 * without the expected key gets the API's 400 "API key not valid"; words containing "quota" its 403 quotaExceeded.
 */
export async function startFakeDataApi(key: string, byWords: Readonly<Record<string, readonly FakeSearchVideo[]>>): Promise<FakeDataApi> {
  const asked: FakeDataApi['asked'] = [];
  const server: Server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://fake');
    const params = Object.fromEntries(address.searchParams);
    const given = request.headers['x-goog-api-key'];
    const carried = typeof given === 'string' ? given : (address.searchParams.get('key') ?? null);
    asked.push({ params, key: carried });
    const send = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (address.pathname !== '/youtube/v3/search') return send(404, { error: { code: 404, message: 'Not Found' } });
    if (carried !== key)
      return send(400, { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } });
    const words = (params.q ?? '').toLowerCase();
    if (words.includes('quota'))
      return send(403, { error: { code: 403, message: 'The request cannot be completed because you have exceeded your quota.' } });
    const found = Object.entries(byWords).find(([name]) => words.includes(name.toLowerCase()))?.[1] ?? [];
    send(200, { kind: 'youtube#searchListResponse', items: found.map(item) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

function item(video: FakeSearchVideo) {
  const thumbnail = video.thumbnail ?? `https://i.ytimg.com/vi/${video.videoId}/mqdefault.jpg`;
  return {
    kind: 'youtube#searchResult',
    id: { kind: 'youtube#video', videoId: video.videoId },
    snippet: {
      title: escaped(video.title),
      channelTitle: escaped(video.channelTitle),
      thumbnails: { default: { url: thumbnail.replace('mqdefault', 'default') }, medium: { url: thumbnail } },
    },
  };
}
