import { existsSync } from 'node:fs';
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoProcessor, PhotoUpload } from '../../src/application/ports/photo-processor.js';
import { sweepIncomingUploads } from '../../src/adapters/http/middleware/sweep-incoming-uploads.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const MAX_PHOTO_BYTES = 256 * 1024;
const HOUR_MS = 60 * 60 * 1000;
let server: TestServer;
let photo: Buffer;
/** The paths the processor was given, in the order it was given them. */
let processed: string[];

beforeAll(async () => {
  const sharp = new SharpPhotoProcessor({ maxBytes: MAX_PHOTO_BYTES, maxPixels: 50_000_000 });
  const recording: PhotoProcessor = {
    process(upload: PhotoUpload) {
      processed.push(upload instanceof Uint8Array ? '(memory)' : upload.path);
      return sharp.process(upload);
    },
  };
  server = await startTestServer({ env: { PHOTO_MAX_BYTES: String(MAX_PHOTO_BYTES) }, overrides: { photoProcessor: recording } });
  photo = await jpegImage(640, 480);
});
afterAll(() => server.close());
beforeEach(() => {
  processed = [];
});

const incoming = () => readdir(server.runtime.paths.incoming).catch(() => [] as string[]);
const stagedFile = (reference: string) => join(server.runtime.paths.incoming, `staged-${reference}.photo`);

async function stage(bytes: Buffer = photo): Promise<string> {
  const response = await server.http.post('/api/staged-photos').attach('photo', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  expect(response.status).toBe(201);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.body as { reference: string }).reference;
}

function order(fields: Record<string, string | undefined>, references: readonly string[], files: readonly Buffer[] = []) {
  const request = withForm(server.http.post('/api/create-payment'), fields);
  for (const reference of references) request.field('stagedPhotos', reference);
  files.forEach((file, i) => request.attach('photos', file, { filename: `foto-${i + 1}.jpg`, contentType: 'image/jpeg' }));
  return request;
}

describe('POST /api/staged-photos', () => {
  it('checks the photo and keeps it under an unguessable reference, for an order to name', async () => {
    const first = await stage();
    const second = await stage();

    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second).not.toBe(first);
    // The photo went through the processor's checks when it came.
    expect(processed).toHaveLength(2);
    expect(existsSync(stagedFile(first))).toBe(true);
    expect(await server.uploadedFiles()).toEqual([]);
    expect(await server.memoryCount()).toBe(0);
  });

  it('refuses bad input in Portuguese and keeps nothing of it', async () => {
    const before = await incoming();
    const notAnImage = await server.http.post('/api/staged-photos').attach('photo', Buffer.from('not a photo at all'), 'foto.jpg');
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.code).toBe('photo.invalid-image');

    const tooBig = await server.http.post('/api/staged-photos').attach('photo', Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff), 'foto.jpg');
    expect(tooBig.status).toBe(413);

    const none = await server.http.post('/api/staged-photos').field('yourName', 'Ana');
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Envie uma foto (um arquivo no campo "photo").');

    const two = await server.http.post('/api/staged-photos').attach('photo', photo, 'a.jpg').attach('photo', photo, 'b.jpg');
    expect(two.status).toBe(400);
    expect(two.body.code).toBe('request.invalid');

    const json = await server.http.post('/api/staged-photos').send({ photo: 'x' });
    expect(json.status).toBe(415);

    expect(await incoming()).toEqual(before);
  });
});

describe('POST /api/create-payment with staged photos', () => {
  it('stores the order with the photos its references name, and answers the checkout', async () => {
    const references = [await stage(), await stage()];
    processed = [];
    const memories = await server.memoryCount();
    const files = (await server.uploadedFiles()).length;

    const response = await order(validCreateForm({ plan: 'premium' }), references);

    expect(response.status).toBe(201);
    expect(response.body.init_point).toContain(response.body.memory_id);
    expect(await server.memoryCount()).toBe(memories + 1);
    // Two photos, each with its 480, 720 and 1080 px widths.
    expect((await server.uploadedFiles()).length - files).toBe(8);
    expect(processed.map((path) => path.endsWith(`${references[0]}.photo`) || path.endsWith(`${references[1]}.photo`))).toEqual([true, true]);
    expect(processed[0]!.endsWith(`${references[0]}.photo`)).toBe(true);
    // Taken once: nothing staged or in flight is left.
    expect((await incoming()).filter((entry) => references.some((reference) => entry.includes(reference)))).toEqual([]);
  });

  it('takes references and files together, in the order the form gives them', async () => {
    const reference = await stage();
    processed = [];
    const request = server.http.post('/api/create-payment');
    for (const [name, value] of Object.entries(validCreateForm({ plan: 'premium' }))) if (value !== undefined) request.field(name, value);
    request.attach('photos', photo, 'primeira.jpg');
    request.field('stagedPhotos', reference);
    request.attach('photos', photo, 'terceira.jpg');

    const response = await request;

    expect(response.status).toBe(201);
    expect(processed.map((path) => (path.endsWith(`${reference}.photo`) ? 'staged' : 'file'))).toEqual(['file', 'staged', 'file']);
  });

  it('refuses a reference already used, with nothing stored', async () => {
    const reference = await stage();
    expect((await order(validCreateForm(), [reference])).status).toBe(201);
    const memories = await server.memoryCount();
    const files = await server.uploadedFiles();

    const again = await order(validCreateForm(), [reference]);

    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'request.invalid', field: 'stagedPhotos' });
    expect(again.body.error).toBe('Uma das fotos enviadas antes expirou ou já foi usada. Escolha a foto de novo e tente outra vez.');
    expect(await server.memoryCount()).toBe(memories);
    expect(await server.uploadedFiles()).toEqual(files);
  });

  it('refuses an unknown or malformed reference, and gives back the good ones it had taken', async () => {
    const good = await stage();
    const memories = await server.memoryCount();

    for (const bad of ['A'.repeat(32), '../../memories.sqlite', '']) {
      const refused = await order(validCreateForm({ plan: 'premium' }), [good, bad]);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('stagedPhotos');
    }
    expect(await server.memoryCount()).toBe(memories);
    expect(existsSync(stagedFile(good))).toBe(true);
    expect((await order(validCreateForm(), [good])).status).toBe(201);
  });

  it('refuses a reference named twice in one order', async () => {
    const reference = await stage();
    const response = await order(validCreateForm({ plan: 'premium' }), [reference, reference]);
    expect(response.status).toBe(400);
    expect(existsSync(stagedFile(reference))).toBe(true);
  });

  it('refuses an expired reference (older than the hour), and its photo goes', async () => {
    const reference = await stage();
    const old = new Date(Date.now() - HOUR_MS - 60_000);
    await utimes(stagedFile(reference), old, old);
    const memories = await server.memoryCount();

    const response = await order(validCreateForm(), [reference]);

    expect(response.status).toBe(400);
    expect(response.body.field).toBe('stagedPhotos');
    expect(await server.memoryCount()).toBe(memories);
    expect(existsSync(stagedFile(reference))).toBe(false);
  });

  it("keeps the references of an order refused for its own fields, so the buyer's corrected order can use them", async () => {
    const reference = await stage();
    const memories = await server.memoryCount();

    const refused = await order(validCreateForm({ email: 'not an address' }), [reference]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('memory.email-invalid');
    expect(await server.memoryCount()).toBe(memories);

    expect((await order(validCreateForm(), [reference])).status).toBe(201);
  });

  it("holds the plan's photo count over references and files together", async () => {
    const references = [await stage(), await stage()];
    const memories = await server.memoryCount();

    const basic = await order(validCreateForm({ plan: 'basic' }), references);
    expect(basic.status).toBe(400);
    expect(basic.body.code).toBe('memory.photo-limit-exceeded');

    const four = await order(validCreateForm({ plan: 'premium' }), references, [photo, photo]);
    expect(four.status).toBe(400);
    expect(four.body.code).toBe('memory.photo-limit-exceeded');

    expect(await server.memoryCount()).toBe(memories);
    for (const reference of references) expect(existsSync(stagedFile(reference))).toBe(true);
  });

  it('still takes the whole order with its photos in one multipart call', async () => {
    const memories = await server.memoryCount();
    const response = await withForm(server.http.post('/api/create-payment'), validCreateForm({ plan: 'premium' }), [photo, photo]);
    expect(response.status).toBe(201);
    expect(await server.memoryCount()).toBe(memories + 1);
  });
});

describe('staged photos nobody ordered', () => {
  it('go with the sweep of incoming uploads once an hour old, whatever process staged them', async () => {
    const abandoned = await stage();
    const fresh = await stage();
    const old = new Date(Date.now() - HOUR_MS - 60_000);
    await utimes(stagedFile(abandoned), old, old);

    const removed = await sweepIncomingUploads(server.runtime.paths.incoming, { now: new Date(), olderThanMs: HOUR_MS });

    expect(removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(stagedFile(abandoned))).toBe(false);
    // A photo staged a moment ago belongs to no process, yet stays: the order naming it may come in a minute.
    expect(existsSync(stagedFile(fresh))).toBe(true);
  });
});
