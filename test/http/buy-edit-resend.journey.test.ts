import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../support/http/test-server.js';
import { validCreateForm, withForm } from '../support/http/forms.js';

/**
 * The whole life of a page through the HTTP API only, as a buyer, the recipient and the owner meet it:
 * create → demo checkout → approve → e-mail in the outbox → public page → edit with the e-mailed link → resend.
 */
describe('a page bought on the demo checkout, e-mailed, viewed, edited and re-sent', () => {
  let server: TestServer;
  let photo: Buffer;

  beforeAll(async () => {
    server = await startTestServer();
    photo = await jpegImage(1200, 900);
  });
  afterAll(() => server.close());

  it('goes from the form to an edited page and a second e-mail', async () => {
    const created = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo, photo]).expect(201);
    const initPoint: string = created.body.init_point;
    expect(initPoint).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/checkout/demo/[a-z0-9]{16}$`));
    const id = initPoint.split('/').pop()!;

    const checkout = await server.http.get(new URL(initPoint).pathname).expect(200);
    expect(checkout.text).toContain('Pagamento de demonstração');
    expect(checkout.text).toContain('Plano Pra Sempre');
    expect(checkout.text).toContain('R$\u00a016,00');
    expect(checkout.text).toContain('Aprovar pagamento');
    expect(checkout.text).toContain('Recusar pagamento');

    expect((await server.http.get(`/api/payment-status/${id}`).expect(200)).body).toEqual({ status: 'pending' });
    expect(await server.outbox()).toHaveLength(0);
    await server.http.get(`/api/ana-julia-e-joao/${id}`).expect(404);

    const approved = await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    expect(approved.headers.location).toBe(`/pagamento/${id}`);
    expect((await server.http.get(`/api/payment-status/${id}`).expect(200)).body).toEqual({
      status: 'approved',
      path: `/ana-julia-e-joao/${id}`,
    });

    // Approving twice (a repeated notification) changes nothing and sends nothing more.
    await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
    const mails = await server.outbox();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ana@example.com');
    const publicUrl = `${TEST_PUBLIC_URL}/ana-julia-e-joao/${id}`;
    expect(mail.text).toContain(publicUrl);
    const editUrl = new RegExp(`${TEST_PUBLIC_URL}/update/${id}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text ?? '');
    expect(editUrl).not.toBeNull();
    const token = editUrl![1]!;
    expect(mail.attachments.some((a) => a.contentType === 'image/png' && a.cid)).toBe(true);

    // The public page, found through the e-mailed link, without the buyer's e-mail.
    const page = await server.http.get(`/api${new URL(publicUrl).pathname}`).expect(200);
    expect(page.body).toMatchObject({ id, yourName: 'Ana Júlia', lovedName: 'João', plan: 'premium', datingSince: '2021-06-12T20:30' });
    expect(JSON.stringify(page.body)).not.toContain('ana@example.com');
    expect(page.body.photos).toHaveLength(2);
    const firstPhoto = await server.http.get(`/api${page.body.photos[0]}`).expect(200);
    expect(firstPhoto.headers['content-type']).toBe('image/webp');
    // The SPA answers the public address itself.
    await server.http.get(new URL(publicUrl).pathname).expect(200);

    // The owner edits through the e-mailed link: the token opens the record, and only the token.
    await server.http.get(`/api/update/${id}`).expect(401);
    const record = await server.http.get(`/api/update/${id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(record.body.message).toBe('Cada dia ao seu lado é o meu favorito.');

    const removed = page.body.photos[0] as string;
    const edited = await withForm(
      server.http.put(`/api/update/${id}`).set('Authorization', `Bearer ${token}`),
      { message: 'Mensagem nova', datingSince: '2021-06-13', youtube: '', removedPhotos: JSON.stringify([removed]) },
      [photo],
    ).expect(200);
    expect(edited.body).toMatchObject({ message: 'Mensagem nova', datingSince: '2021-06-13', youtube: null, yourName: 'Ana Júlia' });
    expect(edited.body.photos).toHaveLength(2);
    expect(edited.body.photos).not.toContain(removed);
    await server.http.get(`/api${removed}`).expect(404);
    // Two photos, each with its 480, 720 and 1080 px widths; the removed one's went with it.
    expect(await server.uploadedFiles()).toHaveLength(8);

    // Resend: the same answer, and a second e-mail with the same links.
    const resent = await server.http.post('/api/resend-qrcode').send({ email: 'ANA@example.com ' }).expect(202);
    expect(resent.body.success).toBe(true);
    await expect.poll(async () => (await server.outbox()).length).toBe(2);
    const second = (await server.outbox()).find((m) => m.messageId !== mail.messageId)!;
    expect(second.text).toContain(publicUrl);
    expect(second.text).toContain(`token=${token}`);
  });
});
