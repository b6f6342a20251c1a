import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

/** Together since 10 May 2023: the third anniversary is 10 May 2026 in São Paulo (03:00 UTC). */
const SINCE = '2023-05-10';
const BOUGHT = new Date('2026-03-10T15:00:00.000Z');
const EVE = new Date('2026-05-10T02:59:59.000Z');
const ANNIVERSARY = new Date('2026-05-10T03:00:00.000Z');
const DAY_MS = 86_400_000;

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });

function addChapter(page: BoughtPage, fields: Record<string, string>, photos: readonly Buffer[]) {
  const test = server.http.post(`/api/update/${page.id}/chapters`).set(owner(page));
  for (const [name, value] of Object.entries(fields)) test.field(name, value);
  photos.forEach((bytes, i) => test.attach('photos', bytes, { filename: `capitulo-${i + 1}.jpg`, contentType: 'image/jpeg' }));
  return test;
}

const chaptersOf = (page: BoughtPage) => server.http.get(`/api/${page.slug}/${page.id}/chapters`);
const CHAPTER = { year: '3', title: 'O ano de Paris', text: 'Chovia.\nE a gente nem percebeu.' };

describe('"Um novo capítulo" over HTTP', () => {
  it('opens the third year’s chapter on the third anniversary, shows it marked new for 30 days, changes and removes it with its photos', async () => {
    server.clock.set(BOUGHT);
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Théo', plan: 'premium', datingSince: SINCE });
    const before = await server.uploadedFiles();

    server.clock.set(EVE);
    await expect(
      server.http
        .get(`/api/update/${page.id}/chapters`)
        .set(owner(page))
        .expect(200)
        .then((r) => r.body),
    ).resolves.toEqual({
      chapters: [],
      yearsCompleted: 2,
      openYears: [2, 1],
    });
    const early = await addChapter(page, CHAPTER, [photo]).expect(409);
    expect(early.body).toEqual({
      code: 'chapters.year-not-open',
      error: 'O capítulo do 3º ano pode ser adicionado a partir do aniversário de 3 anos.',
    });
    expect(await server.uploadedFiles()).toEqual(before);

    server.clock.set(ANNIVERSARY);
    const added = await addChapter(page, CHAPTER, [photo, photo]).expect(201);
    expect(added.body).toMatchObject({ year: 3, title: CHAPTER.title, text: CHAPTER.text, isNew: true });
    const photos = (added.body.photos as { url: string; placeholder: string | null }[]).map((each) => each.url);
    expect(photos).toHaveLength(2);
    for (const url of photos) {
      expect(url).toMatch(new RegExp(`^/uploads/${page.id}/[^/]+\\.webp$`));
      const served = await server.http.get(`/api${url}`).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    // Each photo with its smaller widths beside it, as the page's own.
    expect((await server.uploadedFiles()).length).toBe(before.length + 2 * 4);

    const listed = await chaptersOf(page).expect(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.body.chapters).toEqual([added.body]);
    await addChapter(page, CHAPTER, [photo]).expect(409, {
      code: 'chapters.already-written',
      error: 'A página já tem o capítulo do 3º ano: edite-o em vez de adicionar outro.',
    });

    server.clock.set(new Date(ANNIVERSARY.getTime() + 30 * DAY_MS - 1));
    expect((await chaptersOf(page).expect(200)).body.chapters[0].isNew).toBe(true);
    server.clock.set(new Date(ANNIVERSARY.getTime() + 30 * DAY_MS));
    expect((await chaptersOf(page).expect(200)).body.chapters[0].isNew).toBe(false);

    // A change of the words keeps the photos; new photos replace them, and the old files go.
    const words = await server.http
      .put(`/api/update/${page.id}/chapters/3`)
      .set(owner(page))
      .field('title', 'Paris, de novo')
      .field('text', 'Outra vez.')
      .expect(200);
    expect(words.body.photos.map((each: { url: string }) => each.url)).toEqual(photos);
    const replaced = await server.http
      .put(`/api/update/${page.id}/chapters/3`)
      .set(owner(page))
      .field('title', 'Paris, de novo')
      .field('text', 'Outra vez.')
      .attach('photos', photo, { filename: 'nova.jpg', contentType: 'image/jpeg' })
      .expect(200);
    expect(replaced.body.photos).toHaveLength(1);
    for (const url of photos) await server.http.get(`/api${url}`).expect(404);
    expect((await server.uploadedFiles()).length).toBe(before.length + 4);

    await server.http.delete(`/api/update/${page.id}/chapters/3`).set(owner(page)).expect(204);
    await server.http.delete(`/api/update/${page.id}/chapters/3`).set(owner(page)).expect(404);
    expect((await chaptersOf(page).expect(200)).body.chapters).toEqual([]);
    expect(await server.uploadedFiles()).toEqual(before);
  });

  it('refuses in Portuguese a chapter that breaks a rule, leaving no row and no file, and anyone without the edit link', async () => {
    server.clock.set(ANNIVERSARY);
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', plan: 'basic', datingSince: SINCE });
    const before = await server.uploadedFiles();

    const refusals: [Record<string, string>, Buffer[], string][] = [
      [{ ...CHAPTER, title: ' ' }, [photo], 'Dê um título ao capítulo.'],
      [{ ...CHAPTER, text: '' }, [photo], 'Escreva o texto do capítulo.'],
      [{ ...CHAPTER, title: 'x'.repeat(81) }, [photo], 'O título do capítulo pode ter até 80 caracteres.'],
      [{ ...CHAPTER, text: 'x'.repeat(601) }, [photo], 'O texto do capítulo pode ter até 600 caracteres.'],
      [CHAPTER, [], 'Um capítulo leva uma ou duas fotos.'],
      [CHAPTER, [Buffer.from('não é uma foto')], 'Um dos arquivos não é uma imagem válida. Envie fotos JPEG, PNG, WebP, GIF, AVIF ou HEIC.'],
    ];
    for (const [fields, photos, sentence] of refusals) {
      const refused = await addChapter(page, fields, photos).expect(400);
      expect(refused.body.error).toBe(sentence);
    }
    await addChapter(page, CHAPTER, [photo, photo, photo]).expect(400);
    await addChapter(page, { ...CHAPTER, year: '4' }, [photo]).expect(409);
    await addChapter(page, { ...CHAPTER, year: '0' }, [photo]).expect(409);
    await server.http.post(`/api/update/${page.id}/chapters`).field('year', '3').expect(401);
    await server.http.post(`/api/update/${page.id}/chapters`).set({ Authorization: 'Bearer nope' }).field('year', '3').expect(403);
    await server.http.put(`/api/update/${page.id}/chapters/3`).set(owner(page)).field('title', 'x').field('text', 'y').expect(404);
    expect((await chaptersOf(page).expect(200)).body.chapters).toEqual([]);
    expect(await server.uploadedFiles()).toEqual(before);

    // Anual while it is active: its owner adds the year's chapter too.
    await addChapter(page, CHAPTER, [photo]).expect(201);
    expect((await chaptersOf(page).expect(200)).body.chapters.map((chapter: { year: number }) => chapter.year)).toEqual([3]);
  });

  it('shows no chapter before the page’s reveal date, nor its photos, but to the owner’s preview', async () => {
    server.clock.set(ANNIVERSARY);
    const revealAt = '2026-06-01T12:00';
    const page = await buyPage(server, [photo], { yourName: 'Bia', lovedName: 'Caio', plan: 'premium', datingSince: SINCE, revealAt });
    const added = await addChapter(page, CHAPTER, [photo]).expect(201);
    expect((await chaptersOf(page).expect(200)).body.chapters).toEqual([]);
    await server.http.get(`/api${added.body.photos[0].url}`).expect(404);
    // The owner's preview shows them; a wrong token is nobody's.
    expect((await chaptersOf(page).set(owner(page)).expect(200)).body.chapters).toHaveLength(1);
    expect((await chaptersOf(page).set({ Authorization: 'Bearer nope' }).expect(200)).body.chapters).toEqual([]);
    server.clock.set(new Date('2026-06-01T15:00:00.000Z'));
    expect((await chaptersOf(page).expect(200)).body.chapters).toHaveLength(1);
    await server.http.get(`/api${added.body.photos[0].url}`).expect(200);
  });
});
