import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';
import { startFakeOembed, type FakeOembed } from '../support/youtube/fake-oembed.js';
import { freePort } from '../support/free-port.js';

const PLAYS = 'aaaaaaaaaaa';
const REFUSES = 'bbbbbbbbbbb';

let youtube: FakeOembed;
let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(400, 300);
  youtube = await startFakeOembed({
    [PLAYS]: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' },
    [REFUSES]: { status: 401 },
  });
  server = await startTestServer({ env: { YOUTUBE_OEMBED_URL: youtube.url } });
});
afterAll(async () => {
  await server?.close();
  await youtube?.close();
});

describe('music that really plays: the link is asked of YouTube before payment', () => {
  it('refuses a video that may not be embedded, in Portuguese, with nothing stored', async () => {
    const [rows, files] = [await server.memoryCount(), (await server.uploadedFiles()).length];
    const answer = await withForm(
      server.http.post('/api/create-payment'),
      validCreateForm({ plan: 'premium', youtube: `https://youtu.be/${REFUSES}` }),
      [photo],
    ).expect(400);
    expect(answer.body).toMatchObject({
      code: 'memory.youtube-not-embeddable',
      error: 'Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música',
    });
    expect(await server.memoryCount()).toBe(rows);
    expect(await server.uploadedFiles()).toHaveLength(files);
  });

  it('refuses a video that does not exist', async () => {
    const answer = await withForm(
      server.http.post('/api/create-payment'),
      validCreateForm({ plan: 'premium', youtube: 'https://youtu.be/zzzzzzzzzzz' }),
      [photo],
    ).expect(400);
    expect(answer.body.code).toBe('memory.youtube-not-found');
  });

  it('names the song of a video that plays on the public page', async () => {
    const page = await buyPage(server, [photo], {
      plan: 'premium',
      youtube: `https://www.youtube.com/watch?v=${PLAYS}`,
      yourName: 'Lia',
      lovedName: 'Rui',
    });
    const shown = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(shown.body).toMatchObject({
      youtube: `https://www.youtube.com/watch?v=${PLAYS}`,
      musicTitle: 'Evidências (Ao Vivo)',
      musicChannel: 'Chitãozinho & Xororó',
    });
  });
});

describe('music when YouTube cannot be asked', () => {
  it('lets the order through with the link as it is', async () => {
    const offline = await startTestServer({
      env: { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${await freePort()}/oembed`, YOUTUBE_OEMBED_TIMEOUT_MS: '500' },
    });
    try {
      const page = await buyPage(offline, [photo], { plan: 'premium', youtube: `https://youtu.be/${REFUSES}`, yourName: 'Ivo', lovedName: 'Ana' });
      const shown = await offline.http.get(`/api/${page.slug}/${page.id}`).expect(200);
      expect(shown.body).toMatchObject({ youtube: `https://www.youtube.com/watch?v=${REFUSES}`, musicTitle: null, musicChannel: null });
    } finally {
      await offline.close();
    }
  });
});
