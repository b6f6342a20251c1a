import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepIncomingUploads } from '../../src/adapters/http/middleware/sweep-incoming-uploads.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';
import { describeAudio, makeTone } from '../support/voice/audio-fixtures.js';

let server: TestServer;
let photo: Buffer;
let folder: string;
let tone: Buffer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  folder = await mkdtemp(join(tmpdir(), 'staged-voice-order-'));
  tone = await readFile(await makeTone(folder, 'webm', 3));
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const stagedFile = (reference: string) => join(server.runtime.paths.incoming, `staged-${reference}.voice`);

async function stageVoice(): Promise<string> {
  const staged = await server.http
    .post('/api/staged-voice')
    .attach('voice', tone, { filename: 'gravacao.webm', contentType: 'audio/webm' })
    .expect(201);
  return (staged.body as { reference: string }).reference;
}

const order = (form: CreateForm, stagedVoice: string) =>
  withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form), stagedVoice }, [photo]);

/** The database's rows and the stored files, to show that a refused order wrote neither. */
const stored = async () => ({ rows: await server.memoryCount(), files: await server.uploadedFiles() });

describe('"Um áudio seu" named by the order (stagedVoice)', () => {
  it('on Pra Sempre: the order moves the encoded voice into the page, which plays it as audio/mp4 once paid', async () => {
    const reference = await stageVoice();
    const created = await order({ yourName: 'Bia', lovedName: 'Caio', plan: 'premium' }, reference).expect(201);
    const id = (created.body.init_point as string).split('/').pop()!;
    // Taken by the order: the staged file is gone, so a second order cannot name it.
    expect(existsSync(stagedFile(reference))).toBe(false);
    await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    const status = await server.http.get(`/api/payment-status/${id}`).expect(200);
    const page = await server.http.get(`/api${status.body.path as string}`).expect(200);
    expect(page.body.voice).toMatch(new RegExp(`^/uploads/${id}/[0-9a-f]{16,64}\\.m4a$`));
    const served = await server.http
      .get(`/api${page.body.voice as string}`)
      .buffer(true)
      .expect(200);
    expect(served.headers['content-type']).toBe('audio/mp4');
    const copy = join(folder, 'ordered.m4a');
    await writeFile(copy, served.body as Buffer);
    expect(await describeAudio(copy)).toMatch(/Audio: aac/);

    const again = await order({ plan: 'premium' }, reference).expect(400);
    expect(again.body).toMatchObject({ code: 'request.invalid', field: 'stagedVoice' });
  });

  it('on Anual: 403 in Portuguese, no row and no file; the voice stays staged for the corrected order', async () => {
    const reference = await stageVoice();
    const before = await stored();
    const refused = await order({ plan: 'basic' }, reference).expect(403);
    expect(refused.body).toEqual({ code: 'voice.not-on-plan', error: '"Um áudio seu" faz parte do Plano Pra Sempre.' });
    expect(await stored()).toEqual(before);
    expect(existsSync(stagedFile(reference))).toBe(true);
    await order({ plan: 'premium' }, reference).expect(201);
  });

  it('refuses an unknown or expired reference with a 400 in Portuguese, storing nothing', async () => {
    const before = await stored();
    const unknown = await order({ plan: 'premium' }, 'a'.repeat(32)).expect(400);
    expect(unknown.body).toEqual({
      code: 'request.invalid',
      field: 'stagedVoice',
      error: 'O áudio enviado antes expirou ou já foi usado. Grave ou escolha o áudio de novo.',
    });
    await order({ plan: 'premium' }, '../../etc/passwd').expect(400);

    const reference = await stageVoice();
    const old = new Date(Date.now() - 61 * 60 * 1000);
    await utimes(stagedFile(reference), old, old);
    const expired = await order({ plan: 'premium' }, reference).expect(400);
    expect(expired.body.field).toBe('stagedVoice');
    expect(await stored()).toEqual(before);
    expect(existsSync(stagedFile(reference))).toBe(false);
  });

  it('gives the photos sent ahead back when the voice is refused', async () => {
    const staged = await server.http.post('/api/staged-photos').attach('photo', photo, { filename: 'f.jpg', contentType: 'image/jpeg' }).expect(201);
    const photoReference = (staged.body as { reference: string }).reference;
    const refused = withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ plan: 'premium' }), stagedVoice: 'b'.repeat(32) });
    await refused.field('stagedPhotos', photoReference).expect(400);
    expect(existsSync(join(server.runtime.paths.incoming, `staged-${photoReference}.photo`))).toBe(true);
  });
});

describe('voices sent ahead nobody ordered', () => {
  it('go with the hourly sweep of incoming uploads once an hour old, like the staged photos', async () => {
    const abandoned = await stageVoice();
    const fresh = await stageVoice();
    const old = new Date(Date.now() - 61 * 60 * 1000);
    await utimes(stagedFile(abandoned), old, old);
    await sweepIncomingUploads(server.runtime.paths.incoming, { now: new Date(), olderThanMs: 60 * 60 * 1000 });
    expect(existsSync(stagedFile(abandoned))).toBe(false);
    expect(existsSync(stagedFile(fresh))).toBe(true);
  });
});

describe("a voice sent ahead, within the staged photos' limits", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { ORDER_LIMIT_PER_CLIENT: '1' } });
  });
  afterAll(() => limited.close());

  it("counts with the client's photos sent ahead: past them, 429 with Retry-After before the body is read, nothing kept", async () => {
    // One order an hour: six files sent ahead, photos and voices together.
    for (let i = 0; i < 5; i++) {
      await limited.http.post('/api/staged-photos').attach('photo', photo, { filename: 'f.jpg', contentType: 'image/jpeg' }).expect(201);
    }
    await limited.http.post('/api/staged-voice').attach('voice', tone, { filename: 'a.webm', contentType: 'audio/webm' }).expect(201);
    const refused = await limited.http.post('/api/staged-voice').attach('voice', tone, { filename: 'b.webm', contentType: 'audio/webm' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.code).toBe('request.rate-limited');
    const voices = (await readdir(limited.runtime.paths.incoming)).filter((name) => name.endsWith('.voice'));
    expect(voices).toHaveLength(1);
  });
});
