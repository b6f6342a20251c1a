import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

/** The server's clock starts on 10 March 2026; the letter opens on 12 July, midnight in São Paulo. */
const START = new Date('2026-03-10T15:00:00.000Z');
const DAY = new Date('2026-07-12T03:00:00.000Z');
const SECRET_TEXT = 'Segredo guardado até julho: você é o meu lugar preferido.';
const LETTER = { title: 'Abra quando sentir saudade', text: SECRET_TEXT, opensOn: '2026-07-12' };

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });
const writeLetter = (page: BoughtPage, body: object) => server.http.post(`/api/update/${page.id}/letters`).set(owner(page)).send(body);
const openLetter = (page: BoughtPage, letterId: string) => server.http.post(`/api/${page.slug}/${page.id}/letters/${letterId}/open`);

/** Everything a visitor can read of a page, as one text: its JSON, its HTML, its letters' envelopes, its preview image's address. */
async function whatVisitorsRead(page: BoughtPage): Promise<string> {
  const answers = await Promise.all([
    server.http.get(`/api/${page.slug}/${page.id}`),
    server.http.get(`/${page.slug}/${page.id}`),
    server.http.get(`/api/${page.slug}/${page.id}/letters`),
  ]);
  return answers.map((answer) => JSON.stringify(answer.body) + (answer.text ?? '')).join('\n');
}

describe('letters for the future over HTTP', () => {
  it('keeps a letter’s text from every visitor’s address until its day, then opens it and tells the buyer once', async () => {
    server.clock.set(START);
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Théo', plan: 'premium' });
    const written = await writeLetter(page, LETTER).expect(201);
    expect(written.body).toEqual({ id: expect.any(String), ...LETTER, open: false, openedAt: null });
    const letterId = written.body.id as string;

    // Before its day: the envelope and its day, never the text, however it is asked for.
    expect(await whatVisitorsRead(page)).not.toContain(SECRET_TEXT);
    const envelopes = await server.http.get(`/api/${page.slug}/${page.id}/letters`).expect(200);
    expect(envelopes.body).toEqual({ letters: [{ id: letterId, title: LETTER.title, opensOn: LETTER.opensOn, open: false }] });
    expect(envelopes.headers['cache-control']).toBe('no-store');
    server.clock.set(new Date(DAY.getTime() - 1));
    const sealed = await openLetter(page, letterId).expect(403);
    expect(sealed.body).toEqual({ code: 'letters.sealed', error: 'Esta carta ainda está fechada: ela abre no dia marcado no envelope.' });
    expect(JSON.stringify(sealed.body)).not.toContain(SECRET_TEXT);
    await openLetter({ ...page, slug: 'outro-endereco' }, letterId).expect(404);

    // The owner reads it before its day, and that is nobody's opening.
    const preview = await openLetter(page, letterId).set(owner(page)).expect(200);
    expect(preview.body.text).toBe(SECRET_TEXT);

    server.clock.set(DAY);
    const opened = await openLetter(page, letterId).expect(200);
    expect(opened.body).toEqual({ id: letterId, title: LETTER.title, opensOn: LETTER.opensOn, open: true, text: SECRET_TEXT });
    await openLetter(page, letterId).expect(200);
    await server.runtime.container.get(DeliverQueuedEmails).execute();
    const told = (await server.outbox()).filter((mail) => mail.subject === 'A carta de julho foi aberta');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('A carta “Abra quando sentir saudade”, que você guardou para Théo até 12/07, acabou de ser aberta.');
    expect(told[0]!.text).not.toContain(SECRET_TEXT);

    // From its day on it stays as it was sent.
    await server.http.put(`/api/update/${page.id}/letters/${letterId}`).set(owner(page)).send(LETTER).expect(409);
    await server.http.delete(`/api/update/${page.id}/letters/${letterId}`).set(owner(page)).expect(409);
    const listed = await server.http.get(`/api/update/${page.id}/letters`).set(owner(page)).expect(200);
    expect(listed.body.letters).toEqual([{ id: letterId, ...LETTER, open: true, openedAt: DAY.toISOString() }]);
  });

  it('refuses in Portuguese a letter that breaks a rule, a basic page, and anyone without the edit link', async () => {
    server.clock.set(START);
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', plan: 'premium' });
    const basic = await buyPage(server, [photo], { yourName: 'Ivo', lovedName: 'Gal', plan: 'basic' });

    const early = await writeLetter(page, { ...LETTER, opensOn: '2026-03-10' }).expect(400);
    expect(early.body).toEqual({ code: 'letters.day-out-of-range', error: 'A carta deve abrir a partir de amanhã e até cinco anos à frente.' });
    await expect(writeLetter(page, { ...LETTER, title: ' ' }).expect(400)).resolves.toMatchObject({ body: { code: 'letters.title-required' } });
    await expect(writeLetter(page, { ...LETTER, text: 'a'.repeat(2001) }).expect(400)).resolves.toMatchObject({
      body: { code: 'letters.text-too-long' },
    });
    await writeLetter(page, { title: 42 }).expect(400);
    const onBasic = await writeLetter(basic, LETTER).expect(403);
    expect(onBasic.body).toEqual({ code: 'letters.not-on-plan', error: 'Cartas para o futuro fazem parte do Plano Pra Sempre.' });
    await server.http.post(`/api/update/${page.id}/letters`).send(LETTER).expect(401);
    await server.http.post(`/api/update/${page.id}/letters`).set('Authorization', 'Bearer outro').send(LETTER).expect(403);
    await server.http.get(`/api/update/${page.id}/letters`).expect(401);

    await expect(server.http.get(`/api/update/${page.id}/letters`).set(owner(page)).expect(200)).resolves.toMatchObject({ body: { letters: [] } });
  });
});
