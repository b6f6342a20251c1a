import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENINGS_PER_PAGE, OVER_LIMIT_PAUSE_MS } from '../../src/adapters/http/page-openings.routes.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const MINUTE_MS = 60_000;
let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

const openedEmails = async () => (await server.outbox()).filter((mail) => mail.subject?.startsWith('A surpresa foi aberta!'));
const openings = async (page: BoughtPage) =>
  (await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200)).body.openings;
const turnOffLink = (text: string) => new URL(/(http\S+\/desligar\?token=\S+)/.exec(text)![1]!);

describe('POST /api/{slug}/{id}/opened', () => {
  it('is 404 for an unknown or unpaid page, and counts nothing', async () => {
    await server.http.post('/api/ninguem-e-nada/naoexiste0000000/opened').expect(404);
    const pending = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
    const id = (pending.body.init_point as string).split('/').pop()!;
    const answer = await server.http.post(`/api/ana-julia-e-joao/${id}/opened`).expect(404);
    expect(answer.body).toEqual({ error: 'Página não encontrada.', code: 'memory.not-found' });
    expect(await openedEmails()).toHaveLength(0);
  });

  it('sends one e-mail for the first opening, however often and concurrently it is replayed, and counts one per half hour', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Rita', lovedName: 'Davi' });
    const firstAt = server.clock.now();
    await Promise.all(Array.from({ length: 5 }, () => server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204)));
    server.clock.advance(29 * MINUTE_MS);
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    expect(await openings(page)).toEqual({ count: 1, firstAt: firstAt.toISOString(), lastAt: firstAt.toISOString() });

    server.clock.advance(2 * MINUTE_MS);
    const lastAt = server.clock.now();
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    expect(await openings(page)).toEqual({ count: 2, firstAt: firstAt.toISOString(), lastAt: lastAt.toISOString() });

    const mails = await openedEmails();
    expect(mails).toHaveLength(1);
    // 2026-03-10T15:00Z is noon in São Paulo.
    expect(mails[0]!.text).toContain('pela primeira vez em 10 de março de 2026, às 12:00 (horário de Brasília)');
    expect(mails[0]!.text).toContain('Rita');
    expect(mails[0]!.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain('/desligar?token=');
  });

  it('does not count the browser that ordered (its correction key) nor the edit link’s (its token); a wrong proof counts', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ yourName: 'Olga', lovedName: 'Caio' }), [photo]).expect(
      201,
    );
    const { memory_id: id, email_correction_key: orderKey } = created.body as { memory_id: string; email_correction_key: string };
    await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    const slug = ((await server.http.get(`/api/payment-status/${id}`).expect(200)).body.path as string).split('/')[1]!;
    const opened = `/api/${slug}/${id}/opened`;
    const olgaEmails = async () => (await openedEmails()).filter((mail) => mail.text?.includes('Olga'));
    const token = /\/update\/[^?]+\?token=([A-Za-z0-9_-]+)/.exec((await server.outbox()).find((mail) => mail.text?.includes(id))!.text!)![1]!;

    await server.http.post(opened).type('form').send({ orderKey }).expect(204);
    await server.http.post(opened).type('form').send({ editToken: token }).expect(204);
    expect(await openings({ id, slug, photos: [], token })).toEqual({ count: 0, firstAt: null, lastAt: null });
    expect(await olgaEmails()).toHaveLength(0);

    // A key of the right shape that is not this order's proves nothing: the visit is the opening, e-mailed once.
    await server.http
      .post(opened)
      .type('form')
      .send({ orderKey: `${orderKey.slice(0, -2)}xx`, editToken: `${token}x` })
      .expect(204);
    expect((await openings({ id, slug, photos: [], token })).count).toBe(1);
    expect(await olgaEmails()).toHaveLength(1);
  });

  it('answers an "opened" over the page\'s limit only after a pause, still 204, counting nothing: a flooding script slows down', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Caio' });
    const opened = `/api/${page.slug}/${page.id}/opened`;
    for (let i = 0; i < OPENINGS_PER_PAGE; i++) await server.http.post(opened).expect(204);
    const before = await openings(page);
    const started = performance.now();
    await server.http.post(opened).expect(204).expect('Cache-Control', 'no-store');
    expect(performance.now() - started).toBeGreaterThanOrEqual(OVER_LIMIT_PAUSE_MS - 5);
    expect(await openings(page)).toEqual(before);
    expect((await openedEmails()).filter((mail) => mail.text?.includes('Lia'))).toHaveLength(1);
  });

  it('the e-mail link turns the e-mail off after a confirmation, and a forged link is refused in Portuguese', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Ulla', lovedName: 'Vitor' });
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    const mail = (await openedEmails()).find((m) => m.text?.includes('Ulla'))!;
    const link = turnOffLink(mail.text!);
    expect(link.pathname).toBe(`/aviso-de-abertura/${page.id}/desligar`);

    const asked = await server.http.get(link.pathname + link.search).expect(200);
    expect(asked.text).toContain('Quer deixar de receber o aviso');
    const done = await server.http.post(link.pathname + link.search).expect(200);
    expect(done.text).toContain('Pronto! Você não vai mais receber');
    const again = await server.http.post(link.pathname + link.search).expect(200);
    expect(again.text).toContain('já estava desligado');

    const other = await buyPage(server, [photo], { yourName: 'Xavi', lovedName: 'Yara' });
    const forged = await server.http.post(`/aviso-de-abertura/${other.id}/desligar${link.search}`).expect(403);
    expect(forged.text).toContain('Este link não é válido');
    await server.http.get(`/aviso-de-abertura/${other.id}/desligar`).expect(403);
    await server.http.get(`/aviso-de-abertura/${other.id}/desligar?token=${page.token}`).expect(403);
  });

  it('takes a link for one page only: the other page still gets its e-mail', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Zeca', lovedName: 'Alba' });
    const first = await buyPage(server, [photo], { yourName: 'Bela', lovedName: 'Caio' });
    await server.http.post(`/api/${first.slug}/${first.id}/opened`).expect(204);
    const link = turnOffLink((await openedEmails()).find((m) => m.text?.includes('Bela'))!.text!);
    const token = link.searchParams.get('token')!;
    // A token is for one page only.
    await server.http.post(`/aviso-de-abertura/${page.id}/desligar?token=${encodeURIComponent(token)}`).expect(403);
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    expect((await openedEmails()).filter((m) => m.text?.includes('Zeca'))).toHaveLength(1);
  });
});
