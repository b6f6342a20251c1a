import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { heicAnnouncing, heicWithSpoiledPixels } from '../support/spoiled-heic.js';
import { HEIC_PHOTO_PATH } from '../support/test-images.js';

/** An iPhone photo as a computer, AirDrop or WhatsApp "as a document" hands it over: HEIC, named as the iPhone names it. */
const HEIC = { filename: 'IMG_4321.HEIC', contentType: 'image/heic' };

let server: TestServer;
let heic: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  heic = readFileSync(HEIC_PHOTO_PATH);
});
afterAll(() => server.close());

/** The stored photo at `path` is a WebP, left half red and right half blue (upright as the iPhone showed it), without EXIF. */
async function expectUprightWebpWithoutExif(path: string) {
  const response = await server.http.get(`/api${path}`).buffer(true).expect(200);
  expect(response.headers['content-type']).toBe('image/webp');
  const bytes = response.body as Buffer;
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
  expect(metadata.exif).toBeUndefined();
  for (const marker of ['Exif', 'Apple', 'segredo-exif']) expect(bytes.includes(marker, 0, 'latin1')).toBe(false);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const red = (x: number) => data[(24 * info.width + x) * info.channels]!;
  expect(red(8)).toBeGreaterThan(200);
  expect(red(56)).toBeLessThan(60);
}

async function paidPage(created: { body: { memory_id: string } }): Promise<{ photos: string[] }> {
  const id = created.body.memory_id;
  await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
  const status = await server.http.get(`/api/payment-status/${id}`).expect(200);
  return (await server.http.get(`/api${status.body.path}`).expect(200)).body;
}

describe('HEIC photos (iPhone)', () => {
  it('are taken ahead of the order (POST /api/staged-photos) and stored upright as WebP without their EXIF', async () => {
    const staged = await server.http.post('/api/staged-photos').attach('photo', heic, HEIC).expect(201);

    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ plan: 'basic' }))
      .field('stagedPhotos', staged.body.reference)
      .expect(201);

    const page = await paidPage(created);
    expect(page.photos).toHaveLength(1);
    await expectUprightWebpWithoutExif(page.photos[0]!);
  });

  it('are taken as the order’s own files, and by the owner’s editor', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ plan: 'premium' }))
      .attach('photos', heic, HEIC)
      .expect(201);
    const page = await paidPage(created);
    await expectUprightWebpWithoutExif(page.photos[0]!);

    const id = created.body.memory_id;
    const mail = (await server.outbox()).find((message) => message.text?.includes(`/update/${id}?token=`));
    const token = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')![1]!;
    const edited = await withForm(server.http.put(`/api/update/${id}`).set('Authorization', `Bearer ${token}`), {
      message: 'Mensagem nova',
      datingSince: '2021-06-12',
      youtube: '',
    })
      .attach('photos', heic, HEIC)
      .expect(200);
    expect(edited.body.photos).toHaveLength(2);
    await expectUprightWebpWithoutExif(edited.body.photos[1]);
  });

  it('that do not decode are refused with the formats the shop takes, HEIC among them', async () => {
    for (const broken of [heic.subarray(0, 1100), heicWithSpoiledPixels()]) {
      const refused = await server.http.post('/api/staged-photos').attach('photo', broken, HEIC).expect(400);
      expect(refused.body).toMatchObject({
        code: 'photo.invalid-image',
        error: 'Um dos arquivos não é uma imagem válida. Envie fotos JPEG, PNG, WebP, GIF, AVIF ou HEIC.',
      });
    }
  });

  it('above 25 MP (an iPhone’s 48 MP photo) are refused before decoding, with the way to send them as JPEG', async () => {
    const refused = await server.http.post('/api/staged-photos').attach('photo', heicAnnouncing(6048, 8064), HEIC).expect(400);
    expect(refused.body).toMatchObject({
      code: 'photo.too-many-pixels',
      error: 'Uma das fotos HEIC é grande demais para abrirmos aqui: envie-a como JPEG (no iPhone: Ajustes › Câmera › Formatos › Mais Compatível).',
    });
  });
});
