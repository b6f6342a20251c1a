import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
  server.clock.set(new Date('2026-03-10T15:00:00.000Z'));
});
afterAll(() => server.close());

const JULY = { title: 'Abra quando sentir saudade', text: 'Você é o meu lugar preferido.', opensOn: '2026-07-12' };
const CHRISTMAS = { title: 'Nosso primeiro Natal', text: 'Que venham muitos.', opensOn: '2026-12-25' };

const order = (form: CreateForm) => withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form) }, [photo]);
const ownedLetters = (page: BoughtPage) => server.http.get(`/api/update/${page.id}/letters`).set('Authorization', `Bearer ${page.token}`);

describe('POST /api/create-payment with "Cartas para o futuro"', () => {
  it('stores the letters written with a Pra Sempre order: the owner finds them on the edit page, sealed', async () => {
    const page = await buyPage(server, [photo], { plan: 'premium', letters: JSON.stringify([CHRISTMAS, JULY]) });
    const owned = await ownedLetters(page).expect(200);
    expect(owned.body.letters).toEqual([
      { id: expect.any(String), ...JULY, open: false, openedAt: null },
      { id: expect.any(String), ...CHRISTMAS, open: false, openedAt: null },
    ]);
  });

  it('an empty list asks for nothing', async () => {
    const page = await buyPage(server, [photo], { plan: 'premium', letters: '[]' });
    await expect(ownedLetters(page).expect(200)).resolves.toMatchObject({ body: { letters: [] } });
  });

  it.each([
    [
      'thirteen letters',
      { plan: 'premium', letters: JSON.stringify(Array.from({ length: 13 }, () => JULY)) },
      400,
      { code: 'request.invalid', error: 'O campo "Cartas para o futuro" é longo demais.', field: 'letters' },
    ],
    [
      'a letter on the basic plan',
      { plan: 'basic', letters: JSON.stringify([JULY]) },
      403,
      { code: 'letters.not-on-plan', error: 'Cartas para o futuro fazem parte do Plano Pra Sempre.' },
    ],
    [
      'a day in the past',
      { plan: 'premium', letters: JSON.stringify([JULY, { ...CHRISTMAS, opensOn: '2026-03-01' }]) },
      400,
      { code: 'letters.day-out-of-range', error: 'A carta deve abrir a partir de amanhã e até cinco anos à frente.' },
    ],
    [
      'letters that are not JSON',
      { plan: 'premium', letters: '[{"title": "Abra quando' },
      400,
      { code: 'request.invalid', error: 'O campo "Cartas para o futuro" é inválido.', field: 'letters' },
    ],
  ] as const)('refuses %s in Portuguese and stores nothing of the order', async (_, form, status, body) => {
    const pagesBefore = await server.memoryCount();
    const filesBefore = await server.uploadedFiles();
    const refused = await order(form).expect(status);
    expect(refused.body).toMatchObject(body);
    expect(await server.memoryCount()).toBe(pagesBefore);
    expect(await server.uploadedFiles()).toEqual(filesBefore);
  });
});
