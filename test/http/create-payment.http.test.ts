import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakePaymentGateway } from '../support/fakes/fake-payment-gateway.js';
import { jpegImage } from '../support/test-images.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(640, 480);
});

describe('POST /api/create-payment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  afterEach(async () => {
    // Every rejected request in this suite must leave nothing behind.
    expect(await server.memoryCount()).toBe(0);
    expect(await server.uploadedFiles()).toEqual([]);
  });

  const create = (form: CreateForm, photos: Buffer[] = [photo]) => withForm(server.http.post('/api/create-payment'), { ...form }, photos);

  // Spec section 5 and 8: each rule's answer, in Portuguese, with nothing stored.
  it.each<[string, CreateForm, number, string, string]>([
    ['missing your name', { yourName: '' }, 0, 'memory.name-required', 'Nome é obrigatório'],
    ['a name that is only markup', { lovedName: '<b></b>' }, 0, 'memory.name-required', 'Nome é obrigatório'],
    ['a name that is only emoji', { lovedName: '😍❤️' }, 0, 'memory.name-emoji-only', 'Emojis e símbolos ficam de fora dos nomes'],
    ['a one-letter name', { yourName: 'A' }, 0, 'memory.name-too-short', 'Nome muito curto'],
    ['a name of 53 characters, never cut', { lovedName: 'João '.repeat(10) + 'Bia' }, 0, 'memory.name-too-long', 'tem 3 caracteres a mais'],
    ['an impossible date', { datingSince: '2023-02-30' }, 0, 'memory.dating-since-invalid', 'Data de início inválida'],
    ['a date in the future', { datingSince: '2026-03-11' }, 0, 'memory.dating-since-in-future', 'não pode estar no futuro'],
    ['no message', { message: '   ' }, 0, 'memory.message-required', 'Mensagem é obrigatória'],
    ['a bad e-mail', { email: 'ana@example' }, 0, 'memory.email-invalid', 'Por favor, insira um e-mail válido!'],
    ['an e-mail with a space', { email: 'ana @example.com' }, 0, 'memory.email-invalid', 'Por favor, insira um e-mail válido!'],
    ['a premium music link that is not YouTube', { youtube: 'https://vimeo.com/123' }, 0, 'memory.youtube-invalid', 'Link do YouTube inválido'],
    ['no photo', {}, -1, 'memory.photo-required', 'Por favor, selecione pelo menos uma foto!'],
    ['two photos on the basic plan', { plan: 'basic' }, 2, 'memory.photo-limit-exceeded', 'Plano Anual permite no máximo 1 foto(s).'],
    ['four photos on premium', {}, 4, 'memory.photo-limit-exceeded', 'Plano Pra Sempre permite no máximo 3 foto(s).'],
  ])('rejects %s with 400 and a Portuguese error', async (_name, overrides, photoCount, code, message) => {
    const photos = photoCount === -1 ? [] : Array.from({ length: photoCount || 1 }, () => photo);
    const response = await create(validCreateForm(overrides), photos).expect(400);
    expect(response.body.code).toBe(code);
    expect(response.body.error).toContain(message);
  });

  it('names the field that is missing entirely', async () => {
    const { email: _omitted, ...withoutEmail } = validCreateForm();
    const response = await create(withoutEmail).expect(400);
    expect(response.body).toMatchObject({ code: 'memory.email-invalid' });
    const { yourName: _name, ...withoutName } = validCreateForm();
    expect((await create(withoutName).expect(400)).body).toMatchObject({ code: 'memory.name-required', field: 'yourName' });
  });

  // Absent, the plan is basic (spec); a value that names no plan is a mistake, not a cheaper page.
  it.each(['gold', 'PREMIUM', 'toString'])('refuses the unknown plan %j with 400 naming the field', async (plan) => {
    const response = await create(validCreateForm({ plan })).expect(400);
    expect(response.body).toEqual({ error: 'O campo "Plano" é inválido.', code: 'request.invalid', field: 'plan' });
  });

  it('rejects a file that is not an image, whatever it claims to be', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const response = await create(validCreateForm(), [photo, fake]).expect(400);
    expect(response.body.code).toBe('photo.invalid-image');
    expect(response.body.error).toMatch(/não é uma imagem válida/);
  });

  it('rejects a photo over the size limit with 413', async () => {
    const small = await startTestServer({ env: { PHOTO_MAX_BYTES: String(photo.length - 1) } });
    try {
      const response = await withForm(small.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(413);
      expect(response.body).toMatchObject({ code: 'photo.too-large' });
      expect(await small.memoryCount()).toBe(0);
      expect(await small.uploadedFiles()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('rejects an oversized text field and a form that is not multipart', async () => {
    const long = await create(validCreateForm({ message: 'x'.repeat(70 * 1024) })).expect(413);
    expect(long.body.code).toBe('request.too-large');
    const json = await server.http.post('/api/create-payment').send(validCreateForm()).expect(415);
    expect(json.body.code).toBe('request.invalid');
  });
});

describe('POST /api/create-payment when the payment provider fails', () => {
  it('answers with the generic Portuguese error and leaves no row and no file', async () => {
    const gateway = new FakePaymentGateway();
    gateway.failWith = new Error('connect ECONNREFUSED api.payments.internal:443 token=APP_USR-secret');
    const server = await startTestServer({ overrides: { paymentGateway: gateway } });
    try {
      const response = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo, photo]).expect(500);
      expect(response.body).toEqual({ error: 'Erro ao processar. Tente novamente.', code: 'internal' });
      expect(response.text).not.toContain('ECONNREFUSED');
      expect(response.text).not.toContain('APP_USR');
      expect(await server.memoryCount()).toBe(0);
      expect(await server.uploadedFiles()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('POST /api/create-payment on success', () => {
  it('stores a pending page with its photos re-encoded and answers init_point', async () => {
    const server = await startTestServer();
    try {
      const response = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ plan: undefined }) }, [photo]).expect(201);
      expect(Object.keys(response.body)).toEqual(['init_point', 'memory_id', 'email_correction_key']);
      expect(await server.memoryCount()).toBe(1);
      const files = (await server.uploadedFiles()).sort();
      // The photo, and its 1080, 480 and 720 px widths beside it (sorted by name).
      expect(files).toHaveLength(4);
      expect(files[0]).toMatch(/^[a-z0-9]{16}\/[a-f0-9]{16,}-1080\.webp$/);
      expect(files.map((file) => file.replace(/-(480|720|1080)\.webp$/, '.webp'))).toEqual(Array(4).fill(files[3]));
      expect(files[3]).toMatch(/^[a-z0-9]{16}\/[a-f0-9]{16,}\.webp$/);
      const id = (response.body.init_point as string).split('/').pop()!;
      // Without a plan the page is basic: priced as basic on the checkout, and its music link was dropped.
      const checkout = await server.http.get(`/checkout/demo/${id}`).expect(200);
      expect(checkout.text).toContain('Plano Anual');
      expect(checkout.text).toContain('R$\u00a012,00');
    } finally {
      await server.close();
    }
  });
});
