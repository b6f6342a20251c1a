import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverQueuedEmails } from '../../src/application/housekeeping/deliver-queued-emails.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm, type CreateForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { jpegImage } from '../support/test-images.js';

const MESSAGE = 'Uma mensagem só para quem sabe onde foi o primeiro beijo';
const QUESTION = { question: 'Onde foi o nosso primeiro beijo?', hint: 'Tinha areia', answer: 'Praia do Forte' };
const ALERT_SUBJECT = 'Alguém tentou abrir a página de vocês';

let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  server = await startTestServer();
});
afterAll(() => server.close());

const owner = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });
const setQuestion = (page: BoughtPage, body: object) => server.http.put(`/api/update/${page.id}/question`).set(owner(page)).send(body);
const answer = (page: BoughtPage, text: string) => server.http.post(`/api/${page.slug}/${page.id}/answer`).send({ answer: text });

/** The proof the right answer set, as the browser sends it back: `memories_answer=…`. */
function answerCookie(setCookies: readonly string[] | string | undefined): string {
  const first = [setCookies ?? []].flat()[0] ?? '';
  return first.split(';')[0]!;
}

/** Everything a visitor can read of a page at each of its addresses, as one text, with the cookie given (if any). */
async function whatVisitorsRead(page: BoughtPage, cookie = ''): Promise<string> {
  const read = (path: string) => server.http.get(path).set('Cookie', cookie);
  const answers = await Promise.all([
    read(`/api/${page.slug}/${page.id}`),
    read(`/${page.slug}/${page.id}`),
    read(`/api/${page.slug}/${page.id}/letters`),
    ...(page.photos ?? []).map((path) => read(`/api${path}`)),
  ]);
  return answers.map((each) => `${each.status} ${JSON.stringify(each.body)} ${each.text ?? ''}`).join('\n');
}

const openings = async (page: BoughtPage) =>
  (await server.http.get(`/api/update/${page.id}`).set(owner(page)).expect(200)).body.openings.count as number;

const alerts = async () => {
  await server.runtime.container.get(DeliverQueuedEmails).execute();
  return (await server.outbox()).filter((mail) => mail.subject === ALERT_SUBJECT);
};

describe('"Pergunta de vocês" over HTTP', () => {
  it('withholds everything personal at every address until the right answer, which opens the page on that browser only', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Lia', lovedName: 'Théo', message: MESSAGE });
    const set = await setQuestion(page, QUESTION).expect(200);
    expect(set.body).toEqual({ question: QUESTION.question, hint: QUESTION.hint });

    const json = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(json.body).toMatchObject({
      yourName: 'Lia',
      lovedName: 'Théo',
      opensAt: null,
      asks: { question: QUESTION.question, hint: QUESTION.hint },
    });
    expect(json.body).not.toHaveProperty('message');
    expect(json.body).not.toHaveProperty('photos');
    const before = await whatVisitorsRead(page);
    expect(before).not.toContain(MESSAGE);
    expect(before).not.toContain(page.photos[0]!);
    expect(before).not.toContain(QUESTION.answer);
    expect(before).toContain('/api/preview/generic.png');
    // Every photo, at every width, is refused to a browser that did not answer.
    await server.http.get(`/api${page.photos[0]!}`).expect(404);
    await server.http.get(`/api${page.photos[0]!.replace(/\.webp$/, '-480.webp')}`).expect(404);
    // Nothing a visitor does before the answer counts: no reply, no opening.
    await server.http.post(`/api/${page.slug}/${page.id}/replies`).send({ note: 'oi' }).expect(403);
    await server.http.post(`/api/${page.slug}/${page.id}/opened`).expect(204);
    expect(await openings(page)).toBe(0);

    const wrong = await answer(page, 'Copacabana').expect(403);
    expect(wrong.body).toEqual({ code: 'question.wrong-answer', error: 'Essa não é a resposta. Você pode tentar mais 4 vezes.' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    // Accents, case and the spaces around do not matter.
    const right = await answer(page, '  praia do FORTÉ ').expect(200);
    expect(right.body).toEqual({ opened: true });
    const cookies = [right.headers['set-cookie'] ?? []].flat();
    expect(cookies.map((each) => /path=([^;]+)/i.exec(each)?.[1]).sort()).toEqual(
      [`/${page.slug}/${page.id}`, `/api/${page.slug}/${page.id}`, `/api/uploads/${page.id}/`].sort(),
    );
    for (const each of cookies) expect(each).toMatch(/httponly/i);
    expect(await openings(page)).toBe(1);

    const cookie = answerCookie(cookies);
    const opened = await server.http.get(`/api/${page.slug}/${page.id}`).set('Cookie', cookie).expect(200);
    expect(opened.body).toMatchObject({ message: MESSAGE, photos: page.photos, opensAt: null });
    expect(opened.body).not.toHaveProperty('asks');
    expect(opened.headers['cache-control']).toBe('private, no-cache');
    const html = await server.http.get(`/${page.slug}/${page.id}`).set('Cookie', cookie).expect(200);
    expect(html.headers['cache-control']).toBe('private, no-cache');
    expect(html.text).not.toContain('/api/preview/generic.png');
    const shown = await server.http.get(`/api${page.photos[0]!}`).set('Cookie', cookie).expect(200);
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    await server.http.post(`/api/${page.slug}/${page.id}/replies`).set('Cookie', cookie).send({ note: 'te amo' }).expect(201);

    // Another browser, or a forged proof, still gets the question.
    expect(await whatVisitorsRead(page, 'memories_answer=forjado')).not.toContain(MESSAGE);
    const other = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(other.body).toHaveProperty('asks');
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('refuses wrong answers past the limit with a Portuguese sentence and the wait, and tells the buyer once a day', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Bia', lovedName: 'Caio', message: MESSAGE });
    await setQuestion(page, QUESTION).expect(200);
    const alertsBefore = (await alerts()).length;

    const refusals = [];
    for (let i = 0; i < 5; i++) refusals.push((await answer(page, `errado ${i}`).expect(403)).body.error as string);
    expect(refusals).toEqual([
      'Essa não é a resposta. Você pode tentar mais 4 vezes.',
      'Essa não é a resposta. Você pode tentar mais 3 vezes.',
      'Essa não é a resposta. Você pode tentar mais 2 vezes.',
      'Essa não é a resposta. Você pode tentar mais uma vez.',
      'Essa não é a resposta.',
    ]);
    // Past the limit even the right answer waits: the window is 15 minutes from the oldest wrong one.
    const limited = await answer(page, QUESTION.answer).expect(429);
    expect(limited.body).toEqual({ code: 'question.too-many-tries', error: 'Muitas respostas erradas. Tente de novo em 15 minutos.' });
    expect(Number(limited.headers['retry-after'])).toBe(900);
    expect(await whatVisitorsRead(page)).not.toContain(MESSAGE);

    const told = await alerts();
    expect(told).toHaveLength(alertsBefore + 1);
    const alert = told.find((mail) => (mail.text ?? '').includes('Caio'))!;
    expect(alert.text).toContain('Alguém errou a resposta da pergunta da página para Caio algumas vezes.');
    expect(alert.text).toContain(`/update/${page.id}?token=`);
    expect(alert.text).not.toContain('errado');

    server.clock.advance(15 * 60_000);
    await answer(page, QUESTION.answer).expect(200);
    // More wrong answers the same day: no second alert.
    for (let i = 0; i < 3; i++) await answer(page, `de novo ${i}`).expect(403);
    expect(await alerts()).toHaveLength(alertsBefore + 1);
  });

  it('lets the owner see, change and remove the question; a new answer asks every browser again', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Nina', lovedName: 'Rui', message: MESSAGE });
    await expect(server.http.get(`/api/update/${page.id}/question`).set(owner(page)).expect(200)).resolves.toMatchObject({
      body: { question: null, hint: null },
    });
    const missing = await setQuestion(page, { question: QUESTION.question }).expect(400);
    expect(missing.body).toEqual({ code: 'question.answer-required', error: 'Escreva a resposta certa da pergunta.' });
    await setQuestion(page, { question: ' ', answer: 'x' }).expect(400);
    await server.http.put(`/api/update/${page.id}/question`).send(QUESTION).expect(401);
    await setQuestion(page, QUESTION).expect(200);
    const owned = await server.http.get(`/api/update/${page.id}/question`).set(owner(page)).expect(200);
    expect(owned.body).toEqual({ question: QUESTION.question, hint: QUESTION.hint });
    expect(JSON.stringify(owned.body)).not.toMatch(/praia/i);

    const cookie = answerCookie((await answer(page, QUESTION.answer).expect(200)).headers['set-cookie']);
    // The wording changed, the answer kept: this browser stays in.
    await setQuestion(page, { question: 'Onde nos beijamos primeiro?', hint: null }).expect(200);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).set('Cookie', cookie)).body.message).toBe(MESSAGE);
    // A new answer: every browser is asked again.
    await setQuestion(page, { question: 'Qual é a nossa música?', answer: 'Trem-Bala' }).expect(200);
    const again = await server.http.get(`/api/${page.slug}/${page.id}`).set('Cookie', cookie).expect(200);
    expect(again.body).toMatchObject({ asks: { question: 'Qual é a nossa música?', hint: null } });
    await answer(page, QUESTION.answer).expect(403);

    await server.http.delete(`/api/update/${page.id}/question`).set(owner(page)).expect(204);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body.message).toBe(MESSAGE);
    const none = await answer(page, 'trem-bala').expect(404);
    expect(none.body).toEqual({ code: 'question.not-set', error: 'Esta página não tem pergunta.' });
  });

  it('takes the question with the order, keyed before the checkout opens, and refuses a bad one storing nothing', async () => {
    const pagesBefore = await server.memoryCount();
    const filesBefore = await server.uploadedFiles();
    const order = (form: CreateForm) => withForm(server.http.post('/api/create-payment'), { ...validCreateForm(form) }, [photo]);
    const noAnswer = await order({ question: QUESTION.question, questionAnswer: '  ' }).expect(400);
    expect(noAnswer.body).toEqual({ code: 'question.answer-required', error: 'Escreva a resposta certa da pergunta.' });
    const tooLong = await order({ question: 'p'.repeat(121), questionAnswer: 'x' }).expect(400);
    expect(tooLong.body).toEqual({ code: 'question.too-long', error: 'A pergunta pode ter até 120 caracteres.' });
    expect(await server.memoryCount()).toBe(pagesBefore);
    expect(await server.uploadedFiles()).toEqual(filesBefore);

    const page = await buyPage(server, [photo], {
      yourName: 'Rita',
      lovedName: 'Davi',
      message: MESSAGE,
      question: QUESTION.question,
      questionHint: '',
      questionAnswer: QUESTION.answer,
    });
    const asked = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(asked.body).toMatchObject({ asks: { question: QUESTION.question, hint: null } });
    await answer(page, 'praia do forte').expect(200);
  });

  it('asks its question only once the page is open: first the reveal date, then the question', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Gal', lovedName: 'Ivo', message: MESSAGE, revealAt: '2026-06-12T00:00' });
    await setQuestion(page, QUESTION).expect(200);
    const sealed = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(sealed.body).toMatchObject({ opensAt: '2026-06-12T03:00:00.000Z' });
    expect(sealed.body).not.toHaveProperty('asks');
    const early = await answer(page, QUESTION.answer).expect(403);
    expect(early.body).toEqual({ code: 'question.not-yet', error: 'A pergunta aparece quando a página abrir.' });

    server.clock.set(new Date('2026-06-12T03:00:00.000Z'));
    const asking = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(asking.body).toMatchObject({ opensAt: null, asks: { question: QUESTION.question } });
    expect(await whatVisitorsRead(page)).not.toContain(MESSAGE);
    const cookie = answerCookie((await answer(page, QUESTION.answer).expect(200)).headers['set-cookie']);
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).set('Cookie', cookie)).body.message).toBe(MESSAGE);
  });
});
