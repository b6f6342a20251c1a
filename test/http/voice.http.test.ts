import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';
import { describeAudio, makeNoise, makeSilentVideo, makeTone } from '../support/voice/audio-fixtures.js';

let server: TestServer;
let photo: Buffer;
let folder: string;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  folder = await mkdtemp(join(tmpdir(), 'voice-http-'));
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

// The test server's clock: 10 March 2026, 12:00 in São Paulo; a sealed page opens on 12 June at 00:00 (03:00 UTC).
const START = new Date('2026-03-10T15:00:00.000Z');
const REVEAL = new Date('2026-06-12T03:00:00.000Z');

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });
const sendVoice = (page: BoughtPage, bytes: Buffer, filename = 'audio.webm') =>
  server.http.put(`/api/update/${page.id}/voice`).set(owner(page)).attach('voice', bytes, { filename, contentType: 'application/octet-stream' });
const pageFiles = async (page: BoughtPage) => (await server.uploadedFiles()).filter((file) => file.startsWith(`${page.id}/`)).sort();
const audio = (path: string) => server.http.get(`/api${path}`).buffer(true);

async function buySealedPage(): Promise<BoughtPage> {
  const created = await withForm(
    server.http.post('/api/create-payment'),
    { ...validCreateForm({ yourName: 'Rosa', lovedName: 'Tiago', plan: 'premium' }), revealAt: '2026-06-12T00:00' },
    [photo],
  ).expect(201);
  const id = (created.body.init_point as string).split('/').pop()!;
  await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
  const status = await server.http.get(`/api/payment-status/${id}`).expect(200);
  const slug = (status.body.path as string).split('/')[1]!;
  const link = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]+)`);
  const token = (await server.outbox()).map((mail) => link.exec(mail.text ?? '')?.[1]).find((found) => found !== undefined)!;
  return { id, slug, token, photos: [] };
}

describe('Um áudio seu over HTTP', () => {
  it('keeps a recording as AAC in MP4 without its tags, plays it on the page after the message, replaces it and removes it', async () => {
    server.clock.set(START);
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Théo', plan: 'premium' });
    expect((await server.http.get(`/api/update/${page.id}/voice`).set(owner(page)).expect(200)).body).toEqual({
      voice: null,
      onPlan: true,
      maxSeconds: 60,
      maxBytes: 10 * 1024 * 1024,
    });
    const before = await pageFiles(page);

    const kept = await sendVoice(page, await readFile(await makeTone(folder, 'webm', 3))).expect(200);
    expect(kept.body.voice).toMatch(new RegExp(`^/uploads/${page.id}/[0-9a-f]{16,64}\\.m4a$`));
    const served = await audio(kept.body.voice).expect(200);
    expect(served.headers['content-type']).toBe('audio/mp4');
    const copy = join(folder, 'served.m4a');
    await writeFile(copy, served.body as Buffer);
    const described = await describeAudio(copy);
    expect(described).toMatch(/Audio: aac/);
    expect(described).not.toContain('Nome Secreto');
    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body.voice).toBe(kept.body.voice);

    // Safari asks for the first bytes before it plays.
    const ranged = await audio(kept.body.voice).set('Range', 'bytes=0-1').expect(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-1/${(served.body as Buffer).length}`);
    expect((ranged.body as Buffer).length).toBe(2);

    const replaced = await sendVoice(page, await readFile(await makeTone(folder, 'mp3', 2, 660)), 'audio.mp3').expect(200);
    expect(replaced.body.voice).not.toBe(kept.body.voice);
    await audio(kept.body.voice).expect(404);
    await audio(replaced.body.voice).expect(200);
    expect(await pageFiles(page)).toEqual([...before, replaced.body.voice.slice('/uploads/'.length)].sort());

    await server.http.delete(`/api/update/${page.id}/voice`).set(owner(page)).expect(204);
    await audio(replaced.body.voice).expect(404);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body).not.toHaveProperty('voice');
    expect(await pageFiles(page)).toEqual(before);
    const again = await server.http.delete(`/api/update/${page.id}/voice`).set(owner(page)).expect(404);
    expect(again.body).toEqual({ code: 'voice.not-found', error: 'Esta página não tem áudio.' });
  });

  it('answers 404 for the voice of a page before its reveal date, to all but the owner, and plays it from the reveal on', async () => {
    server.clock.set(START);
    const page = await buySealedPage();
    const kept = await sendVoice(page, await readFile(await makeTone(folder, 'wav', 2)), 'gravacao.wav').expect(200);
    const sealed = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(JSON.stringify(sealed.body)).not.toContain('.m4a');
    await audio(kept.body.voice).expect(404);
    await audio(kept.body.voice).set('Range', 'bytes=0-1').expect(404);
    // The owner's own browser hears it, with the photo preview cookie her edit page gets.
    const owned = await server.http.get(`/api/update/${page.id}`).set(owner(page)).expect(200);
    const cookie = ([] as string[]).concat(owned.headers['set-cookie'] ?? []).find((line) => line.startsWith('memories_photo_preview='))!;
    await audio(kept.body.voice).set('Cookie', cookie.split(';')[0]!).expect(200);

    server.clock.set(REVEAL);
    const open = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(open.body.voice).toBe(kept.body.voice);
    expect((await audio(kept.body.voice).expect(200)).headers['content-type']).toBe('audio/mp4');
  });

  it('refuses in Portuguese what is not audio, too long, too large, a basic page and a stranger, keeping nothing', async () => {
    server.clock.set(START);
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', plan: 'premium' });
    const basic = await buyPage(server, [photo], { yourName: 'Ivo', lovedName: 'Gal', plan: 'basic' });
    const before = await pageFiles(page);

    const noise = await sendVoice(page, await readFile(await makeNoise(folder))).expect(400);
    expect(noise.body).toEqual({
      code: 'voice.not-audio',
      error: 'Não conseguimos ouvir este arquivo como áudio. Grave de novo ou envie um áudio MP3, M4A, WAV, OGG ou WebM.',
    });
    await expect(sendVoice(page, await readFile(await makeSilentVideo(folder)), 'video.mp4').expect(400)).resolves.toMatchObject({
      body: { code: 'voice.not-audio' },
    });
    const long = await sendVoice(page, await readFile(await makeTone(folder, 'mp3', 75)), 'longo.mp3').expect(400);
    expect(long.body).toEqual({ code: 'voice.too-long', error: expect.stringMatching(/^O áudio pode ter até 60 segundos; este tem 6\d\.$/) });
    const large = await server.http
      .put(`/api/update/${page.id}/voice`)
      .set(owner(page))
      .attach('voice', Buffer.alloc(10 * 1024 * 1024 + 1), 'grande.wav');
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: 'voice.too-large', error: 'O áudio pode ter no máximo 10 MB.' });
    const none = await server.http.put(`/api/update/${page.id}/voice`).set(owner(page)).field('nada', 'x').expect(400);
    expect(none.body.error).toBe('Envie o áudio (um arquivo no campo "voice").');

    const onBasic = await sendVoice(basic, await readFile(await makeTone(folder, 'ogg', 2)), 'a.ogg').expect(403);
    expect(onBasic.body).toEqual({ code: 'voice.not-on-plan', error: '"Um áudio seu" faz parte do Plano Pra Sempre.' });
    await server.http.put(`/api/update/${page.id}/voice`).attach('voice', photo, 'a.wav').expect(401);
    await server.http
      .put(`/api/update/${page.id}/voice`)
      .set({ Authorization: `Bearer ${basic.token}` })
      .attach('voice', photo, 'a.wav')
      .expect(403);

    expect(await pageFiles(page)).toEqual(before);
    expect((await server.http.get(`/api/update/${page.id}/voice`).set(owner(page)).expect(200)).body.voice).toBeNull();
  });
});
