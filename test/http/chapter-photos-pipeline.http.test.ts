import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../src/adapters/composition/web-server.js';
import { SharpPhotoProcessor } from '../../src/adapters/photos/sharp-photo-processor.js';
import { photoAvifUrl, PHOTO_WIDTHS, type PhotoWidth } from '../../src/domain/memory/photo-variants.js';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { eventually } from '../support/eventually.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { BOUNDARY, handWrittenUpload, keepSending } from '../support/http/hand-written-upload.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** Together since 10 May 2023: the third anniversary is 10 May 2026 in São Paulo (03:00 UTC). */
const SINCE = '2023-05-10';
const ANNIVERSARY = new Date('2026-05-10T03:00:00.000Z');
const CHAPTER = { year: '3', title: 'O ano de Paris', text: 'Chovia.' };

interface ChapterPhotoJson {
  readonly url: string;
  readonly placeholder: string | null;
  readonly avifWidths: PhotoWidth[];
}

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });

function addChapter(server: TestServer, page: BoughtPage, photos: readonly Buffer[]) {
  const test = server.http.post(`/api/update/${page.id}/chapters`).set(owner(page));
  for (const [name, value] of Object.entries(CHAPTER)) test.field(name, value);
  photos.forEach((bytes, i) => test.attach('photos', bytes, { filename: `capitulo-${i + 1}.jpg`, contentType: 'image/jpeg' }));
  return test;
}

async function chapterPhotos(server: TestServer, page: BoughtPage): Promise<ChapterPhotoJson[]> {
  const { body } = await server.http.get(`/api/${page.slug}/${page.id}/chapters`).expect(200);
  return (body as { chapters: { photos: ChapterPhotoJson[] }[] }).chapters.flatMap((chapter) => chapter.photos);
}

const avifFilesOf = async (server: TestServer, page: BoughtPage, photo: string) =>
  (await server.uploadedFiles()).filter(
    (file) =>
      file.startsWith(
        `${page.id}/${photo
          .split('/')
          .pop()!
          .replace(/\.webp$/, '')}`,
      ) && file.endsWith('.avif'),
  );

/** The body as bytes, whatever its type. */
const binary = (res: Response, done: (error: Error | null, body: unknown) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('a chapter’s photos get AVIF copies as the page’s do', () => {
  let server: TestServer;
  let page: BoughtPage;
  let photo: Buffer;
  beforeAll(async () => {
    // AVIF copies made in this process (the photo worker's pipeline, without its process), by the background tasks.
    server = await startTestServer({ overrides: { avifEncoder: new SharpPhotoProcessor({ maxBytes: 20_000_000, maxPixels: 50_000_000 }) } });
    server.clock.set(ANNIVERSARY);
    photo = await jpegImage(2400, 1800);
    page = await buyPage(server, [await jpegImage(320, 240)], { yourName: 'Lia', lovedName: 'Théo', plan: 'premium', datingSince: SINCE });
    await server.runtime.avifCopiesIdle();
  });
  afterAll(() => server.close());

  it('made after the chapter is written, off its request, offered in the chapters’ JSON, served as image/avif, gone with the photo', async () => {
    const added = await addChapter(server, page, [photo]).expect(201);
    // The answer does not wait for them.
    expect(added.body.photos[0].avifWidths).toEqual([]);
    await server.runtime.avifCopiesIdle();

    const [made] = await chapterPhotos(server, page);
    // jpegImage's fine stripes: AVIF saves a fifth at the large widths only (test/integration/avif-copies.test.ts).
    expect(made!.avifWidths.length).toBeGreaterThan(0);
    expect(made!.avifWidths.length).toBeLessThan(PHOTO_WIDTHS.length);
    expect((await avifFilesOf(server, page, made!.url)).sort()).toEqual(
      made!.avifWidths.map((width) => photoAvifUrl(made!.url, width).slice('/uploads/'.length)).sort(),
    );
    for (const width of made!.avifWidths) {
      const answer = await server.http
        .get(`/api${photoAvifUrl(made!.url, width)}`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(answer.headers['content-type']).toBe('image/avif');
      expect((await sharp(answer.body as Buffer).metadata()).compression).toBe('av1');
    }
    for (const width of PHOTO_WIDTHS.filter((known) => !made!.avifWidths.includes(known))) {
      await server.http.get(`/api${photoAvifUrl(made!.url, width)}`).expect(404);
    }

    // A change of the words keeps them; new photos replace the photo and its AVIF copies, and get their own.
    await server.http.put(`/api/update/${page.id}/chapters/3`).set(owner(page)).field('title', 'Paris').field('text', 'De novo.').expect(200);
    await server.runtime.avifCopiesIdle();
    expect(await chapterPhotos(server, page)).toEqual([made]);
    const replaced = await server.http
      .put(`/api/update/${page.id}/chapters/3`)
      .set(owner(page))
      .field('title', 'Paris')
      .field('text', 'De novo.')
      .attach('photos', photo, { filename: 'nova.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(await avifFilesOf(server, page, made!.url)).toEqual([]);
    await server.runtime.avifCopiesIdle();
    const [again] = await chapterPhotos(server, page);
    expect(again!.url).toBe(replaced.body.photos[0].url);
    expect(again!.avifWidths).toEqual(made!.avifWidths);
    expect(await avifFilesOf(server, page, again!.url)).toHaveLength(made!.avifWidths.length);

    await server.http.delete(`/api/update/${page.id}/chapters/3`).set(owner(page)).expect(204);
    expect(await avifFilesOf(server, page, again!.url)).toEqual([]);
  });
});

describe('a chapter’s photos under PHOTO_PUBLIC_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PHOTO_PUBLIC_URL: 'https://photos.memories.test/fotos/' } });
  });
  afterAll(() => server.close());

  it('are named at that origin to the visitors, as the page’s photos are; the owner’s edit page and sealed preview keep the stored paths', async () => {
    server.clock.set(ANNIVERSARY);
    const photo = await jpegImage(320, 240);
    const page = await buyPage(server, [photo], { yourName: 'Ivo', lovedName: 'Lia', plan: 'premium', datingSince: SINCE });
    const added = await addChapter(server, page, [photo]).expect(201);
    const stored = added.body.photos[0].url as string;
    expect(stored).toMatch(new RegExp(`^/uploads/${page.id}/[0-9a-f]+\\.webp$`));

    const [shown] = await chapterPhotos(server, page);
    expect(shown!.url).toBe(`https://photos.memories.test/fotos${stored.slice('/uploads'.length)}`);
    // The page's own photos are named the same way.
    expect(page.photos[0]).toMatch(new RegExp(`^https://photos\\.memories\\.test/fotos/${page.id}/`));
    const owned = await server.http.get(`/api/update/${page.id}/chapters`).set(owner(page)).expect(200);
    expect(owned.body.chapters[0].photos[0].url).toBe(stored);

    // Before the reveal date only the owner's browser sees them, from this server (the page's own sealed rule).
    const sealed = await buyPage(server, [photo], {
      yourName: 'Bia',
      lovedName: 'Caio',
      plan: 'premium',
      datingSince: SINCE,
      revealAt: '2026-06-01T12:00',
    });
    const hidden = await addChapter(server, sealed, [photo]).expect(201);
    const preview = await server.http.get(`/api/${sealed.slug}/${sealed.id}/chapters`).set(owner(sealed)).expect(200);
    expect(preview.body.chapters[0].photos[0].url).toBe(hidden.body.photos[0].url);
    expect(preview.body.chapters[0].photos[0].url).toMatch(/^\/uploads\//);
  });
});

describe('a chapter’s photos take their place at the page’s one upload gate (PHOTO_UPLOADS_AT_ONCE=1)', () => {
  let server: TestServer;
  let socket: Server;
  let photo: Buffer;
  let page: BoughtPage;
  beforeAll(async () => {
    server = await startTestServer({ env: { PHOTO_UPLOADS_AT_ONCE: '1' } });
    socket = await listen(server.app, '127.0.0.1', 0);
    photo = await jpegImage(640, 480);
    server.clock.set(ANNIVERSARY);
    page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', plan: 'premium', datingSince: SINCE });
  });
  afterAll(async () => {
    await new Promise((resolve) => socket.close(resolve));
    await server.close();
  });

  /** An upload whose photo is still being sent to `path`: it holds its place at the gate until `finish`. */
  function uploadStillSending(path?: string, headers?: Record<string, string>) {
    const { request, status } = handWrittenUpload((socket.address() as AddressInfo).port, path, 'photos', headers);
    request.write('x'.repeat(16 * 1024));
    keepSending(request);
    return {
      finish: () => {
        request.end(`\r\n--${BOUNDARY}--\r\n`);
        return status;
      },
    };
  }

  const busy = { error: REQUEST_ERROR_TEXT.uploadsBusy, code: 'service.busy' };

  it('refuses a chapter’s photos with 503 while a page photo holds the place, as it refuses a second page photo, leaving nothing', async () => {
    const before = await server.uploadedFiles();
    const first = uploadStillSending();
    await eventually(async () => ((await withForm(server.http.post('/api/create-payment'), {}, [photo])).status === 503 ? true : undefined));

    const refused = await addChapter(server, page, [photo]);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual(busy);
    expect((await chapterPhotos(server, page)).length).toBe(0);
    expect(await server.uploadedFiles()).toEqual(before);

    expect(await first.finish()).toBe(400);
    await addChapter(server, page, [photo]).expect(201);
    await server.http.delete(`/api/update/${page.id}/chapters/3`).set(owner(page)).expect(204);
  });

  it('holds the place against a page photo while its own photo comes', async () => {
    const chapter = uploadStillSending(`/api/update/${page.id}/chapters`, owner(page));
    await eventually(async () => ((await withForm(server.http.post('/api/create-payment'), {}, [photo])).status === 503 ? true : undefined));

    const order = await withForm(server.http.post('/api/create-payment'), validCreateForm(), [photo]);
    expect(order.status).toBe(503);
    expect(order.body).toEqual(busy);

    expect(await chapter.finish()).toBe(400);
    await withForm(server.http.post('/api/create-payment'), validCreateForm(), [photo]).expect(201);
  });
});
