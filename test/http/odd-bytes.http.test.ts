import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

/** What scanners and broken clients send, each where a person types text. */
const ODD = {
  NUL: '\u0000',
  'a C0 control (ESC)': '\u001b',
  DEL: '\u007f',
  'a C1 control (NEL)': '\u0085',
  'the line separator U+2028': '\u2028',
} as const;

/** The sentences a refusal may carry: the field's own, or the address's, never the generic failure. */
const INVISIBLE_CHARACTER = /tem um caractere invisível que não pode ser usado/;

let server: TestServer;
let photo: Buffer;
let page: BoughtPage;

beforeAll(async () => {
  server = await startTestServer();
  photo = await jpegImage(64, 64);
  page = await buyPage(server, [photo]);
});
afterAll(() => server.close());

const incoming = () => readdir(server.runtime.paths.incoming).catch(() => []);

/** Answers 400 with a Portuguese sentence, and the request changed nothing: no row, no photo file, no staged upload. */
async function refusedWithNothingWritten(send: () => Test, sentence: RegExp = INVISIBLE_CHARACTER): Promise<void> {
  const rows = await server.memoryCount();
  const files = await server.uploadedFiles();
  const response = await send();
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.error).toMatch(sentence);
  expect(await server.memoryCount()).toBe(rows);
  expect(await server.uploadedFiles()).toEqual(files);
  expect(await incoming()).toEqual([]);
}

describe.each(Object.entries(ODD))('%s', (_name, odd) => {
  it.each(['yourName', 'lovedName', 'datingSince', 'message', 'plan', 'youtube', 'email'] as const)(
    'in the order form\'s "%s": 400, and no order',
    async (field) => {
      const value = `${validCreateForm({ plan: 'premium' })[field]!.slice(0, 4)}${odd}${validCreateForm({ plan: 'premium' })[field]!.slice(4)}`;
      await refusedWithNothingWritten(() =>
        withForm(server.http.post('/api/create-payment'), validCreateForm({ plan: 'premium', [field]: value }), [photo]),
      );
    },
  );

  it.each(['message', 'datingSince', 'youtube', 'removedPhotos'] as const)('in the edit form\'s "%s": 400, and the page unchanged', async (field) => {
    const before = (await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200)).body;
    const fields = { message: 'Nova mensagem', datingSince: '2021-06-12', youtube: '', removedPhotos: '[]' };
    await refusedWithNothingWritten(() =>
      withForm(
        server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`),
        { ...fields, [field]: `${fields[field]}${odd}` },
        [photo],
      ),
    );
    const after = (await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200)).body;
    expect(after).toEqual(before);
  });

  it('in the address of "Reenviar QR Code": 400, not a 503 to retry, and no e-mail queued', async () => {
    const mails = (await server.outbox()).length;
    await refusedWithNothingWritten(() => server.http.post('/api/resend-qrcode').send({ email: `ana${odd}@example.com` }), /e-mail/i);
    expect((await server.outbox()).length).toBe(mails);
  });

  it('in "E-mail errado?": the new address or the key', async () => {
    await refusedWithNothingWritten(
      () => server.http.post(`/api/email-correction/${page.id}`).send({ email: `bia${odd}@example.com`, key: 'k' }),
      /e-mail/i,
    );
    await refusedWithNothingWritten(() => server.http.post(`/api/email-correction/${page.id}`).send({ email: 'bia@example.com', key: `k${odd}` }));
  });

  it("in a renewal's key, in its body or its address", async () => {
    await refusedWithNothingWritten(() => server.http.post(`/api/plan/${page.id}/renewal`).send({ chave: `c${odd}` }));
    await refusedWithNothingWritten(() => server.http.get(`/api/plan/${page.id}/summary?chave=${encodeURIComponent(`c${odd}`)}`));
  });

  it('in an id or a slug of an address: the public page, its opening, the edit page, the order status, the card', async () => {
    const bad = encodeURIComponent(`x${odd}`);
    for (const path of [
      `/api/${page.slug}/${bad}`,
      `/api/${bad}/${page.id}`,
      `/api/update/${bad}`,
      `/api/payment-status/${bad}`,
      `/api/plan/order/${bad}`,
      `/aviso-de-abertura/${bad}/desligar`,
    ]) {
      await refusedWithNothingWritten(() => server.http.get(path));
    }
    await refusedWithNothingWritten(() => server.http.post(`/api/${page.slug}/${bad}/opened`));
    await refusedWithNothingWritten(() => server.http.post(`/api/checkout/${bad}`));
  });
});

describe('a lone surrogate, which only JSON can carry (UTF-8 has no bytes for it: a form turns it into U+FFFD)', () => {
  const json = (body: string) => (test: Test) => test.set('Content-Type', 'application/json').send(body);

  it('is refused in the address of "Reenviar QR Code", in "E-mail errado?" and in a renewal\'s key', async () => {
    await refusedWithNothingWritten(() => json('{"email":"ana\\ud800@example.com"}')(server.http.post('/api/resend-qrcode')), /e-mail/i);
    await refusedWithNothingWritten(() => json('{"email":"bia@example.com","key":"k\\udc00"}')(server.http.post(`/api/email-correction/${page.id}`)));
    await refusedWithNothingWritten(() => json('{"chave":"\\ud800"}')(server.http.post(`/api/plan/${page.id}/renewal`)));
  });
});

describe('a multipart body that is not a well-formed form', () => {
  const boundary = 'limite-do-formulario';
  const malformed = [
    `--${boundary}`,
    'Content-Disposition form-data; name="message"',
    '',
    'Uma parte sem dois-pontos no cabeçalho',
    `--${boundary}--`,
    '',
  ].join('\r\n');

  it('is a 400 on the order form, and no order', async () => {
    await refusedWithNothingWritten(
      () => server.http.post('/api/create-payment').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(malformed),
      /incompleto ou corrompido/,
    );
  });

  it('is a 400 on the edit form, and the page unchanged', async () => {
    await refusedWithNothingWritten(
      () =>
        server.http
          .put(`/api/update/${page.id}`)
          .set('Authorization', `Bearer ${page.token}`)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(malformed),
      /incompleto ou corrompido/,
    );
  });
});

describe('text a person does type', () => {
  it('keeps its line breaks and tabs in the message, and its accents and emoji', async () => {
    const message = 'Primeira linha\r\nSegunda\tlinha com acentuação: João ❤️ 👩‍❤️‍👨';
    const created = await withForm(server.http.post('/api/create-payment'), validCreateForm({ message }), [photo]);
    expect(created.status).toBe(201);
  });
});
