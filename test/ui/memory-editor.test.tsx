// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorResponse, MemoryRecordResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { MemoryEditor, type MemoryEditorProps } from '../../src/ui/features/memory-editor/memory-editor.js';
import { SAMPLE_MEMORY } from '../support/mothers/memory.mother.js';
import { enter } from '../support/ui/enter-text.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { jsonResponse, stubFetch, type FetchStub } from '../support/ui/fetch-stub.js';
import type { MusicCheckResponse } from '../../src/adapters/http/contract/music.contract.js';
import { LONG_LETTER, pasteLongLetter } from '../support/ui/over-limit.js';

// ---- data in the contract's shapes -------------------------------------------------------------------------------

const { email: _buyerEmail, ...samplePage } = SAMPLE_MEMORY;

const premiumMemory = (overrides: Partial<MemoryRecordResponse> = {}): MemoryRecordResponse => ({
  ...samplePage,
  id: 'mem123',
  slug: 'ana-julia-e-joao',
  palette: 'rose',
  fallingEmoji: 'hearts',
  revealStyle: 'tap',
  photos: ['/uploads/mem123/primeira.webp', '/uploads/mem123/segunda.webp'],
  photoPlaceholders: [null, null],
  repliesOpen: true,
  story: [],
  endsAt: null,
  revealAt: null,
  opensAt: null,
  musicTitle: null,
  musicChannel: null,
  ...overrides,
});

const basicMemory = (overrides: Partial<MemoryRecordResponse> = {}): MemoryRecordResponse =>
  premiumMemory({ plan: 'basic', youtube: null, photos: ['/uploads/mem123/unica.webp'], endsAt: '2026-06-12T20:30:00.000Z', ...overrides });

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

// ---- the API boundary: fetch (GET) and XMLHttpRequest (the multipart PUT) ----------------------------------------

let fetchStub: FetchStub;

let sent: SentXhr[];

beforeEach(() => {
  fetchStub = stubFetch();
  sent = stubXhr();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:preview/${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // Every chosen image decodes as a photo that already fits, so it is sent as chosen (the downscale has its own test).
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1200, height: 900, close: () => undefined })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function renderEditor(props: Partial<MemoryEditorProps> = {}) {
  const handlers = { onSaved: vi.fn(), onCancel: vi.fn(), onUnauthorized: vi.fn() };
  // No pause between keys: the rules' tests run on a fake clock that moves only every few milliseconds.
  const user = userEvent.setup({ delay: null });
  render(<MemoryEditor memoryId="mem123" token="segredo-do-link" initial={premiumMemory()} layout="page" {...handlers} {...props} />);
  return { user, ...handlers };
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const saveButton = () => screen.getByRole('button', { name: 'Salvar alterações' });
const fieldsOf = (form: FormData) => ({
  message: form.get('message'),
  datingSince: form.get('datingSince'),
  youtube: form.get('youtube'),
  removedPhotos: JSON.parse(String(form.get('removedPhotos'))) as string[],
  photos: form.getAll('photos').map((photo) => (photo as File).name),
});

// ---- loading ----------------------------------------------------------------------------------------------------

describe('MemoryEditor: loading the record', () => {
  it('loads GET /api/update/{id} with the edit token as a bearer credential, showing "Carregando..." meanwhile', async () => {
    fetchStub.answer = () => jsonResponse(200, premiumMemory());
    renderEditor({ initial: null });

    expect(screen.getByRole('status').textContent).toBe('Carregando...');
    expect(valueOf(await screen.findByLabelText('Mensagem'))).toBe('Cada dia ao seu lado é o meu favorito.');
    // Besides the record, the music field asks once whether the search by name is offered; the letters, the question, the sky, the voice and the chapters are read.
    expect(
      fetchStub.calls.filter(({ url }) => url !== '/api/music-field' && !/^\/api\/update\/mem123\/(letters|question|sky|voice|chapters)$/.test(url)),
    ).toHaveLength(1);
    expect(fetchStub.calls[0]!.url).toBe('/api/update/mem123');
    expect(fetchStub.calls[0]!.headers.get('Authorization')).toBe('Bearer segredo-do-link');

    // Only the date part is shown; the music link is there for a premium page.
    expect(valueOf(screen.getByLabelText('Data de início do relacionamento'))).toBe('2021-06-12');
    expect(valueOf(screen.getByLabelText(/Link da música no YouTube/))).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.getByRole('img', { name: 'Foto 1 da página' }).getAttribute('src')).toBe('/api/uploads/mem123/primeira.webp');
  });

  it.each([401, 403])('calls onUnauthorized when the token is refused (%i)', async (status) => {
    fetchStub.answer = () => jsonResponse(status, { error: 'Link de edição inválido.', code: 'edit-token.invalid' } satisfies ErrorResponse);
    const { onUnauthorized } = renderEditor({ initial: null });
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the red toast "Erro ao carregar a página. Tente novamente." on a failure, even without a ToastProvider, and can retry', async () => {
    fetchStub.answer = () => jsonResponse(500, { error: 'Erro ao processar. Tente novamente.', code: 'internal' } satisfies ErrorResponse);
    const { user } = renderEditor({ initial: null });

    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao carregar a página. Tente novamente.');
    fetchStub.answer = () => jsonResponse(200, premiumMemory());
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(valueOf(await screen.findByLabelText('Mensagem'))).toBe('Cada dia ao seu lado é o meu favorito.');
  });

  it('does not load when the caller already has the record', () => {
    renderEditor({ initial: premiumMemory() });
    expect(valueOf(screen.getByLabelText('Mensagem'))).toBe('Cada dia ao seu lado é o meu favorito.');
    expect(fetchStub.calls.filter(({ url }) => url === '/api/update/mem123')).toHaveLength(0);
  });
});

// ---- the YouTube rule -------------------------------------------------------------------------------------------

describe('MemoryEditor: the YouTube link (premium only)', () => {
  it('blocks saving an invalid link with "Link do YouTube inválido"', async () => {
    const { user } = renderEditor();
    const youtube = screen.getByLabelText(/Link da música no YouTube/);
    await user.clear(youtube);
    await enter(user, youtube, 'https://vimeo.com/123456');
    await user.click(saveButton());

    expect(screen.getByRole('alert').textContent).toBe('Link do YouTube inválido');
    expect(youtube.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(youtube);
    expect(sent).toHaveLength(0);
  });

  it("asks YouTube about a changed link: a refused video is the field's error and blocks the save; a playable one is named", async () => {
    fetchStub.answer = (url) => {
      if (url === '/api/music-field') return jsonResponse(200, { searchOffered: false });
      const videoId = new URL(new URL(url, 'http://app').searchParams.get('url')!).searchParams.get('v')!;
      const refused = videoId === 'bbbbbbbbbbb';
      return jsonResponse(200, {
        videoId,
        availability: refused ? 'not-embeddable' : 'playable',
        title: refused ? null : 'Trem-Bala',
        channel: refused ? null : 'Ana Vilela',
        refusal: refused
          ? { code: 'memory.youtube-not-embeddable', error: 'Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música' }
          : null,
      } satisfies MusicCheckResponse);
    };
    const { user } = renderEditor();
    const youtube = screen.getByLabelText(/Link da música no YouTube/);
    await user.clear(youtube);
    await enter(user, youtube, 'https://youtu.be/bbbbbbbbbbb');
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe('Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música');
    await user.click(saveButton());
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(youtube);

    await user.clear(youtube);
    await enter(user, youtube, 'https://youtu.be/ccccccccccc');
    await user.tab();
    expect(await screen.findByText('♪ Trem-Bala — Ana Vilela')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchStub.calls.map(({ url }) => url).filter((url) => url.startsWith('/api/music-check'))).toEqual([
      `/api/music-check?url=${encodeURIComponent('https://www.youtube.com/watch?v=bbbbbbbbbbb')}`,
      `/api/music-check?url=${encodeURIComponent('https://www.youtube.com/watch?v=ccccccccccc')}`,
    ]);
    await user.click(saveButton());
    expect(sent).toHaveLength(1);
  });

  it('accepts an empty link and the youtu.be form', async () => {
    const { user } = renderEditor();
    const youtube = screen.getByLabelText(/Link da música no YouTube/);
    await user.clear(youtube);
    await enter(user, youtube, 'youtu.be/dQw4w9WgXcQ');
    await user.tab();
    expect(screen.queryByText('Link do YouTube inválido')).toBeNull();

    await user.clear(youtube);
    await user.click(saveButton());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.get('youtube')).toBe('');
  });

  it('has no music field on a basic page, and sends an empty link', async () => {
    const { user } = renderEditor({ initial: basicMemory() });
    expect(screen.queryByLabelText(/Link da música/)).toBeNull();
    await user.click(saveButton());
    expect(sent[0]!.body.get('youtube')).toBe('');
  });
});

// ---- photos -----------------------------------------------------------------------------------------------------

describe('MemoryEditor: photos', () => {
  it('asks "Tem certeza que deseja remover esta foto?" and moves the photo to the removed list, sent as removedPhotos', async () => {
    const { user } = renderEditor();

    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Tem certeza que deseja remover esta foto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    expect(screen.getAllByRole('img', { name: /Foto \d da página/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    expect(screen.getAllByRole('img', { name: /Foto \d da página/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Foto 1 da página' }).getAttribute('src')).toBe('/api/uploads/mem123/segunda.webp');
    expect(screen.getByRole('heading', { name: 'Removidas ao salvar' })).toBeTruthy();
    expect(screen.getByLabelText('Adicionar mais fotos (2 restante(s))')).toBeTruthy();

    await user.click(saveButton());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.url).toBe('/api/update/mem123');
    expect(sent[0]!.headers.Authorization).toBe('Bearer segredo-do-link');
    expect(fieldsOf(sent[0]!.body)).toEqual({
      message: 'Cada dia ao seu lado é o meu favorito.',
      datingSince: '2021-06-12T20:30',
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      removedPhotos: ['/uploads/mem123/primeira.webp'],
      photos: [],
    });
  });

  it('can undo a removal before saving', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remover foto 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await user.click(screen.getByRole('button', { name: 'Desfazer remoção da foto removida 1' }));
    expect(screen.getAllByRole('img', { name: /Foto \d da página/ })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Removidas ao salvar' })).toBeNull();
  });

  it('premium: shows the remaining count, then the limit note at 3 photos', () => {
    renderEditor({ initial: premiumMemory() });
    const input = screen.getByLabelText('Adicionar mais fotos (1 restante(s))');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(screen.queryByText(/Limite máximo de fotos atingido/)).toBeNull();
    cleanup();

    renderEditor({ initial: premiumMemory({ photos: ['/uploads/mem123/a.webp', '/uploads/mem123/b.webp', '/uploads/mem123/c.webp'] }) });
    expect(screen.getByText('Limite máximo de fotos atingido (3 foto(s))')).toBeTruthy();
    expect(screen.queryByLabelText(/Adicionar mais fotos/)).toBeNull();
  });

  it('basic: at its one photo shows the limit note; after a removal offers "Adicionar nova foto", single choice', async () => {
    const { user } = renderEditor({ initial: basicMemory() });
    expect(screen.getByText('Limite máximo de fotos atingido (1 foto(s))')).toBeTruthy();
    expect(screen.queryByLabelText('Adicionar nova foto')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    const input = screen.getByLabelText('Adicionar nova foto');
    expect(input.hasAttribute('multiple')).toBe(false);
    expect(screen.queryByText(/Limite máximo de fotos atingido/)).toBeNull();
  });

  it('adds new photos up to the limit (extra files refused with a sentence), and drops them again before saving', async () => {
    const { user } = renderEditor({ initial: premiumMemory({ photos: ['/uploads/mem123/primeira.webp'] }) });

    await user.upload(screen.getByLabelText('Adicionar mais fotos (2 restante(s))'), [jpeg('praia.jpg'), jpeg('jantar.jpg'), jpeg('viagem.jpg')]);
    expect((await screen.findByRole('img', { name: 'Nova foto 2' })).getAttribute('src')).toBe('blob:preview/jantar.jpg');
    expect(screen.queryByRole('img', { name: 'Nova foto 3' })).toBeNull();
    expect(screen.getByText('Plano Pra Sempre permite no máximo 3 foto(s). “viagem.jpg” não foi adicionada.').closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Limite máximo de fotos atingido (3 foto(s))')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remover nova foto 1' }));
    expect(screen.getByRole('img', { name: 'Nova foto 1' }).getAttribute('src')).toBe('blob:preview/jantar.jpg');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview/praia.jpg');
    expect(screen.getByLabelText('Adicionar mais fotos (1 restante(s))')).toBeTruthy();

    await user.click(saveButton());
    expect(fieldsOf(sent[0]!.body).photos).toEqual(['jantar.jpg']);
    expect(fieldsOf(sent[0]!.body).removedPhotos).toEqual([]);
  });

  it('takes an iPhone HEIC this browser cannot open as it is, shows it by its name, and sends it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('cannot decode'))),
    );
    const { user } = renderEditor({ initial: premiumMemory({ photos: ['/uploads/mem123/primeira.webp'] }) });
    const heic = new File([new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), ...new Uint8Array(1000)])], 'IMG_4321.HEIC', {
      type: 'image/heic',
    });

    await user.upload(screen.getByLabelText('Adicionar mais fotos (2 restante(s))'), heic);

    const tile = await screen.findByRole('img', { name: 'Nova foto 1: IMG_4321.HEIC (sem prévia neste aparelho)' });
    expect(tile.tagName).not.toBe('IMG');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(saveButton());
    expect(fieldsOf(sent[0]!.body).photos).toEqual(['IMG_4321.HEIC']);
  });

  it('does not save a page left without any photo', async () => {
    const { user } = renderEditor({ initial: basicMemory() });
    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover' }));
    await user.click(saveButton());
    expect(screen.getByRole('alert').textContent).toBe('Por favor, selecione pelo menos uma foto!');
    expect(sent).toHaveLength(0);
  });
});

// ---- saving -----------------------------------------------------------------------------------------------------

describe('MemoryEditor: saving', () => {
  it('shows "Salvando..." while saving, then the green toast "Dados atualizados com sucesso!" and calls onSaved', async () => {
    const { user, onSaved } = renderEditor();
    const message = screen.getByLabelText('Mensagem');
    await user.clear(message);
    await enter(user, message, 'Te amo mais a cada dia.');
    await user.click(saveButton());

    const saving = screen.getByRole('button', { name: 'Salvando...' });
    expect(isDisabled(saving)).toBe(true);
    expect(fieldsOf(sent[0]!.body).message).toBe('Te amo mais a cada dia.');

    const updated = premiumMemory({ message: 'Te amo mais a cada dia.' });
    sent[0]!.respond(200, updated);
    expect((await screen.findByRole('status')).textContent).toBe('Dados atualizados com sucesso!');
    expect(onSaved).toHaveBeenCalledWith(updated);
    // The page layout leaves for the public page: no second save meanwhile.
    expect(isDisabled(saveButton())).toBe(true);
  });

  it('the toast goes away after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderEditor({ layout: 'popup' });
    await user.click(saveButton());
    sent[0]!.respond(200, premiumMemory());
    expect((await screen.findByRole('status')).textContent).toBe('Dados atualizados com sucesso!');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Dados atualizados com sucesso!')).toBeNull();
    // The popup stays editable after a save.
    expect(isDisabled(saveButton())).toBe(false);
  });

  it('keeps the reveal style it has, and sends the one the owner picks: scratch, seal or tap', async () => {
    const { user } = renderEditor({ initial: premiumMemory({ revealStyle: 'seal' }) });
    const group = screen.getByRole('group', { name: 'Como a página se abre' });
    expect((within(group).getByRole('radio', { name: 'Romper o selo' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Raspar' }));
    await user.click(saveButton());
    expect(sent[0]!.body.get('revealStyle')).toBe('scratch');
  });

  it('sends only the date when the owner changes it (the counter then starts at midnight)', async () => {
    const { user } = renderEditor();
    const date = screen.getByLabelText('Data de início do relacionamento');
    await user.clear(date);
    await user.type(date, '2020-02-14');
    await user.click(saveButton());
    expect(sent[0]!.body.get('datingSince')).toBe('2020-02-14');
  });

  it('shows the red toast "Erro ao atualizar os dados. Tente novamente." when the save fails', async () => {
    const { user, onSaved } = renderEditor();
    await user.click(saveButton());
    sent[0]!.respond(500, { error: 'Erro ao processar. Tente novamente.', code: 'internal' } satisfies ErrorResponse);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Erro ao atualizar os dados\. Tente novamente\.$/);
    expect(onSaved).not.toHaveBeenCalled();
    expect(isDisabled(saveButton())).toBe(false);
  });

  it("adds the server's sentence to the failure toast when the answer says what to fix", async () => {
    const { user } = renderEditor();
    await user.click(saveButton());
    sent[0]!.respond(400, { error: 'A data de início não pode estar no futuro.', code: 'memory.dating-since-in-future' } satisfies ErrorResponse);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao atualizar os dados. Tente novamente. A data de início não pode estar no futuro.',
    );
  });

  it('calls onUnauthorized when the save is refused for the token', async () => {
    const { user, onUnauthorized } = renderEditor();
    await user.click(saveButton());
    sent[0]!.respond(403, { error: 'Link de edição inválido.', code: 'edit-token.invalid' } satisfies ErrorResponse);
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
  });

  it('popup: "Cancelar" calls onCancel; page: "Cancelar" is a link to the public page', async () => {
    const { user, onCancel } = renderEditor({ layout: 'popup' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    cleanup();

    renderEditor({ layout: 'page' });
    expect(screen.getByRole('link', { name: 'Cancelar' }).getAttribute('href')).toBe('/ana-julia-e-joao/mem123');
  });
});

// ---- the creation form's rules ----------------------------------------------------------------------------------

describe('MemoryEditor: the rules of the creation form', () => {
  const browserZone = process.env.TZ;

  beforeEach(() => {
    // 16:00 UTC on 10 March 2026: 13:00 of the 10th in São Paulo, already 01:00 of the 11th in a browser in Tokyo.
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ now: new Date('2026-03-10T16:00:00Z'), shouldAdvanceTime: true });
  });

  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('refuses a start date that is today in the browser but still tomorrow in São Paulo, with the creation form’s words', async () => {
    const { user } = renderEditor();
    const date = screen.getByLabelText('Data de início do relacionamento');
    // The picker goes up to the browser's today, so the date can be chosen; the rule is São Paulo's.
    expect(date.getAttribute('max')).toBe('2026-03-11');
    await user.clear(date);
    await user.type(date, '2026-03-11');

    expect(screen.getByRole('alert').textContent).toBe('A data de início não pode estar no futuro.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    await user.click(saveButton());
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(date);

    // Today in São Paulo is fine.
    await user.clear(date);
    await user.type(date, '2026-03-10');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(saveButton());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.get('datingSince')).toBe('2026-03-10');
  });

  it('asks for a message before saving, as creation does', async () => {
    const { user } = renderEditor();
    const message = screen.getByLabelText('Mensagem');
    await user.clear(message);
    await user.click(saveButton());

    expect(screen.getByRole('alert').textContent).toBe('Mensagem é obrigatória');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
    expect(sent).toHaveLength(0);
  });

  it('keeps a message over the limit whole, says how much to remove and saves nothing until it fits', async () => {
    const { user } = renderEditor();
    const message = await pasteLongLetter(user);
    expect(screen.getByRole('alert').textContent).toBe('Sua mensagem tem 600 caracteres a mais');
    await user.click(saveButton());
    expect(document.activeElement).toBe(message);
    expect(sent).toHaveLength(0);
    expect(message.value).toBe(LONG_LETTER);
  });

  it('keeps a moment title over the limit whole and says how much to remove', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: /Adicionar momento/ }));
    const title = screen.getByLabelText('Título');
    await user.click(title);
    await user.paste('t'.repeat(63));

    expect(valueOf(title)).toHaveLength(63);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('O título tem 3 caracteres a mais')).toBeTruthy();
  });
});
