import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers one video: a status and, for 200, oEmbed's fields; `delayMs` holds the answer back. */
export interface FakeOembedVideo {
  readonly status: number;
  readonly title?: string;
  readonly author_name?: string;
  readonly delayMs?: number;
}

export interface FakeOembed {
  /** The endpoint, as YOUTUBE_OEMBED_URL. */
  readonly url: string;
  /** The `url` parameters it was asked about. */
  readonly asked: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for `https://www.youtube.com/oembed` on 127.0.0.1: `GET /oembed?url=https://www.youtube.com/watch?v={id}&format=json`
 * answered from `videos` by id (404 for an id it does not know), as YouTube answers.
 */
export async function startFakeOembed(videos: Readonly<Record<string, FakeOembedVideo>>): Promise<FakeOembed> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    const watched = query.get('url') ?? '';
    asked.push(watched);
    const video = videos[new URL(watched, 'https://www.youtube.com').searchParams.get('v') ?? ''] ?? { status: 404 };
    const answer = () => {
      if (video.status !== 200) {
        response.writeHead(video.status, { 'Content-Type': 'text/html' }).end(video.status === 401 ? 'Unauthorized' : 'Not Found');
        return;
      }
      const body = { title: video.title, author_name: video.author_name, type: 'video', provider_name: 'YouTube', version: '1.0' };
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (video.delayMs) setTimeout(answer, video.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oembed`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
