// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryRecordResponse, OpenPageResponse } from '../../src/adapters/http/contract/memories.contract.js';
import type { MemoryEditorProps } from '../../src/ui/features/memory-editor/memory-editor.js';
import { openAfterEdit } from '../../src/ui/features/memory-page/open-after-edit.js';
import { editTokenStore } from '../../src/ui/lib/edit-token-store.js';
import { stubImagePreload } from '../support/ui/stub-image-preload.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { mountMemoryPage, unmountMemoryPages } from '../support/ui/memory-page.js';

// The editor is another feature's; here only its contract matters: what the popup gives it, and what it calls back.
const editorProps: MemoryEditorProps[] = [];
vi.mock('../../src/ui/features/memory-editor/memory-editor.js', () => ({
  MemoryEditor: (props: MemoryEditorProps) => {
    editorProps.push(props);
    return (
      <div>
        <p>Editor de teste</p>
        <button type="button" onClick={() => props.onSaved({ ...savedRecord, id: props.memoryId })}>
          Salvar (teste)
        </button>
        <button type="button" onClick={() => props.onUnauthorized()}>
          Recusar token (teste)
        </button>
      </div>
    );
  },
}));

interface HappyDomWindow {
  happyDOM: { settings: { fetch: { interceptor: { beforeAsyncRequest(): Promise<Response> } | null } } };
}

let nextId = 1;
/** Each test its own page id: the page's request is shared per address for the whole visit. */
const freshId = () => `mem${nextId++}x`;

const pageOf = (id: string, overrides: Partial<OpenPageResponse> = {}): OpenPageResponse => ({
  id,
  slug: 'ana-e-joao',
  palette: 'rose',
  fallingEmoji: 'hearts',
  revealStyle: 'tap',
  yourName: 'Ana',
  lovedName: 'João',
  datingSince: '2021-06-12T20:30',
  message: 'Te amo\ncada dia mais.',
  plan: 'premium',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  photos: [`/uploads/${id}/a.webp`, `/uploads/${id}/b.webp`],
  photoPlaceholders: [null, null],
  repliesOpen: true,
  story: [],
  opensAt: null,
  musicTitle: null,
  musicChannel: null,
  ...overrides,
});

const savedRecord: MemoryRecordResponse = {
  ...pageOf('x'),
  message: 'Uma mensagem nova.',
  photos: ['/uploads/x/c.webp'],
  endsAt: null,
  revealAt: null,
  opensAt: null,
};

type Answer = () => Response | Promise<Response>;
let routes: Map<string, Answer[]>;
let requests: string[];
let unexpected: string[];
let preloaded: string[];

/** Answers `GET /api/...` with the queued answers, in order; anything else is a failure of the test. */
function answer(path: string, ...answers: Answer[]) {
  routes.set(`GET ${path}`, answers);
}

beforeEach(() => {
  // The YouTube player's iframe gets an empty page, as in the browser tests: nothing leaves for the internet.
  (window as unknown as HappyDomWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new window.Response('<!doctype html><title>YouTube</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
  routes = new Map();
  requests = [];
  unexpected = [];
  editorProps.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      // A premium page reads its letters for the future, a part of its own (letters-slot.ts): none, unless a test says.
      if (/^GET \/api\/[^/]+\/[^/]+\/letters$/.test(key) && !routes.has(key)) return jsonResponse(200, { letters: [] });
      // Every page asks for its sky once on screen, a part of its own (sky-slot.ts): none, unless a test says.
      if (/^GET \/api\/[^/]+\/[^/]+\/sky$/.test(key) && !routes.has(key)) return jsonResponse(200, { sky: null });
      // Every page reads its chapters (chapters-slot.ts): none, unless a test says.
      if (/^GET \/api\/[^/]+\/[^/]+\/chapters$/.test(key) && !routes.has(key)) return jsonResponse(200, { chapters: [] });
      requests.push(key);
      const next = routes.get(key)?.shift();
      if (!next) {
        unexpected.push(key);
        throw new Error(`Unexpected request: ${key}`);
      }
      return next();
    }),
  );
  preloaded = stubImagePreload();
  document.title = 'Uma página de amor · memories';
});

afterEach(() => {
  unmountMemoryPages();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  expect(unexpected).toEqual([]);
});

describe('the public page: the Clique gate', () => {
  it('fetches the page and its first photo while the gate shows, and the tap reveals it at once', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    mountMemoryPage({ slug: 'ana-e-joao', id });

    const gate = screen.getByRole('button', { name: 'Clique' });
    await waitFor(() => expect(document.title).toBe('Ana & João · memories'));
    expect(requests).toEqual([`GET /api/ana-e-joao/${id}`]);
    expect(preloaded).toContain(`/api/uploads/${id}/a.webp`);
    // Nothing of the page yet, and no music before the tap.
    expect(screen.queryByRole('heading', { name: 'Ana & João' })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.click(gate);
    // The names and the first photo at once; the rest joins once that photo is drawn.
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clique' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Ana e João, foto 1 de 2' }).getAttribute('src')).toBe(`/api/uploads/${id}/a.webp`);
    expect((await screen.findByText(/Te amo/)).textContent).toBe('Te amo\ncada dia mais.');
    expect(screen.getByRole('timer').textContent).toMatch(/ anos?, .* e \d+ segundos?$/);
    // The player joins a frame after the page, still within the tap's user activation.
    const video = (await screen.findByTitle(/Nossa música/)) as HTMLIFrameElement;
    expect(video.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(video.getAttribute('allow')).toBe('autoplay; encrypted-media');
    expect(video.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(screen.getByRole('link', { name: 'Feito com memories — crie a sua' }).getAttribute('href')).toBe('/');
    expect(requests).toHaveLength(1);
  });

  it('offers "Ouvir no YouTube" clearly once the player reports an error, and only for its own player\'s messages', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await userEvent.click(await screen.findByRole('button', { name: 'Clique' }));
    const video = (await screen.findByTitle(/Nossa música/)) as HTMLIFrameElement;
    const fromPlayer = (data: string, origin = 'https://www.youtube-nocookie.com', source: MessageEventSource | null = video.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    const error = JSON.stringify({ event: 'onError', info: 150 });
    fromPlayer(error, 'https://elsewhere.example');
    fromPlayer(error, 'https://www.youtube-nocookie.com', window);
    fromPlayer(JSON.stringify({ event: 'onReady' }));
    expect(screen.queryByText('Não foi possível tocar aqui.')).toBeNull();
    const playerScreen = video.parentElement!;
    fromPlayer(error);
    expect(screen.getByRole('status').textContent).toBe('Não foi possível tocar aqui.');
    // The dead player leaves with its screen: nothing grey stays above the sentence.
    expect(video.isConnected).toBe(false);
    expect(playerScreen.hidden).toBe(true);
    const link = screen.getByRole('link', { name: 'Ouvir no YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link.previousElementSibling?.textContent).toBe('Não foi possível tocar aqui.');
  });

  it('shows a short loading state when tapped before the data is there, then the page', async () => {
    const id = freshId();
    let release!: () => void;
    answer(`/api/ana-e-joao/${id}`, () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(200, pageOf(id))))));
    mountMemoryPage({ slug: 'ana-e-joao', id });

    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
    expect(screen.getByRole('status').textContent).toBe('Preparando sua surpresa...');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
  });

  it('only logs a load failure and keeps the gate; a later tap asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const id = freshId();
    answer(
      `/api/ana-e-joao/${id}`,
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse(500, { error: 'Erro interno.', code: 'internal' }),
      () => jsonResponse(200, pageOf(id)),
    );
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Clique' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Clique' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ana & João' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
    expect(requests).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('says gently that an unknown page does not exist', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(404, { error: 'Página não encontrada.', code: 'memory.not-found' }));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    expect(await screen.findByRole('heading', { name: 'Não encontramos esta página de amor.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clique' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
  });

  it('says kindly that an expired page has reached the end of its plan', async () => {
    const id = freshId();
    const expired = 'Esta página expirou: o Plano Anual fica no ar por 1 ano.';
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(410, { error: expired, code: 'memory.no-longer-available' }));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    expect(await screen.findByRole('heading', { name: 'Esta página de amor chegou ao fim do seu plano.' })).toBeTruthy();
    expect(screen.getByText(expired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar uma nova página' }).getAttribute('href')).toBe('/');
  });

  it('tells visitors of an ended basic page that its creator can bring it back at the same address, not of a suspended one', async () => {
    const ended = freshId();
    const hint = 'Se foi você quem criou esta página, renove pelo link que enviamos por e-mail: ela volta no mesmo endereço e com o mesmo QR Code.';
    answer(`/api/ana-e-joao/${ended}`, () =>
      jsonResponse(410, { error: 'Esta página expirou: o Plano Anual fica no ar por 1 ano.', code: 'memory.no-longer-available' }),
    );
    mountMemoryPage({ slug: 'ana-e-joao', id: ended });
    expect(await screen.findByText(hint)).toBeTruthy();
    unmountMemoryPages();

    const suspended = freshId();
    answer(`/api/ana-e-joao/${suspended}`, () =>
      jsonResponse(410, { error: 'Esta página não está mais disponível.', code: 'memory.no-longer-available' }),
    );
    mountMemoryPage({ slug: 'ana-e-joao', id: suspended });
    await screen.findByText('Esta página não está mais disponível.');
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('plays no music on a basic page, and shows its one photo without dots', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id, { plan: 'basic', youtube: null, photos: [`/uploads/${id}/a.webp`] })));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await waitFor(() => expect(document.title).toBe('Ana & João · memories'));
    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
    expect(screen.getByRole('img', { name: 'Ana e João, foto 1 de 1' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button', { name: /Ver foto/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Próxima foto' })).toBeNull();
  });
});

describe('the public page: the owner', () => {
  async function openPage(id: string) {
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await waitFor(() => expect(document.title).toBe('Ana & João · memories'));
    await userEvent.click(screen.getByRole('button', { name: 'Clique' }));
  }

  it('shows no edit button to a browser without the page’s edit token', async () => {
    const id = freshId();
    editTokenStore.save('another-page', 'token-of-another-page');
    await openPage(id);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana & João' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar página' })).toBeNull();
  });

  it('opens the editor in a popup for the owner and shows the saved page', async () => {
    const id = freshId();
    editTokenStore.save(id, 'owner-token');
    await openPage(id);

    await userEvent.click(screen.getByRole('button', { name: 'Editar página' }));
    // The popup is its own chunk, loaded on this first click (slow to transform the first time in a test run).
    const dialog = await screen.findByRole('dialog', { name: 'Editar Página de Amor' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Editor de teste');
    expect(editorProps.at(-1)).toMatchObject({ memoryId: id, token: 'owner-token', initial: null, layout: 'popup' });

    await userEvent.click(screen.getByRole('button', { name: 'Salvar (teste)' }));
    await waitFor(() => expect(screen.queryByText('Editor de teste')).toBeNull());
    expect(screen.getByText('Uma mensagem nova.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ana e João, foto 1 de 1' }).getAttribute('src')).toBe('/api/uploads/x/c.webp');
    expect(screen.getByRole('status').textContent).toBe('Dados atualizados com sucesso!');
    // Nothing reached the network but the page itself: the editor (stubbed here) makes its own calls.
    expect(requests).toEqual([`GET /api/ana-e-joao/${id}`]);
  });

  it('opens without the gate for the owner back from saving an edit, and only that once', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    openAfterEdit.mark(id);
    expect(openAfterEdit.take('another-page')).toBe(false);
    const openAtOnce = openAfterEdit.take(id);
    expect(openAtOnce).toBe(true);
    expect(openAfterEdit.take(id)).toBe(false);

    mountMemoryPage({ slug: 'ana-e-joao', id, openAtOnce });
    await screen.findByRole('heading', { level: 1, name: 'Ana & João' });
    expect(screen.queryByRole('button', { name: 'Clique' })).toBeNull();
  });

  it('forgets a token the server refuses, and hides the edit button', async () => {
    const id = freshId();
    editTokenStore.save(id, 'old-token');
    await openPage(id);
    await userEvent.click(screen.getByRole('button', { name: 'Editar página' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar token (teste)' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar página' })).toBeNull());
    expect(editTokenStore.get(id)).toBeNull();
    expect(screen.queryByText('Editor de teste')).toBeNull();
  });
});

describe('the public page: its credit', () => {
  it("credits the shop the server names in the page's head (og:site_name), not the demonstration", async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    const siteName = Object.assign(document.createElement('meta'), { content: 'Amor em Página' });
    siteName.setAttribute('property', 'og:site_name');
    document.head.append(siteName);
    try {
      mountMemoryPage({ slug: 'ana-e-joao', id });
      await userEvent.click(await screen.findByRole('button', { name: 'Clique' }));
      expect((await screen.findByRole('link', { name: 'Feito com Amor em Página — crie a sua' })).getAttribute('href')).toBe('/');
    } finally {
      siteName.remove();
    }
  });
});

describe('the public page: "Um novo capítulo"', () => {
  it('shows the chapters by year after the story, the newest marked "Novo", their photos in the page’s widths', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () =>
      jsonResponse(200, pageOf(id, { story: [{ date: '2021-06-12', time: null, title: 'Primeiro encontro', line: '' }] })),
    );
    const chapter = (year: number, isNew: boolean, photos: number) => ({
      year,
      title: `Título ${year}`,
      text: `Linha ${year}`,
      photos: Array.from({ length: photos }, (_, i) => ({ url: `/uploads/${id}/c${year}-${i}.webp`, placeholder: null, avifWidths: [] })),
      isNew,
    });
    answer(`/api/ana-e-joao/${id}/chapters`, () => jsonResponse(200, { chapters: [chapter(2, false, 1), chapter(3, true, 2)] }));
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await userEvent.click(await screen.findByRole('button', { name: 'Clique' }));

    const section = (await screen.findByRole('heading', { name: 'Um novo capítulo' })).closest('section')!;
    // The story and the chapters are each a chunk of their own: either may come first.
    const story = (await screen.findByRole('heading', { name: 'Nossa história' })).closest('section')!;
    expect(story.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const items = [...section.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Capítulo do 2º ano', 'Capítulo do 3º anoNovo']);
    expect(items.map((item) => item.querySelector('h3')!.textContent)).toEqual(['Título 2', 'Título 3']);
    const photo = screen.getByRole('img', { name: 'Foto 2 do capítulo do 3º ano' });
    expect(photo.getAttribute('src')).toBe(`/api/uploads/${id}/c3-1.webp`);
    expect(photo.getAttribute('srcset')).toContain(`/api/uploads/${id}/c3-1-720.webp 720w`);
    expect(photo.closest('picture')).toBeNull();
  });

  it('offers a chapter photo’s AVIF widths in a <picture>, as the carousel does, and takes its URL under PHOTO_PUBLIC_URL as given', async () => {
    const id = freshId();
    answer(`/api/ana-e-joao/${id}`, () => jsonResponse(200, pageOf(id)));
    const cdn = `https://photos.memories.test/${id}`;
    const photos = [
      { url: `${cdn}/c1-0.webp`, placeholder: null, avifWidths: [720, 1080] },
      { url: `/uploads/${id}/c1-1.webp`, placeholder: null, avifWidths: [] },
    ];
    answer(`/api/ana-e-joao/${id}/chapters`, () =>
      jsonResponse(200, { chapters: [{ year: 1, title: 'Um ano', text: 'Nosso.', photos, isNew: false }] }),
    );
    mountMemoryPage({ slug: 'ana-e-joao', id });
    await userEvent.click(await screen.findByRole('button', { name: 'Clique' }));

    const first = await screen.findByRole('img', { name: 'Foto 1 do capítulo do 1º ano' });
    const source = first.closest('picture')!.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(
      `${cdn}/c1-0-480.webp 480w, ${cdn}/c1-0-720.avif 720w, ${cdn}/c1-0-1080.avif 1080w, ${cdn}/c1-0.webp 1600w`,
    );
    expect(source.getAttribute('sizes')).toBe(first.getAttribute('sizes'));
    expect(first.getAttribute('src')).toBe(`${cdn}/c1-0.webp`);
    expect(first.getAttribute('loading')).toBe('lazy');
    const second = screen.getByRole('img', { name: 'Foto 2 do capítulo do 1º ano' });
    expect(second.closest('picture')).toBeNull();
  });
});
