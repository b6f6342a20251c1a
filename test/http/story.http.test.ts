import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

// The test server's clock: 10 March 2026, 12:00 in São Paulo.
let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

const STORY = [
  { date: '2023-12-24', time: '23:50', title: 'Natal na praia', line: 'Fogos de longe.' },
  { date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' },
];

/** Rows and stored files: what a refused order must leave as it found them. */
async function pagesStored(): Promise<[number, number]> {
  return [await server.memoryCount(), (await server.uploadedFiles()).length];
}

async function buy(story: unknown): Promise<{ id: string; slug: string; token: string }> {
  const fields = { ...validCreateForm({ plan: 'premium' }), story: JSON.stringify(story) };
  const created = await withForm(server.http.post('/api/create-payment'), fields, [photo]).expect(201);
  const id = (created.body.init_point as string).split('/').pop()!;
  await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
  const slug = ((await server.http.get(`/api/payment-status/${id}`).expect(200)).body.path as string).split('/')[1]!;
  const link = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]+)`);
  const token = (await server.outbox()).map((mail) => link.exec(mail.text ?? '')?.[1]).find((found) => found !== undefined)!;
  return { id, slug, token };
}

describe('Nossa história through the API', () => {
  it('stores the moments of a Pra Sempre order and the page answers them in date order', async () => {
    const page = await buy(STORY);
    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body.story).toEqual([STORY[1], STORY[0]]);
  });

  it.each([
    [
      'a basic order with moments',
      { plan: 'basic', youtube: '', story: JSON.stringify(STORY) },
      'story.not-in-plan',
      '"Nossa história" faz parte do plano Pra Sempre.',
    ],
    [
      'nine moments',
      { story: JSON.stringify(Array.from({ length: 9 }, (_, i) => ({ date: `201${i}-01-01`, title: 'Um momento' }))) },
      'story.too-many-moments',
      '"Nossa história" pode ter no máximo 8 momentos.',
    ],
    [
      'a title of 61 characters',
      { story: JSON.stringify([STORY[0], { date: '2022-01-01', title: 'a'.repeat(61) }]) },
      'story.moment-title-too-long',
      'Momento 2 de "Nossa história": o título pode ter no máximo 60 caracteres.',
    ],
    [
      'a day that does not exist',
      { story: JSON.stringify([{ date: '2023-02-30', title: 'Um momento' }]) },
      'story.moment-date-invalid',
      'Momento 1 de "Nossa história": informe uma data que exista.',
    ],
    ['a field that is not JSON', { story: '[{' }, 'request.invalid', 'O campo "Nossa história" é inválido.'],
    [
      'a moment without a title field',
      { story: JSON.stringify([{ date: '2022-01-01' }]) },
      'request.invalid',
      'O campo "Nossa história" é inválido.',
    ],
    [
      'a control character in a line',
      { story: JSON.stringify([{ date: '2022-01-01', title: 'Oi', line: 'a\u0000b' }]) },
      'text.control-character',
      'O campo "Texto do momento" tem um caractere invisível',
    ],
  ])('refuses %s with a Portuguese 400 and stores nothing', async (_, overrides, code, sentence) => {
    const before = await pagesStored();
    const answer = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ plan: 'premium' }), ...overrides }, [photo]).expect(
      400,
    );
    expect(answer.body.code).toBe(code);
    expect(answer.body.error).toContain(sentence);
    expect(await pagesStored()).toEqual(before);
  });

  it('the owner edits the moments; a bad one is refused in Portuguese and the page keeps what it had', async () => {
    const page = await buy(STORY);
    const put = (story: string) =>
      withForm(server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`), {
        message: 'Nova mensagem',
        datingSince: '2021-06-12T20:30',
        youtube: '',
        story,
      });
    const refused = await put(JSON.stringify([{ date: '2027-01-01', title: 'Amanhã' }])).expect(400);
    expect(refused.body).toMatchObject({
      code: 'story.moment-date-in-future',
      error: 'Momento 1 de "Nossa história": a data não pode estar no futuro.',
    });
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.story).toHaveLength(2);

    const saved = await put(JSON.stringify([{ date: '2020-02-29', time: '10:00', title: ' Um <b>dia</b> raro ', line: null }])).expect(200);
    expect(saved.body.story).toEqual([{ date: '2020-02-29', time: '10:00', title: 'Um dia raro', line: '' }]);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.story).toEqual(saved.body.story);
  });
});
