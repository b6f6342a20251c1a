import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { decodePdfQr } from '../support/print/read-card.js';
import { jpegImage } from '../support/test-images.js';

const CAMPINAS = { name: 'Campinas, SP', latitude: -22.91, longitude: -47.07, timeZone: 'America/Sao_Paulo' };

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });
const ownedSky = (page: BoughtPage) => server.http.get(`/api/update/${page.id}/sky`).set(owner(page));
const publicSky = (page: BoughtPage) => server.http.get(`/api/${page.slug}/${page.id}/sky`);
const cardLinks = async (page: BoughtPage) => (await server.http.get(`/api/share-card/${page.id}/links`).set(owner(page)).expect(200)).body;
const download = (url: string) =>
  server.http
    .get(url.replace(/^https?:\/\/[^/]+/, ''))
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });

describe('"O céu daquela noite" over HTTP', () => {
  it('stores the place chosen with the order and shows the sky of the start, where they were, on the public page', async () => {
    const page = await buyPage(server, [photo], { datingSince: '2024-02-14T21:00', sky: JSON.stringify(CAMPINAS) });

    const answer = await publicSky(page).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const shown = { body: answer.body.sky };
    expect(shown.body).toMatchObject({
      place: 'Campinas, SP',
      at: '2024-02-14T21:00',
      timeGiven: true,
      moonPhase: 'waxingCrescent',
      moonUp: true,
      daylight: false,
    });
    expect(shown.body.planets).toContain('jupiter');
    expect(shown.body.description).toMatch(
      /^O céu de Campinas, SP em 14 de fevereiro de 2024, às 21h\. \d+ estrelas acima do horizonte\. Lua crescente, \d+% iluminada\./,
    );
    const svg = shown.body.svg as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('data-body="moon"');
    expect(svg).toContain('>Júpiter</text>');
    expect(svg.match(/data-body="star"/g)!.length).toBeGreaterThan(300);

    await expect(ownedSky(page).expect(200)).resolves.toMatchObject({ body: { place: CAMPINAS, sky: { place: 'Campinas, SP' } } });
  });

  it('lets the owner add, move and remove the sky; a page without one shows none', async () => {
    const page = await buyPage(server, [photo], { datingSince: '2021-06-12' });
    await expect(publicSky(page).expect(200)).resolves.toMatchObject({ body: { sky: null } });
    await expect(ownedSky(page).expect(200)).resolves.toMatchObject({ body: { place: null, sky: null } });

    const set = await server.http
      .put(`/api/update/${page.id}/sky`)
      .set(owner(page))
      .send({ name: 'Lisboa', latitude: '38,72', longitude: '-9,14' })
      .expect(200);
    expect(set.body.place).toEqual({ name: 'Lisboa', latitude: 38.72, longitude: -9.14, timeZone: 'Etc/GMT+1' });
    expect(set.body.sky).toMatchObject({ at: '2021-06-12T21:00', timeGiven: false });
    expect(set.body.sky.description).toMatch(/^O céu de Lisboa na noite de 12 de junho de 2021\./);
    await expect(publicSky(page).expect(200)).resolves.toMatchObject({ body: { sky: { place: 'Lisboa' } } });

    await server.http.delete(`/api/update/${page.id}/sky`).set(owner(page)).expect(204);
    await expect(publicSky(page).expect(200)).resolves.toMatchObject({ body: { sky: null } });
  });

  it('refuses a place that breaks a rule in Portuguese, and a stranger without the edit token', async () => {
    const page = await buyPage(server, [photo]);
    const refused = await server.http
      .put(`/api/update/${page.id}/sky`)
      .set(owner(page))
      .send({ name: 'Algum lugar', latitude: '95', longitude: '-46' })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'sky.coordinates-invalid' });
    expect(refused.body.error).toMatch(/^Confira as coordenadas/);
    await server.http.put(`/api/update/${page.id}/sky`).send(CAMPINAS).expect(401);
    await server.http.put(`/api/update/${page.id}/sky`).set({ Authorization: 'Bearer nope' }).send(CAMPINAS).expect(403);
    await expect(ownedSky(page).expect(200)).resolves.toMatchObject({ body: { place: null } });
  });

  it('keeps the sky sealed with the page: none before the reveal date, shown from it', async () => {
    const page = await buyPage(server, [photo], { revealAt: '2026-06-12T00:00', sky: JSON.stringify(CAMPINAS) });
    await expect(publicSky(page).expect(200)).resolves.toMatchObject({ body: { sky: null } });
    await expect(ownedSky(page).expect(200)).resolves.toMatchObject({ body: { sky: { place: 'Campinas, SP' } } });
    server.clock.set(new Date('2026-06-12T03:00:00.000Z'));
    try {
      await expect(publicSky(page).expect(200)).resolves.toMatchObject({ body: { sky: { place: 'Campinas, SP' } } });
    } finally {
      server.clock.set(new Date('2026-03-10T15:00:00.000Z'));
    }
  });

  it.each([
    ['a place that is not JSON', { sky: '{"name": "Campi' }, { code: 'request.invalid', field: 'sky' }],
    ['a place without its name', { sky: JSON.stringify({ ...CAMPINAS, name: ' ' }) }, { code: 'sky.place-required' }],
    ['a time zone no Brazilian city keeps', { sky: JSON.stringify({ ...CAMPINAS, timeZone: 'Europe/Paris' }) }, { code: 'sky.time-zone-unknown' }],
  ] as const)('refuses an order with %s in Portuguese, and stores nothing of it', async (_, form: CreateForm, body) => {
    const pagesBefore = await server.memoryCount();
    const filesBefore = await server.uploadedFiles();
    const refused = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form) }, [photo]).expect(400);
    expect(refused.body).toMatchObject(body);
    expect(refused.body.error).toMatch(/[ãáéêíóúç]|[A-Z]/);
    expect(await server.memoryCount()).toBe(pagesBefore);
    expect(await server.uploadedFiles()).toEqual(filesBefore);
  });

  it('offers the printable card with the sky above the names for a page that shows one, and only then', async () => {
    const page = await buyPage(server, [photo], { sky: JSON.stringify(CAMPINAS) });
    const links = await cardLinks(page);
    expect(links.skyCards).toEqual({ a6: `${links.cards.a6}&ceu=1`, a4: `${links.cards.a4}&ceu=1`, story: `${links.cards.story}&ceu=1` });
    const plain = (await download(links.cards.a6).expect(200)).body as Buffer;
    const withSky = (await download(links.skyCards.a6).expect(200)).body as Buffer;
    expect(withSky.equals(plain)).toBe(false);
    expect(decodePdfQr(withSky)).toBe(decodePdfQr(plain));

    const without = await buyPage(server, [photo]);
    const itsLinks = await cardLinks(without);
    expect(itsLinks.skyCards).toBeNull();
    const asked = (await download(`${itsLinks.cards.a6}&ceu=1`).expect(200)).body as Buffer;
    expect(asked.equals((await download(itsLinks.cards.a6).expect(200)).body as Buffer)).toBe(true);
  });
});
