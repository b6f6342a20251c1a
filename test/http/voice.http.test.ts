import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
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
const stageVoice = (bytes: Buffer, filename = 'audio.webm') =>
  server.http.post('/api/staged-voice').attach('voice', bytes, { filename, contentType: 'application/octet-stream' });
const keepReference = (page: BoughtPage, reference: string) => server.http.put(`/api/update/${page.id}/voice`).set(owner(page)).send({ reference });
/** What the edit page does: the take goes up ahead (heard and encoded there), then "Guardar este áudio" names it. */
async function sendVoice(page: BoughtPage, bytes: Buffer, filename = 'audio.webm') {
  const staged = await stageVoice(bytes, filename).expect(201);
  return keepReference(page, (staged.body as { reference: string }).reference).expect(200);
}
const stagedVoices = async () => (await readdir(server.runtime.paths.incoming).catch(() => [] as string[])).filter((name) => name.endsWith('.voice'));
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

    const kept = await sendVoice(page, await readFile(await makeTone(folder, 'webm', 3)));
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

    const replaced = await sendVoice(page, await readFile(await makeTone(folder, 'mp3', 2, 660)), 'audio.mp3');
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
    const kept = await sendVoice(page, await readFile(await makeTone(folder, 'wav', 2)), 'gravacao.wav');
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

  it('refuses in Portuguese a voice sent ahead that is not audio, too long or too large, keeping nothing of it', async () => {
    server.clock.set(START);
    const before = await stagedVoices();
    const noise = await stageVoice(await readFile(await makeNoise(folder))).expect(400);
    expect(noise.body).toEqual({
      code: 'voice.not-audio',
      error: 'Não conseguimos ouvir este arquivo como áudio. Grave de novo ou envie um áudio MP3, M4A, WAV, OGG ou WebM.',
    });
    await expect(stageVoice(await readFile(await makeSilentVideo(folder)), 'video.mp4').expect(400)).resolves.toMatchObject({
      body: { code: 'voice.not-audio' },
    });
    const long = await stageVoice(await readFile(await makeTone(folder, 'mp3', 75)), 'longo.mp3').expect(400);
    expect(long.body).toEqual({ code: 'voice.too-long', error: expect.stringMatching(/^O áudio pode ter até 60 segundos; este tem 6\d\.$/) });
    const large = await server.http.post('/api/staged-voice').attach('voice', Buffer.alloc(10 * 1024 * 1024 + 1), 'grande.wav');
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ code: 'voice.too-large', error: 'O áudio pode ter no máximo 10 MB.' });
    const none = await server.http.post('/api/staged-voice').field('nada', 'x').expect(400);
    expect(none.body.error).toBe('Envie o áudio (um arquivo no campo "voice").');
    expect(await stagedVoices()).toEqual(before);
  });

  it('answers a voice sent ahead with its reference and its length, heard and encoded before anything names it', async () => {
    server.clock.set(START);
    const uploaded = await server.uploadedFiles();
    const staged = await stageVoice(await readFile(await makeTone(folder, 'ogg', 3)), 'a.ogg').expect(201);
    expect(staged.headers['cache-control']).toBe('no-store');
    expect(staged.body).toEqual({ reference: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), seconds: expect.closeTo(3, 0) });
    const file = join(server.runtime.paths.incoming, `staged-${staged.body.reference}.voice`);
    expect(await describeAudio(file)).toMatch(/Audio: aac/);
    expect(await server.uploadedFiles()).toEqual(uploaded);
  });

  it('keeps a voice sent ahead once, only for its owner on a Pra Sempre page, and refuses an unknown or expired reference', async () => {
    server.clock.set(START);
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', plan: 'premium' });
    const basic = await buyPage(server, [photo], { yourName: 'Ivo', lovedName: 'Gal', plan: 'basic' });
    const before = await pageFiles(page);
    const staged = (await stageVoice(await readFile(await makeTone(folder, 'ogg', 2)), 'a.ogg').expect(201)).body as { reference: string };

    const onBasic = await keepReference(basic, staged.reference).expect(403);
    expect(onBasic.body).toEqual({ code: 'voice.not-on-plan', error: '"Um áudio seu" faz parte do Plano Pra Sempre.' });
    await server.http.put(`/api/update/${page.id}/voice`).send({ reference: staged.reference }).expect(401);
    await server.http
      .put(`/api/update/${page.id}/voice`)
      .set({ Authorization: `Bearer ${basic.token}` })
      .send({ reference: staged.reference })
      .expect(403);
    const unknown = await keepReference(page, 'x'.repeat(32)).expect(400);
    expect(unknown.body).toEqual({
      code: 'request.invalid',
      field: 'reference',
      error: 'O áudio enviado antes expirou ou já foi usado. Grave ou escolha o áudio de novo.',
    });
    const missing = await server.http.put(`/api/update/${page.id}/voice`).set(owner(page)).send({}).expect(400);
    expect(missing.body.error).toBe('Envie a referência do áudio (o campo "reference").');
    expect(await pageFiles(page)).toEqual(before);
    expect(await pageFiles(basic)).not.toContainEqual(expect.stringMatching(/\.m4a$/));

    // Refused on the basic page, the voice stayed staged: the owner of the Pra Sempre page keeps it, once.
    const kept = await keepReference(page, staged.reference).expect(200);
    expect(kept.body.voice).toMatch(/\.m4a$/);
    await keepReference(page, staged.reference).expect(400);

    const late = (await stageVoice(await readFile(await makeTone(folder, 'wav', 2)), 'b.wav').expect(201)).body as { reference: string };
    const old = new Date(Date.now() - 61 * 60 * 1000);
    const file = join(server.runtime.paths.incoming, `staged-${late.reference}.voice`);
    await utimes(file, old, old);
    await keepReference(page, late.reference).expect(400);
    expect(await stagedVoices()).not.toContainEqual(expect.stringContaining(late.reference));
    expect((await server.http.get(`/api/update/${page.id}/voice`).set(owner(page)).expect(200)).body.voice).toBe(kept.body.voice);
  });
});

describe('the owner sending a voice ahead while the shop takes no new unpaid order', () => {
  let busy: TestServer;
  let page: BoughtPage;
  let basic: BoughtPage;
  beforeAll(async () => {
    busy = await startTestServer({ env: { UNPAID_ORDERS_MAX: '1' } });
    page = await buyPage(busy, [photo], { yourName: 'Lia', lovedName: 'Théo', plan: 'premium' });
    basic = await buyPage(busy, [photo], { yourName: 'Ivo', lovedName: 'Gal', plan: 'basic' });
    // Paid pages hold no place among unpaid orders: this one fills the shop's only one.
    await withForm(busy.http.post('/api/create-payment'), validCreateForm(), [photo]).expect(201);
  });
  afterAll(() => busy.close());

  const incoming = () => readdir(busy.runtime.paths.incoming).catch(() => [] as string[]);
  const stageAsOwner = (page: BoughtPage, bytes: Buffer, token = page.token) =>
    busy.http
      .post(`/api/update/${page.id}/staged-voice`)
      .set({ Authorization: `Bearer ${token}` })
      .attach('voice', bytes, { filename: 'audio.webm', contentType: 'application/octet-stream' });

  it('refuses the creation form’s voice with the order limit’s 429, and takes the owner’s with the edit token', async () => {
    const tone = await readFile(await makeTone(folder, 'webm', 3));

    const refused = await busy.http.post('/api/staged-voice').attach('voice', tone, 'audio.webm').expect(429);
    expect(refused.body.code).toBe('order.unpaid-limit');
    expect(await incoming()).toEqual([]);

    const staged = await stageAsOwner(page, tone).expect(201);
    expect(staged.headers['cache-control']).toBe('no-store');
    expect(staged.body).toEqual({ reference: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), seconds: expect.closeTo(3, 0) });
    const kept = await busy.http
      .put(`/api/update/${page.id}/voice`)
      .set(owner(page))
      .send({ reference: (staged.body as { reference: string }).reference })
      .expect(200);
    expect((await busy.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.voice).toBe(kept.body.voice);
    expect((await busy.http.get(`/api${kept.body.voice}`).expect(200)).headers['content-type']).toBe('audio/mp4');
    expect(await incoming()).toEqual([]);
  });

  it('refuses another page’s token or none, and an Anual page, before the upload is read, keeping nothing', async () => {
    const tone = await readFile(await makeTone(folder, 'webm', 2));
    // Over the 10 MB an audio may have: refused by the token or the plan, never by its size.
    const tooLarge = Buffer.alloc(10 * 1024 * 1024 + 1);
    const before = await incoming();

    const wrong = await stageAsOwner(page, tone, basic.token).expect(403);
    expect(wrong.body).toEqual({
      code: 'edit-token.invalid',
      error: 'Link de edição inválido. Peça um novo link em "Reenviar QR Code" com o e-mail da compra.',
    });
    await stageAsOwner(page, tooLarge, basic.token).expect(403);
    const none = await busy.http.post(`/api/update/${page.id}/staged-voice`).attach('voice', tone, 'audio.webm').expect(401);
    expect(none.body.code).toBe('edit-token.missing');

    const anual = await stageAsOwner(basic, tone).expect(403);
    expect(anual.body).toEqual({ code: 'voice.not-on-plan', error: '"Um áudio seu" faz parte do Plano Pra Sempre.' });
    await stageAsOwner(basic, tooLarge).expect(403);

    expect(await incoming()).toEqual(before);
    expect((await busy.http.get(`/api/update/${basic.id}/voice`).set(owner(basic)).expect(200)).body.voice).toBeNull();
  });
});

describe("the owner's voice sent ahead, within the client's files sent ahead", () => {
  let limited: TestServer;
  let page: BoughtPage;
  beforeAll(async () => {
    // One order an hour: six files sent ahead an hour, photos and voices together, the owner's among them.
    limited = await startTestServer({ env: { ORDER_LIMIT_PER_CLIENT: '1' } });
    page = await buyPage(limited, [photo], { yourName: 'Nina', lovedName: 'Raul', plan: 'premium' });
  });
  afterAll(() => limited.close());

  it('counts with the photos the same client sent ahead: past them, 429 with Retry-After, nothing kept', async () => {
    for (let i = 0; i < 6; i++) {
      await limited.http.post('/api/staged-photos').attach('photo', photo, { filename: 'f.jpg', contentType: 'image/jpeg' }).expect(201);
    }
    const tone = await readFile(await makeTone(folder, 'webm', 2));
    const refused = await limited.http
      .post(`/api/update/${page.id}/staged-voice`)
      .set(owner(page))
      .attach('voice', tone, { filename: 'audio.webm', contentType: 'application/octet-stream' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('request.rate-limited');
    expect((await readdir(limited.runtime.paths.incoming)).filter((name) => name.endsWith('.voice'))).toEqual([]);
  });
});
