import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverOnTheDay } from '../../src/application/delivery/deliver-on-the-day.js';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

/** 12 June 2026, midnight in Brasília: the reveal date of the pages below (the server's clock is at 10 March). */
const REVEAL = new Date('2026-06-12T03:00:00.000Z');

const getDelivery = (page: BoughtPage, token = page.token) =>
  server.http.get(`/api/update/${page.id}/delivery`).set('Authorization', `Bearer ${token}`);
const putDelivery = (page: BoughtPage, to: unknown, token = page.token) =>
  server.http.put(`/api/update/${page.id}/delivery`).set('Authorization', `Bearer ${token}`).send({ to });

describe('/api/update/{id}/delivery: the delivery on the day, on the edit page', () => {
  it('is asked for, readdressed and cancelled by the owner, the address shown masked and never whole', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Théo', revealAt: '2026-06-12T00:00' });

    await expect(getDelivery(page).expect(200)).resolves.toMatchObject({ body: { status: 'none', to: null, sentAt: null } });
    const asked = await putDelivery(page, '  Theo.Silva@Example.com ').expect(200);
    expect(asked.body).toEqual({ status: 'scheduled', to: 't•••@example.com', sentAt: null });
    expect(asked.headers['cache-control']).toBe('no-store');
    await expect(putDelivery(page, 'bia@example.com').expect(200)).resolves.toMatchObject({ body: { status: 'scheduled', to: 'b•••@example.com' } });
    await expect(putDelivery(page, null).expect(200)).resolves.toMatchObject({ body: { status: 'cancelled', to: 'b•••@example.com' } });
    await expect(putDelivery(page, 'theo.silva@example.com').expect(200)).resolves.toMatchObject({ body: { status: 'scheduled' } });

    // Nothing a visitor reads carries the address: the page's JSON, its HTML.
    const visitor = [await server.http.get(`/api/${page.slug}/${page.id}`).expect(200), await server.http.get(`/${page.slug}/${page.id}`)];
    for (const answer of visitor) expect(JSON.stringify(answer.body) + (answer.text ?? '')).not.toMatch(/theo\.silva|bia@/i);
  });

  it('refuses in Portuguese an address that is not one, a page without a reveal date, and anyone without the edit link', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', revealAt: '2026-06-12T00:00' });
    const plain = await buyPage(server, [photo], { yourName: 'Ivo', lovedName: 'Gal' });

    const invalid = await putDelivery(page, 'rui@').expect(400);
    expect(invalid.body).toEqual({
      code: 'delivery.email-invalid',
      error: 'E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).',
    });
    const noDate = await putDelivery(plain, 'gal@example.com').expect(400);
    expect(noDate.body).toEqual({
      code: 'delivery.needs-reveal-date',
      error: 'Para entregar no dia, escolha primeiro a data de abertura da página.',
    });
    await putDelivery(page, 'rui@example.com', 'not-the-token').expect(403);
    await server.http.put(`/api/update/${page.id}/delivery`).send({ to: 'rui@example.com' }).expect(401);
    await putDelivery(page, 42).expect(400);

    await expect(getDelivery(page).expect(200)).resolves.toMatchObject({ body: { status: 'none' } });
    await expect(getDelivery(plain).expect(200)).resolves.toMatchObject({ body: { status: 'none' } });
  });

  it('goes out at the instant the page opens, once, and can be changed no more', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Ana', lovedName: 'Caio', revealAt: '2026-06-12T00:00' });
    await putDelivery(page, 'caio@example.com').expect(200);
    const deliver = async () => {
      await server.runtime.container.get(DeliverOnTheDay).execute();
      await server.runtime.container.get(DeliverQueuedEmails).execute();
    };
    const arrived = async () => (await server.outbox()).filter((mail) => (mail.to as { text: string }).text === 'caio@example.com');

    server.clock.set(new Date(REVEAL.getTime() - 1));
    await deliver();
    expect(await arrived()).toEqual([]);

    server.clock.set(REVEAL);
    await deliver();
    await deliver();
    const [mail, ...more] = await arrived();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Chegou a hora: Ana preparou uma surpresa para você');
    expect(mail!.text).toContain(`/${page.slug}/${page.id}`);
    expect(mail!.text).not.toContain('/update/');
    expect(mail!.attachments.map((attachment) => attachment.contentType)).toEqual(['image/png', 'image/png']);
    await expect(getDelivery(page).expect(200)).resolves.toMatchObject({ body: { status: 'sent', sentAt: REVEAL.toISOString() } });

    const late = await putDelivery(page, null).expect(409);
    expect(late.body).toEqual({ code: 'delivery.too-late', error: 'A página já abriu: a entrega não pode mais ser mudada.' });
  });
});

describe('POST /api/create-payment with "E-mail de quem vai receber"', () => {
  beforeAll(() => server.clock.set(new Date('2026-03-10T15:00:00.000Z')));
  const order = (form: CreateForm) => withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form) }, [photo]);

  it('asks for the delivery with the order: the owner finds it scheduled, the address masked', async () => {
    const page = await buyPage(server, [photo], {
      yourName: 'Bia',
      lovedName: 'Davi',
      revealAt: '2026-06-12T00:00',
      recipientEmail: ' Davi@Example.com ',
    });
    await expect(getDelivery(page).expect(200)).resolves.toMatchObject({ body: { status: 'scheduled', to: 'd•••@example.com' } });
  });

  it('an empty field asks for nothing', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Bia', lovedName: 'Davi', revealAt: '2026-06-12T00:00', recipientEmail: '' });
    await expect(getDelivery(page).expect(200)).resolves.toMatchObject({ body: { status: 'none' } });
  });

  it('refuses in Portuguese a bad address or one without a reveal date, and stores nothing of the order', async () => {
    const pagesBefore = await server.memoryCount();
    const filesBefore = await server.uploadedFiles();
    const invalid = await order({ revealAt: '2026-06-12T00:00', recipientEmail: 'davi@' }).expect(400);
    expect(invalid.body).toEqual({
      code: 'delivery.email-invalid',
      error: 'E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).',
    });
    const noDate = await order({ recipientEmail: 'davi@example.com' }).expect(400);
    expect(noDate.body).toMatchObject({ code: 'delivery.needs-reveal-date' });
    expect(await server.memoryCount()).toBe(pagesBefore);
    expect(await server.uploadedFiles()).toEqual(filesBefore);
  });
});
