import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { REPLIES_PER_CLIENT_PER_PAGE, REPLIES_PER_PAGE } from '../../src/domain/replies/page-reply.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  // Behind one proxy, as in production: the visitor's address is the one the proxy saw.
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.close());

const replyEmails = async () => (await server.outbox()).filter((mail) => mail.subject === 'Chegou uma resposta com carinho 💌');
/** The rows of `page_replies` for the page, counted in the database itself. */
const storedReplies = (page: BoughtPage) => server.runtime.container.get(PORTS.PageReplies).count(page.id);
const reply = (page: BoughtPage, body: object, from = '203.0.113.10') =>
  server.http.post(`/api/${page.slug}/${page.id}/replies`).set('X-Forwarded-For', from).send(body);
const owned = async (page: BoughtPage) =>
  (await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200)).body.replies;

describe('POST /api/{slug}/{id}/replies', () => {
  it('stores a heart alone and a note, e-mails each to the buyer, and the owner lists them newest first', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Rita', lovedName: 'Davi' });
    const heart = await reply(page, {}).expect(201);
    expect(heart.body).toEqual({ note: null, createdAt: server.clock.now().toISOString() });
    expect(heart.headers['cache-control']).toBe('no-store');
    server.clock.advance(60_000);
    const note = await reply(page, { note: '  Amei cada foto!\r\nObrigado 💕  ' }).expect(201);
    expect(note.body.note).toBe('Amei cada foto!\nObrigado 💕');

    const listed = await owned(page);
    expect(listed).toMatchObject({ repliesEnabled: true, total: 2 });
    expect(listed.replies.map((r: { note: string | null }) => r.note)).toEqual(['Amei cada foto!\nObrigado 💕', null]);

    const mails = (await replyEmails()).filter((mail) => mail.text?.includes('Rita'));
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => (mail.to as { text: string }).text === 'ana@example.com')).toBe(true);
    expect(mails.some((mail) => mail.text?.includes('> Amei cada foto!\n> Obrigado 💕'))).toBe(true);
    // The visitor's answer names no one: not the buyer's address, not any address.
    expect(JSON.stringify([heart.body, note.body])).not.toMatch(/@/);
  });

  it('cleans and escapes a note with markup: the stored text has no tag, and the e-mail shows what is left as text', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Tina', lovedName: 'Beto' });
    const sent = await reply(page, { note: 'Oi <script>alert(1)</script> <3 & "nós" <img src=x onerror=alert(2)>' }).expect(201);
    expect(sent.body.note).toBe('Oi alert(1) <3 & "nós"');
    const [mail] = (await replyEmails()).filter((m) => m.text?.includes('Tina'));
    expect(mail!.html).toContain('Oi alert(1) &lt;3 &amp; &quot;nós&quot;');
    expect(mail!.html).not.toMatch(/<script|<img src=x/);
  });

  it('refuses a note too long with a Portuguese sentence, storing nothing', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Olga', lovedName: 'Paulo' });
    const refused = await reply(page, { note: 'a'.repeat(281) }).expect(400);
    expect(refused.body).toEqual({ error: 'O recado pode ter no máximo 280 caracteres.', code: 'reply.note-too-long' });
    await reply(page, { note: 'a'.repeat(280) }).expect(201);
    await reply(page, { note: 42 }).expect(400);
    expect(await storedReplies(page)).toBe(1);
  });

  it('refuses replies past the limit per address and per page with a Portuguese sentence, storing and sending nothing', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Vera', lovedName: 'Caio' });
    for (let i = 0; i < REPLIES_PER_CLIENT_PER_PAGE; i++) await reply(page, {}, '198.51.100.1').expect(201);
    const perClient = await reply(page, { note: 'mais um' }, '198.51.100.1').expect(429);
    expect(perClient.body).toEqual({
      error: 'Você já enviou 3 respostas para esta página hoje. Tente de novo amanhã.',
      code: 'reply.limit-reached',
    });
    expect(await storedReplies(page)).toBe(REPLIES_PER_CLIENT_PER_PAGE);

    for (let i = REPLIES_PER_CLIENT_PER_PAGE; i < REPLIES_PER_PAGE; i++) await reply(page, {}, `198.51.100.${i + 10}`).expect(201);
    const perPage = await reply(page, {}, '192.0.2.200').expect(429);
    expect(perPage.body).toEqual({ error: 'Esta página já recebeu muitas respostas hoje. Tente de novo amanhã.', code: 'reply.limit-reached' });
    expect(await storedReplies(page)).toBe(REPLIES_PER_PAGE);
    expect((await replyEmails()).filter((mail) => mail.text?.includes('Vera'))).toHaveLength(REPLIES_PER_PAGE);

    // Another page is not held back by this one.
    const other = await buyPage(server, [photo], { yourName: 'Wanda', lovedName: 'Zeca' });
    await reply(other, {}, '198.51.100.1').expect(201);
  });

  it('is 404 for an unknown or unpaid page and for the wrong slug, storing nothing', async () => {
    await reply({ id: 'naoexiste0000000', slug: 'ninguem-e-nada', photos: [], token: '' }, {}).expect(404);
    const pending = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
    const id = (pending.body.init_point as string).split('/').pop()!;
    const unpaid = await server.http.post(`/api/ana-julia-e-joao/${id}/replies`).send({}).expect(404);
    expect(unpaid.body).toEqual({ error: 'Página não encontrada.', code: 'memory.not-found' });
    const page = await buyPage(server, [photo], { yourName: 'Xena', lovedName: 'Yuri' });
    await server.http.post(`/api/outro-e-nome/${page.id}/replies`).send({}).expect(404);
    expect(await storedReplies(page)).toBe(0);
  });
});

describe('the owner’s replies on GET /api/update/{id}, and the switch: PUT /api/update/{id}/replies', () => {
  it('turns replies off: the public page says so, a reply is refused in Portuguese, and on again', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Iris', lovedName: 'Jonas' });
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.repliesOpen).toBe(true);

    const off = await server.http
      .put(`/api/update/${page.id}/replies`)
      .set('Authorization', `Bearer ${page.token}`)
      .send({ enabled: false })
      .expect(200);
    expect(off.body).toEqual({ repliesEnabled: false, total: 0, replies: [] });
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.repliesOpen).toBe(false);
    const refused = await reply(page, { note: 'oi' }).expect(403);
    expect(refused.body).toEqual({ error: 'Esta página não está recebendo respostas.', code: 'reply.closed' });
    expect(await storedReplies(page)).toBe(0);

    await server.http.put(`/api/update/${page.id}/replies`).set('Authorization', `Bearer ${page.token}`).send({ enabled: true }).expect(200);
    await reply(page, { note: 'oi' }).expect(201);
  });

  it('needs the edit token, and a boolean', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Kaia', lovedName: 'Luca' });
    await server.http.put(`/api/update/${page.id}/replies`).send({ enabled: false }).expect(401);
    await server.http.put(`/api/update/${page.id}/replies`).set('Authorization', 'Bearer wrong').send({ enabled: false }).expect(403);
    await server.http.put(`/api/update/${page.id}/replies`).set('Authorization', `Bearer ${page.token}`).send({ enabled: 'no' }).expect(400);
    expect((await owned(page)).repliesEnabled).toBe(true);
  });
});
