import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataApiVideoSearch } from '../../src/adapters/youtube/data-api-video-search.js';
import { freePort } from '../support/free-port.js';
import { startFakeDataApi, type FakeDataApi } from '../support/youtube/fake-data-api.js';

const KEY = 'AIzaFakeKeyForTests_0123456789abcdefghi';

let youtube: FakeDataApi;
beforeAll(async () => {
  youtube = await startFakeDataApi(KEY, {
    evidencias: [
      { videoId: 'aaaaaaaaaaa', title: 'Evidências (Ao Vivo)', channelTitle: 'Chitãozinho & Xororó' },
      { videoId: 'bbbbbbbbbbb', title: 'Don\'t Stop & "Go"', channelTitle: 'Canal', thumbnail: 'https://elsewhere.example/x.jpg' },
    ],
  });
});
afterAll(() => youtube.close());

describe('DataApiVideoSearch against a local YouTube Data API', () => {
  const search = (key = KEY) => new DataApiVideoSearch({ url: youtube.url, key, timeoutMs: 2000 });

  it('asks search.list for a few embeddable videos, as from Brazil in Portuguese, the key in a header', async () => {
    const found = await search().search('Evidencias ao vivo');
    expect(found).toEqual([
      {
        videoId: 'aaaaaaaaaaa',
        title: 'Evidências (Ao Vivo)',
        channel: 'Chitãozinho & Xororó',
        thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
      },
      // Titles come HTML-escaped; a thumbnail off YouTube's image host is replaced by the usual one.
      { videoId: 'bbbbbbbbbbb', title: 'Don\'t Stop & "Go"', channel: 'Canal', thumbnail: 'https://i.ytimg.com/vi/bbbbbbbbbbb/mqdefault.jpg' },
    ]);
    const asked = youtube.asked.at(-1)!;
    expect(asked.params).toEqual({
      part: 'snippet',
      type: 'video',
      videoEmbeddable: 'true',
      maxResults: '5',
      regionCode: 'BR',
      relevanceLanguage: 'pt',
      q: 'Evidencias ao vivo',
    });
    expect(asked.key).toBe(KEY);
  });

  it('finds nothing for words nothing matches', async () => {
    await expect(search().search('nada disso')).resolves.toEqual([]);
  });

  it('answers null (YouTube could not be asked) for a key YouTube refuses, a spent quota or no answer at all', async () => {
    await expect(search('AIzaWrongKey_00000000000000000000000000').search('evidencias')).resolves.toBeNull();
    await expect(search().search('quota')).resolves.toBeNull();
    const closed = new DataApiVideoSearch({ url: `http://127.0.0.1:${await freePort()}/youtube/v3`, key: KEY, timeoutMs: 500 });
    await expect(closed.search('evidencias')).resolves.toBeNull();
  });
});
