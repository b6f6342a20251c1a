import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, TEST_PUBLIC_URL, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

// The test server's clock: 10 March 2026, 12:00 in São Paulo. The page opens on 12 June at 00:00 (03:00 UTC).
const REVEAL_FIELD = '2026-06-12T00:00';
const REVEAL = '2026-06-12T03:00:00.000Z';
const MESSAGE = 'Uma mensagem guardada para o dia certo';

let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

interface SealedPage {
  readonly id: string;
  readonly slug: string;
  readonly token: string;
  /** Every stored file of the page: each photo and its widths. */
  readonly files: readonly string[];
}

async function buySealedPage(form: CreateForm): Promise<SealedPage> {
  const fields = { ...validCreateForm({ message: MESSAGE, ...form }), revealAt: REVEAL_FIELD };
  const created = await withForm(server.http.post('/api/create-payment'), fields, [photo, photo]).expect(201);
  const id = (created.body.init_point as string).split('/').pop()!;
  await server.http.post(`/checkout/demo/${id}/approve`).expect(303);
  const status = await server.http.get(`/api/payment-status/${id}`).expect(200);
  const slug = (status.body.path as string).split('/')[1]!;
  const link = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]+)`);
  const token = (await server.outbox()).map((mail) => link.exec(mail.text ?? '')?.[1]).find((found) => found !== undefined)!;
  const files = (await server.uploadedFiles()).filter((file) => file.startsWith(`${id}/`)).map((file) => `/api/uploads/${file}`);
  return { id, slug, token, files };
}

/** The photo preview cookie GET /api/update/{id} gives the owner's browser, as `name=value`. */
async function ownerCookie(page: SealedPage): Promise<string> {
  const owned = await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200);
  const cookie = ([] as string[]).concat(owned.headers['set-cookie'] ?? []).find((line) => line.startsWith('memories_photo_preview='));
  expect(cookie).toMatch(new RegExp(`path=/api/uploads/${page.id}/; .*httponly`, 'i'));
  return cookie!.split(';')[0]!;
}

const openedEmails = async () => (await server.outbox()).filter((mail) => mail.subject?.startsWith('A surpresa foi aberta!'));

describe('a page with a reveal date (issue: a page that opens on the day)', () => {
  it('gives away nothing personal before the day through any address, and everything from the reveal instant on', async () => {
    const page = await buySealedPage({ yourName: 'Rosa', lovedName: 'Tiago', plan: 'premium' });
    expect(page.files.length).toBeGreaterThanOrEqual(6);

    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body).toEqual({
      id: page.id,
      slug: page.slug,
      yourName: 'Rosa',
      lovedName: 'Tiago',
      plan: 'premium',
      opensAt: REVEAL,
      palette: 'rose',
      fallingEmoji: 'hearts',
      revealStyle: 'tap',
    });

    const html = (await server.http.get(`/${page.slug}/${page.id}`).expect(200)).text;
    expect(html).toContain('Abre em 12/06 às 00:00');
    expect(html).not.toContain(MESSAGE);
    expect(html).not.toContain('Juntos desde');
    expect(html).not.toContain('/uploads/');
    expect(html).toContain(`content="${TEST_PUBLIC_URL}/api/preview/generic.png"`);

    for (const file of page.files) await server.http.get(file).expect(404);
    const generic = await server.http.get('/api/preview/generic.png').buffer(true).expect(200);
    const preview = await server.http.get(`/api/preview/${page.slug}/${page.id}/whatever.png`).buffer(true).expect(200);
    expect(Buffer.compare(preview.body as Buffer, generic.body as Buffer)).toBe(0);

    // The opening before the day counts nothing and announces nothing.
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    expect(await openedEmails()).toHaveLength(0);

    server.clock.set(REVEAL);
    try {
      const open = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
      expect(open.body).toMatchObject({ message: MESSAGE, opensAt: null });
      expect(open.body.photos).toHaveLength(2);
      for (const file of page.files) expect((await server.http.get(file).expect(200)).headers['cache-control']).toBe('public, no-cache');
      await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
      expect(await openedEmails()).toHaveLength(1);
    } finally {
      server.clock.set('2026-03-10T15:00:00.000Z');
    }
  });

  it('shows the owner’s browser the photos before the day, privately; a forged or another page’s key shows nothing', async () => {
    const page = await buySealedPage({ yourName: 'Sara', lovedName: 'Ubiratan' });
    const cookie = await ownerCookie(page);
    for (const file of page.files) {
      const answer = await server.http.get(file).set('Cookie', cookie).expect(200);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    await server.http.get(page.files[0]!).set('Cookie', 'memories_photo_preview=forjada').expect(404);
    const other = await buySealedPage({ yourName: 'Vera', lovedName: 'Wagner' });
    await server.http
      .get(page.files[0]!)
      .set('Cookie', await ownerCookie(other))
      .expect(404);
    // The owner's record holds the whole page and the date as the form shows it.
    const owned = await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200);
    expect(owned.body).toMatchObject({ message: MESSAGE, revealAt: REVEAL_FIELD, opensAt: REVEAL });
  });

  it('lets the card and the status image be downloaded before the day, to give the gift', async () => {
    const page = await buySealedPage({ yourName: 'Yara', lovedName: 'Zeca' });
    const links = (await server.http.get(`/api/share-card/${page.id}/links`).set('Authorization', `Bearer ${page.token}`).expect(200)).body;
    for (const url of [links.cards.a6, links.cards.story] as string[]) await server.http.get(url.replace(TEST_PUBLIC_URL, '')).expect(200);
  });

  it('lets the owner move or remove the date before the day, and refuses a date out of range in Portuguese', async () => {
    const page = await buySealedPage({ yourName: 'Alice', lovedName: 'Bruno' });
    const edit = (revealAt: string) =>
      withForm(server.http.put(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`), {
        message: MESSAGE,
        datingSince: '2021-06-12',
        youtube: '',
        revealAt,
      });
    const refused = await edit('2026-03-10T18:00').expect(400);
    expect(refused.body).toMatchObject({
      code: 'memory.reveal-date-out-of-range',
      error: 'A data de abertura deve ser a partir de amanhã e até um ano à frente.',
    });
    expect((await edit('2026-07-01T20:00').expect(200)).body).toMatchObject({ revealAt: '2026-07-01T20:00', opensAt: '2026-07-01T23:00:00.000Z' });
    expect((await edit('').expect(200)).body).toMatchObject({ revealAt: null, opensAt: null });
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body).toMatchObject({ message: MESSAGE, opensAt: null });
  });

  it.each([
    ['2026-03-10T20:00', 'memory.reveal-date-out-of-range', 'A data de abertura deve ser a partir de amanhã e até um ano à frente.'],
    ['2027-03-11T00:00', 'memory.reveal-date-out-of-range', 'A data de abertura deve ser a partir de amanhã e até um ano à frente.'],
    ['2026-02-30T10:00', 'memory.reveal-date-invalid', 'Data de abertura inválida: escolha um dia e um horário que existam.'],
  ])('refuses an order opening on %s before anything is stored', async (revealAt, code, error) => {
    const [rows, files] = [await server.memoryCount(), (await server.uploadedFiles()).length];
    const answer = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm(), revealAt }, [photo]).expect(400);
    expect(answer.body).toMatchObject({ code, error });
    expect(await server.memoryCount()).toBe(rows);
    expect(await server.uploadedFiles()).toHaveLength(files);
  });
});
