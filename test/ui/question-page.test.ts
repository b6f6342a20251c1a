// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenPageResponse } from '../../src/adapters/http/contract/memories.contract.js';
import type { AskingPageResponse } from '../../src/adapters/http/contract/question.contract.js';
import { editTokenStore } from '../../src/ui/lib/edit-token-store.js';
import { jsonResponse, stubJsonFetch, type JsonFetchStub, type SentJson } from '../support/ui/fetch-stub.js';
import { mountMemoryPage, unmountMemoryPages } from '../support/ui/memory-page.js';
import { stubImagePreload } from '../support/ui/stub-image-preload.js';

let nextId = 1;
/** Each test its own page id: the page's request is shared per address for the whole visit. */
const freshId = () => `ask${nextId++}x`;

/** What every view of the page says: who, and its look. */
const namesOf = (id: string) =>
  ({
    id,
    slug: 'ana-e-joao',
    yourName: 'Ana',
    lovedName: 'João',
    plan: 'basic',
    palette: 'rose',
    fallingEmoji: 'hearts',
    revealStyle: 'tap',
  }) as const;

const askingOf = (id: string, hint: string | null = 'Perto do mar'): AskingPageResponse => ({
  ...namesOf(id),
  opensAt: null,
  asks: { question: 'Onde foi o nosso primeiro beijo?', hint },
});

const openOf = (id: string): OpenPageResponse => ({
  ...namesOf(id),
  opensAt: null,
  datingSince: '2021-06-12T20:30',
  message: 'Te amo cada dia mais.',
  youtube: null,
  photos: [],
  photoPlaceholders: [],
  repliesOpen: true,
  story: [],
  musicTitle: null,
  musicChannel: null,
});

let api: JsonFetchStub;
let beacons: string[];

beforeEach(() => {
  api = stubJsonFetch();
  beacons = [];
  stubImagePreload();
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url: string | URL) => {
    beacons.push(String(url));
    return true;
  });
});

afterEach(() => {
  unmountMemoryPages();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** The server of one page: GET answers the queued views in turn (the last one again), POST …/answer `answer`. */
function serverOf(id: string, views: unknown[], answer: (request: SentJson) => Response = () => jsonResponse(200, { opened: true })) {
  const queue = [...views];
  api.answer = (request) => {
    if (request.method === 'GET' && request.url === `/api/ana-e-joao/${id}`) return jsonResponse(200, queue.length > 1 ? queue.shift() : queue[0]);
    if (request.method === 'POST' && request.url === `/api/ana-e-joao/${id}/answer`) return answer(request);
    // The open page asks for its sky once on screen (sky-slot.ts): this one has none.
    if (request.method === 'GET' && request.url === `/api/ana-e-joao/${id}/sky`) return jsonResponse(200, { sky: null });
    // Once the page shows, it reads its chapters (chapters-slot.ts): none here.
    if (request.method === 'GET' && request.url === `/api/ana-e-joao/${id}/chapters`) return jsonResponse(200, { chapters: [] });
    throw new Error(`unexpected request: ${request.method} ${request.url}`);
  };
}

/** The page opened as a recipient does: its gate tapped, then the question. */
async function openQuestion(id: string) {
  mountMemoryPage({ slug: 'ana-e-joao', id });
  const user = userEvent.setup();
  await waitFor(() => expect(api.sent).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Clique' }));
  const field = await screen.findByLabelText('Sua resposta');
  return { user, field: field as HTMLInputElement };
}

const answerLine = () => document.getElementById('question-answer-message')!;

/** The open page's last part to arrive (its own chunk): a test ends after it, never while it is still loading. */
const pageShown = () => screen.findByRole('heading', { level: 2, name: 'Nossos números' });

describe('"Pergunta de vocês" on the public page', () => {
  it('after the gate, shows the names, the question and its hint, and nothing personal', async () => {
    const id = freshId();
    serverOf(id, [askingOf(id)]);
    const { field } = await openQuestion(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
    expect(screen.getByText('Onde foi o nosso primeiro beijo?')).toBeTruthy();
    expect(screen.getByText('Dica: Perto do mar')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toBe('question-text question-hint question-answer-message');
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeTruthy();
    expect(screen.getByTestId('falling-hearts')).toBeTruthy();
    expect(document.title).toBe('Ana & João · memories');
    // The tap on a page known to ask is not its opening: the right answer is.
    expect(beacons).toEqual([]);
  });

  it('says the server’s sentence for a wrong answer, and keeps the answer in the field, focused', async () => {
    const id = freshId();
    const sentence = 'Essa não é a resposta. Você pode tentar mais 4 vezes.';
    serverOf(id, [askingOf(id, null)], () => jsonResponse(403, { error: sentence, code: 'question.wrong-answer', triesLeft: 4 }));
    const { user, field } = await openQuestion(id);
    expect(screen.queryByText(/^Dica:/)).toBeNull();

    await user.type(field, 'Copacabana{Enter}');
    await waitFor(() => expect(answerLine().textContent).toBe(sentence));
    expect(answerLine().getAttribute('aria-live')).toBe('assertive');
    expect(field.value).toBe('Copacabana');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.at(-1)).toEqual({ url: `/api/ana-e-joao/${id}/answer`, method: 'POST', body: { answer: 'Copacabana' }, authorization: null });
    // The page's cookie comes with the browser's default credentials: nothing turns them off.
    const [, init] = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(init?.credentials).toBeUndefined();
    expect((screen.getByRole('button', { name: 'Abrir' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('after too many wrong answers, says the wait and keeps "Abrir" off until it passes', async () => {
    const id = freshId();
    const sentence = 'Muitas respostas erradas. Tente de novo em 1 minuto.';
    serverOf(id, [askingOf(id)], () => jsonResponse(429, { error: sentence, code: 'question.too-many-tries', retryAfterSeconds: 1 }));
    const { user, field } = await openQuestion(id);

    await user.type(field, 'Ipanema{Enter}');
    await waitFor(() => expect(answerLine().textContent).toBe(sentence));
    const button = screen.getByRole('button', { name: 'Abrir' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(field, '{Enter}');
    expect(api.sent.filter((request) => request.method === 'POST')).toHaveLength(1);

    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2500 });
    expect(answerLine().textContent).toBe('');
  });

  it('with the right answer, reads the page again past the cache and shows it, reporting no other opening', async () => {
    const id = freshId();
    serverOf(id, [askingOf(id), openOf(id)]);
    const { user, field } = await openQuestion(id);

    await user.type(field, ' copacabana ');
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText('Te amo cada dia mais.')).toBeTruthy();
    const pageReads = (url: string) => !url.endsWith('/chapters') && !url.endsWith('/sky');
    expect(api.sent.map((request) => `${request.method} ${request.url}`).filter(pageReads)).toEqual([
      `GET /api/ana-e-joao/${id}`,
      `POST /api/ana-e-joao/${id}/answer`,
      `GET /api/ana-e-joao/${id}`,
    ]);
    expect(
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => String(url) === `/api/ana-e-joao/${id}`)
        .at(-1)![1]?.cache,
    ).toBe('no-store');
    expect(screen.queryByLabelText('Sua resposta')).toBeNull();
    expect(beacons).toEqual([]);
    await pageShown();
  });

  it('offers the owner a preview of the page without answering', async () => {
    const id = freshId();
    editTokenStore.save(id, 'segredo');
    serverOf(id, [askingOf(id)]);
    const recipientServer = api.answer;
    api.answer = (request) =>
      request.url === `/api/update/${id}` && request.authorization === 'Bearer segredo'
        ? jsonResponse(200, { ...openOf(id), message: 'A prévia da mensagem.' })
        : recipientServer(request);
    const { user } = await openQuestion(id);

    expect(await screen.findByText('Você é quem preparou a página: veja como ela vai ficar, sem responder.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver a prévia' }));
    expect(await screen.findByText('A prévia da mensagem.')).toBeTruthy();
    expect(screen.getByText('Prévia só para você: quem receber a página vê tudo depois de acertar a resposta.')).toBeTruthy();
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);
    await pageShown();
  });

  it('offers no preview to a browser without the edit token', async () => {
    const id = freshId();
    serverOf(id, [askingOf(id)]);
    await openQuestion(id);
    expect(screen.queryByRole('button', { name: 'Ver a prévia' })).toBeNull();
    expect(api.sent.some((request) => request.url.startsWith('/api/update/'))).toBe(false);
  });

  it('after the reveal date, hands the sealed page over to the question', async () => {
    const id = freshId();
    const sealed = { ...namesOf(id), opensAt: new Date(Date.now() + 800).toISOString() };
    serverOf(id, [sealed, askingOf(id)]);
    mountMemoryPage({ slug: 'ana-e-joao', id });
    expect(await screen.findByText(/^Abre em /)).toBeTruthy();

    expect(await screen.findByLabelText('Sua resposta', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Onde foi o nosso primeiro beijo?')).toBeTruthy();
    expect(screen.queryByText(/^Abre em /)).toBeNull();
    expect(beacons).toEqual([]);
  });
});
