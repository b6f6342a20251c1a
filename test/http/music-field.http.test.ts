import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { freePort } from '../support/free-port.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { startFakeDataApi, type FakeDataApi } from '../support/youtube/fake-data-api.js';
import { startFakeOembed, type FakeOembed } from '../support/youtube/fake-oembed.js';

const PLAYS = 'aaaaaaaaaaa';
const REFUSES = 'bbbbbbbbbbb';
const KEY = 'AIzaFakeKeyForTests_0123456789abcdefghi';

let oembed: FakeOembed;
let dataApi: FakeDataApi;
let withSearch: TestServer;
let withoutSearch: TestServer;
beforeAll(async () => {
  oembed = await startFakeOembed({
    [PLAYS]: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' },
    [REFUSES]: { status: 401 },
  });
  dataApi = await startFakeDataApi(KEY, {
    evidencias: [{ videoId: PLAYS, title: 'Evidências (Ao Vivo)', channelTitle: 'Chitãozinho & Xororó' }],
  });
  [withSearch, withoutSearch] = await Promise.all([
    startTestServer({ env: { YOUTUBE_OEMBED_URL: oembed.url, YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: dataApi.url } }),
    startTestServer({ env: { YOUTUBE_OEMBED_URL: oembed.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([withSearch?.close(), withoutSearch?.close()]);
  await Promise.all([oembed?.close(), dataApi?.close()]);
});

/** Nothing a browser receives (headers or body) carries the shop's YouTube key. */
function expectNoKey(answer: Response): void {
  expect(JSON.stringify(answer.headers)).not.toContain(KEY);
  expect(answer.text ?? '').not.toContain(KEY);
}

describe('GET /api/music-check: the verdict an order would get, before anything is sent', () => {
  it('names the song of a video that plays', async () => {
    const answer = await withoutSearch.http
      .get('/api/music-check')
      .query({ url: `https://youtu.be/${PLAYS}` })
      .expect(200);
    expect(answer.body).toEqual({
      videoId: PLAYS,
      availability: 'playable',
      title: 'Evidências (Ao Vivo)',
      channel: 'Chitãozinho & Xororó',
      refusal: null,
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("refuses a video that may not be embedded with the order's own sentence, and one that does not exist", async () => {
    const refused = await withoutSearch.http
      .get('/api/music-check')
      .query({ url: `https://www.youtube.com/watch?v=${REFUSES}` })
      .expect(200);
    expect(refused.body).toMatchObject({
      availability: 'not-embeddable',
      title: null,
      refusal: { code: 'memory.youtube-not-embeddable', error: 'Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música' },
    });
    const missing = await withoutSearch.http.get('/api/music-check').query({ url: 'https://youtu.be/zzzzzzzzzzz' }).expect(200);
    expect(missing.body.refusal.code).toBe('memory.youtube-not-found');
  });

  it('answers 400 in Portuguese for a link that names no video, and for no link', async () => {
    const answer = await withoutSearch.http.get('/api/music-check').query({ url: 'https://vimeo.com/123' }).expect(400);
    expect(answer.body.code).toBe('memory.youtube-invalid');
    expect((await withoutSearch.http.get('/api/music-check').expect(400)).body.code).toBe('request.invalid');
  });

  it('takes the link when YouTube cannot be asked', async () => {
    const offline = await startTestServer({
      env: { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${await freePort()}/oembed`, YOUTUBE_OEMBED_TIMEOUT_MS: '500' },
    });
    try {
      const answer = await offline.http
        .get('/api/music-check')
        .query({ url: `https://youtu.be/${REFUSES}` })
        .expect(200);
      expect(answer.body).toEqual({ videoId: REFUSES, availability: 'unknown', title: null, channel: null, refusal: null });
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/music-search: finding the song by name', () => {
  it('is not offered without YOUTUBE_API_KEY: 404 in Portuguese, and the field is told so', async () => {
    const answer = await withoutSearch.http.get('/api/music-search').query({ q: 'evidencias' }).expect(404);
    expect(answer.body).toEqual({
      code: 'music.search-not-offered',
      error: 'A busca de músicas não está disponível: cole o link do vídeo do YouTube.',
    });
    expect((await withoutSearch.http.get('/api/music-field').expect(200)).body).toEqual({ searchOffered: false });
  });

  it('lists a few embeddable videos with title, channel and thumbnail, the key kept on the server', async () => {
    expect((await withSearch.http.get('/api/music-field').expect(200)).body).toEqual({ searchOffered: true });
    const asked = dataApi.asked.length;
    const answer = await withSearch.http.get('/api/music-search').query({ q: '  Evidencias   ao vivo ' }).expect(200);
    expect(answer.body).toEqual({
      results: [
        {
          videoId: PLAYS,
          title: 'Evidências (Ao Vivo)',
          channel: 'Chitãozinho & Xororó',
          thumbnail: `https://i.ytimg.com/vi/${PLAYS}/mqdefault.jpg`,
        },
      ],
    });
    expect(dataApi.asked.slice(asked).map(({ params }) => params.q)).toEqual(['Evidencias ao vivo']);
    expect(dataApi.asked.at(-1)).toMatchObject({ key: KEY, params: { videoEmbeddable: 'true', type: 'video' } });
    expectNoKey(answer);
    expectNoKey(await withSearch.http.get('/api/music-check').query({ url: `https://youtu.be/${PLAYS}` }));
    expectNoKey(await withSearch.http.get('/api/music-search').query({ q: 'quota' }));
    expectNoKey(await withSearch.http.get('/create'));
  });

  it('says in Portuguese when YouTube does not answer the search (503)', async () => {
    const answer = await withSearch.http.get('/api/music-search').query({ q: 'quota' }).expect(503);
    expect(answer.body.code).toBe('music.search-unavailable');
    expect(answer.body.error).toMatch(/^A busca do YouTube não respondeu agora/);
  });
});

describe("the music field's questions are limited per client", () => {
  it('refuses searches past the limit with a Portuguese 429 and Retry-After, without asking YouTube', async () => {
    const server = await startTestServer({ env: { YOUTUBE_OEMBED_URL: oembed.url, YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: dataApi.url } });
    try {
      for (let i = 0; i < 20; i++)
        await server.http
          .get('/api/music-search')
          .query({ q: `evidencias ${i}` })
          .expect(200);
      const asked = dataApi.asked.length;
      const refused = await server.http.get('/api/music-search').query({ q: 'evidencias' }).expect(429);
      expect(refused.body).toEqual({ code: 'request.rate-limited', error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(dataApi.asked.length).toBe(asked);
      // The field still learns that search is offered: a client over its limit sees the field as it is.
      expect((await server.http.get('/api/music-field').expect(200)).body).toEqual({ searchOffered: true });
      for (let i = 0; i < 60; i++)
        await server.http
          .get('/api/music-check')
          .query({ url: `https://youtu.be/${PLAYS}` })
          .expect(200);
      const checks = oembed.asked.length;
      expect(
        (
          await server.http
            .get('/api/music-check')
            .query({ url: `https://youtu.be/${PLAYS}` })
            .expect(429)
        ).body.code,
      ).toBe('request.rate-limited');
      expect(oembed.asked.length).toBe(checks);
    } finally {
      await server.close();
    }
  });
});
