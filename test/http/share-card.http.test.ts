import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { RevokeEditLink } from '../../src/application/support/revoke-edit-link.js';
import { HmacEditTokens } from '../../src/adapters/security/hmac-edit-tokens.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../support/http/test-server.js';
import { decodePdfQr, decodePngQr, pdfPages } from '../support/print/read-card.js';
import { jpegImage } from '../support/test-images.js';

const APP_SECRET = 'a-test-secret-of-at-least-32-characters-long';
const HOUR_MS = 60 * 60 * 1000;
let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer({ env: { APP_SECRET } });
});
afterAll(() => server.close());

type Parser = Parameters<ReturnType<TestServer['http']['get']>['parse']>[0];
const binary: Parser = (res, callback) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** GET of a card's address (absolute, as e-mailed, or a path), its bytes in `body`. */
function download(url: string, headers: Record<string, string> = {}) {
  return server.http.get(url.replace(TEST_PUBLIC_URL, '')).set(headers).buffer(true).parse(binary);
}

function ownerLinks(page: BoughtPage, token = page.token) {
  return server.http.get(`/api/share-card/${page.id}/links`).set('Authorization', `Bearer ${token}`);
}

const publicLink = (page: BoughtPage) => `${TEST_PUBLIC_URL}/${page.slug}/${page.id}`;

describe('GET /api/share-card/{id}/links and /{format}', () => {
  it('gives the owner the card links; the A6, A4 and status image download and their QR codes open the page', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Rita', lovedName: 'Sérgio' });
    const links = (await ownerLinks(page).expect(200)).body;
    expect(links).toMatchObject({ yourName: 'Rita', lovedName: 'Sérgio', publicUrl: publicLink(page) });

    const a6 = await download(links.cards.a6).expect(200);
    expect(a6.headers['content-type']).toBe('application/pdf');
    expect(a6.headers['content-disposition']).toBe('attachment; filename="cartao-rita-e-sergio-a6.pdf"');
    expect(a6.headers['cache-control']).toBe('private, no-cache');
    expect(pdfPages(a6.body).count).toBe(1);
    expect(decodePdfQr(a6.body)).toBe(publicLink(page));

    const a4 = await download(links.cards.a4).expect(200);
    expect(a4.headers['content-disposition']).toBe('attachment; filename="cartao-rita-e-sergio-a4.pdf"');
    expect(Math.round(pdfPages(a4.body).width)).toBe(595);
    expect(decodePdfQr(a4.body)).toBe(publicLink(page));

    const story = await download(links.cards.story).expect(200);
    expect(story.headers['content-type']).toBe('image/png');
    expect(story.headers['content-disposition']).toBe('attachment; filename="status-rita-e-sergio.png"');
    expect(await decodePngQr(story.body)).toBe(publicLink(page));
  });

  it('puts the same working card links in the e-mail, usable without any session', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Tina', lovedName: 'Ugo' });
    const mail = (await server.outbox()).at(-1)!;
    const a4 = new RegExp(`${TEST_PUBLIC_URL}/api/share-card/${page.id}/a4\\?k=[A-Za-z0-9_%-]+`).exec(mail.text ?? '')?.[0];
    expect(a4).toBeDefined();
    expect(mail.html).toContain(a4);
    const sheet = await download(a4!).expect(200);
    expect(decodePdfQr(sheet.body)).toBe(publicLink(page));
  });

  it("refuses another page's edit token and another page's card key, in Portuguese", async () => {
    const mine = await buyPage(server, [photo], { yourName: 'Vera', lovedName: 'Wil' });
    const theirs = await buyPage(server, [photo], { yourName: 'Xana', lovedName: 'Yuri' });

    const wrongToken = await ownerLinks(mine, theirs.token).expect(403);
    expect(wrongToken.body.code).toBe('edit-token.invalid');

    const theirCard = (await ownerLinks(theirs).expect(200)).body.cards.a6 as string;
    const key = new URL(theirCard).searchParams.get('k')!;
    const wrongKey = await server.http.get(`/api/share-card/${mine.id}/a6?k=${encodeURIComponent(key)}`).expect(403);
    expect(wrongKey.body).toEqual({
      code: 'share-card.invalid',
      error: 'Link do cartão inválido ou antigo: baixe o cartão pelo link do e-mail mais recente ou pela página de edição.',
    });
    // The edit token itself is not a card key either.
    await server.http.get(`/api/share-card/${mine.id}/a6?k=${mine.token}`).expect(403);

    const missing = await server.http.get(`/api/share-card/${mine.id}/story`).expect(401);
    expect(missing.body.code).toBe('share-card.missing');
    expect(missing.body.error).toContain('cartão');
    await server.http.get(`/api/share-card/${mine.id}/a5?k=${encodeURIComponent(key)}`).expect(404);
  });

  it('has no card for an unpaid page, even with its right key', async () => {
    const order = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
    const id = order.body.memory_id as string;
    const key = new HmacEditTokens(APP_SECRET).issue(`share-card:${id}`, 1);
    // The key derivation is the server's: the same key opens a paid page's card (checked below once it is paid).
    const unpaid = await server.http.get(`/api/share-card/${id}/a6?k=${encodeURIComponent(key)}`).expect(404);
    expect(unpaid.body).toEqual({ code: 'memory.not-found', error: 'Página não encontrada.' });
    expect((await server.http.get(`/api/share-card/${id}/links`).expect(404)).body.code).toBe('memory.not-found');

    await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    await download(`/api/share-card/${id}/a6?k=${encodeURIComponent(key)}`).expect(200);
  });

  it('gives the return page, which knows only the id, the links just after the payment, and then sends it to the e-mail', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Zé', lovedName: 'Ana' });
    const justPaid = (await server.http.get(`/api/share-card/${page.id}/links`).expect(200)).body;
    expect(justPaid.publicUrl).toBe(publicLink(page));
    server.clock.advance(49 * HOUR_MS);
    try {
      const later = await server.http.get(`/api/share-card/${page.id}/links`).expect(403);
      expect(later.body).toEqual({
        code: 'share-card.ask-owner',
        error: 'O cartão para imprimir está no e-mail da compra e na página de edição: baixe por lá.',
      });
      // The owner still can, and the links already given still work.
      await ownerLinks(page).expect(200);
      await download(justPaid.cards.story).expect(200);
    } finally {
      server.clock.advance(-49 * HOUR_MS);
    }
  });

  it('is current after an edit: a changed date gives a new card, an unchanged card answers 304', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Bela', lovedName: 'Caco', datingSince: '2021-06-12T20:30' });
    const { cards } = (await ownerLinks(page).expect(200)).body;
    const before: Response = await download(cards.story).expect(200);
    const etag = before.headers.etag!;
    await download(cards.story, { 'If-None-Match': etag }).expect(304);

    const edit = server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`);
    await withForm(edit, { message: 'Te amo', datingSince: '2019-02-14T10:00', youtube: '', removedPhotos: '[]' }).expect(200);

    const after = await download(cards.story, { 'If-None-Match': etag }).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(Buffer.from(after.body).equals(Buffer.from(before.body))).toBe(false);
    expect(await decodePngQr(after.body)).toBe(publicLink(page));
  });

  it('revokes the card links with the edit link: the old key is refused, the new links work', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Fifi', lovedName: 'Gui' });
    const before = (await ownerLinks(page).expect(200)).body.cards.a6 as string;
    await server.runtime.container.get(RevokeEditLink).execute({ id: page.id });
    expect((await download(before).expect(403)).body.toString()).toContain('share-card.invalid');
    const newToken = new HmacEditTokens(APP_SECRET).issue(page.id, 2);
    const after = (await ownerLinks(page, newToken).expect(200)).body.cards.a6 as string;
    expect(after).not.toBe(before);
    expect(decodePdfQr((await download(after).expect(200)).body)).toBe(publicLink(page));
  });

  it('has no card once the page is gone (410)', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Dani', lovedName: 'Edu' });
    const { cards } = (await ownerLinks(page).expect(200)).body;
    server.clock.advance(366 * 24 * HOUR_MS);
    try {
      const gone = await download(cards.a6).expect(410);
      expect(JSON.parse(String(gone.body)).code).toBe('memory.no-longer-available');
      await ownerLinks(page).expect(410);
    } finally {
      server.clock.advance(-366 * 24 * HOUR_MS);
    }
  });
});
