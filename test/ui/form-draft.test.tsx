// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { NO_DRAFT_QUESTION, NO_DRAFT_VOICE, parseFormDraft, type FormDraft } from '../../src/ui/features/create-memory/form-draft.js';
import { usePaymentStatus } from '../../src/ui/features/payment-return/use-payment-status.js';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { createDraftStore, DRAFT_MAX_AGE_MS } from '../../src/ui/lib/create-draft-store.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { enter } from '../support/ui/enter-text.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { renderCreateForm } from '../support/ui/render-create-form.js';

const DRAFT_KEY = 'memories.create-draft';
const COPY_KEY = (reference: string) => `memories.create-draft.photo.${reference}`;
const draftKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY));
const storedDraft = () => parseFormDraft((JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { draft: unknown } | null)?.draft);

/** A 1×1 JPEG as a data URL: the copy of a photo sent before. */
const COPY = `data:image/jpeg;base64,${btoa('bytes of IMG_1.jpg')}`;

/** A month from now: within the days a reveal date and a letter may take. */
const IN_A_MONTH = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);

const DRAFT: FormDraft = {
  plan: 'premium',
  values: {
    yourName: 'Ana Júlia',
    lovedName: 'João',
    date: '2021-06-12',
    time: '20:30',
    message: 'Cada dia ao seu lado é o meu favorito.',
    youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    revealDate: IN_A_MONTH,
    revealTime: '19:00',
    recipientEmail: 'joao@example.com',
    palette: 'lavender',
    fallingEmoji: 'roses',
    revealStyle: 'seal',
  },
  story: [{ date: '2022-02-14', time: '19:30', title: 'Primeiro Dia dos Namorados', line: 'Jantar na praia.' }],
  photos: [],
  question: { open: true, question: 'Onde foi o nosso primeiro encontro?', hint: 'Tinha pipoca' },
  letters: { open: true, letters: [{ title: 'Abra quando sentir saudade', text: 'Você é o meu lugar preferido.', opensOn: IN_A_MONTH }] },
  voice: NO_DRAFT_VOICE,
};

let sent: SentXhr[];
/** The server no longer holds the photos sent ahead: an order naming them is refused. */
let stagedPhotosGone: boolean;

beforeEach(() => {
  stagedPhotosGone = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/music-field') return jsonResponse(200, { searchOffered: false });
      if (url.startsWith('/api/music-check?'))
        return jsonResponse(200, {
          videoId: 'dQw4w9WgXcQ',
          availability: 'playable',
          title: 'Never Gonna Give You Up',
          channel: 'Rick Astley',
          refusal: null,
        });
      throw new Error(`unexpected request: ${url}`);
    }),
  );
  sent = stubXhr((request) => {
    if (request.url === '/api/staged-photos')
      queueMicrotask(() => act(() => request.respond(201, { reference: `ref-${(request.body.get('photo') as File).name}` })));
    if (request.url === '/api/create-payment')
      queueMicrotask(() =>
        act(() =>
          stagedPhotosGone
            ? request.respond(400, { error: REQUEST_ERROR_TEXT.stagedPhotoUnknown, code: 'request.invalid' })
            : request.respond(201, { init_point: '/checkout/demo/abc', memory_id: 'abc', email_correction_key: 'k' }),
        ),
      );
  });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1200, height: 900, close: () => undefined })),
  );
  vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
  // The preview's YouTube player stays an empty frame: nothing leaves the test.
  (
    window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }
  ).happyDOM.settings.navigation.disableChildFrameNavigation = true;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = renderCreateForm;

const setup = () => userEvent.setup({ applyAccept: false, delay: null });
const valueOf = (label: string | RegExp, within: HTMLElement = document.body) =>
  (screen.getAllByLabelText(label).find((field) => within.contains(field)) as HTMLInputElement).value;
/** "Criar minha página", the e-mail and the names confirmed in "Quase lá!", then "Ir para o pagamento". */
async function pay(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'Criar minha página' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quase lá!' });
  await enter(user, within(dialog).getByLabelText('Seu e-mail'), 'ana@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
  await user.click(within(dialog).getByRole('button', { name: /Ir para o pagamento/ }));
}
const checked = (name: string | RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('the creation form draft kept on this device', () => {
  it('keeps a draft for a day: one saved 23 h 59 ago comes back, one a day old is removed with its photo copies', () => {
    const savedAt = Date.parse('2026-12-06T10:00:00Z');
    createDraftStore.save(DRAFT, ['ref-1'], savedAt);
    createDraftStore.savePhotoCopy('ref-1', COPY);
    expect(parseFormDraft(createDraftStore.load(savedAt + DRAFT_MAX_AGE_MS - 60_000))).toEqual(DRAFT);
    expect(draftKeys()).toHaveLength(2);

    expect(createDraftStore.load(savedAt + DRAFT_MAX_AGE_MS)).toBeNull();
    expect(draftKeys()).toEqual([]);

    // A copy left without a draft (sent just as the form was emptied) goes at the next read.
    createDraftStore.savePhotoCopy('ref-2', COPY);
    expect(createDraftStore.load(savedAt)).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  it('reads a stored draft defensively: an unknown look or plan is no draft of this form', () => {
    expect(parseFormDraft({ ...DRAFT, plan: 'gold' })).toBeNull();
    const odd = parseFormDraft({ ...DRAFT, values: { ...DRAFT.values, palette: 'neon', message: 42 } });
    expect(odd?.values.palette).toBe('rose');
    expect(odd?.values.message).toBe('');
  });

  it('brings back every field, the plan, the story and the photos; asks by name for photos the server no longer holds', async () => {
    const now = Date.now();
    createDraftStore.save(
      {
        ...DRAFT,
        photos: [
          { name: 'IMG_1.jpg', reference: 'ref-kept', sentAt: now - 10 * 60_000, thumbnail: null, drawable: true },
          { name: 'IMG_2.jpg', reference: 'ref-expired', sentAt: now - 2 * 3600_000, thumbnail: null, drawable: true },
          { name: 'IMG_3.jpg', reference: null, sentAt: 0, thumbnail: null, drawable: true },
        ],
      },
      ['ref-kept', 'ref-expired'],
      now,
    );
    createDraftStore.savePhotoCopy('ref-kept', COPY);
    renderAt('/create');

    await waitFor(() => expect(valueOf('Seu nome')).toBe('Ana Júlia'));
    expect(checked(/Plano Pra Sempre/)).toBe(true);
    expect(valueOf('Nome de quem você ama')).toBe('João');
    expect(valueOf('Data de início')).toBe('2021-06-12');
    expect(valueOf('Horário (opcional)')).toBe('20:30');
    expect(valueOf('Mensagem')).toBe(DRAFT.values.message);
    expect(valueOf(/Link da música/)).toBe(DRAFT.values.youtube);
    const reveal = screen.getByRole('group', { name: /Data de abertura/ });
    expect(valueOf('Dia', reveal)).toBe(DRAFT.values.revealDate);
    expect(valueOf('Horário', reveal)).toBe('19:00');
    expect(checked('Lavanda')).toBe(true);
    expect(checked('Rosas')).toBe(true);
    expect(checked('Romper o selo')).toBe(true);
    const moment = screen.getByRole('group', { name: 'Momento 1' });
    expect(valueOf('Título', moment)).toBe('Primeiro Dia dos Namorados');
    expect(valueOf('Uma frase (opcional)', moment)).toBe('Jantar na praia.');
    expect(valueOf('Data', moment)).toBe('2022-02-14');
    // The extras' fields are a chunk of their own, loaded as the restored draft opens them.
    expect(await screen.findByLabelText('Pergunta', {}, { timeout: 5000 })).toHaveProperty('value', DRAFT.question.question);
    expect(valueOf('Dica (opcional)')).toBe('Tinha pipoca');
    // The answer is never kept on this device: it is typed again.
    expect(valueOf('Resposta')).toBe('');
    const letter = await screen.findByRole('group', { name: 'Carta 1' });
    expect(valueOf('Título do envelope', letter)).toBe('Abra quando sentir saudade');
    expect(valueOf('Carta', letter)).toBe('Você é o meu lugar preferido.');
    expect(valueOf('Dia em que abre', letter)).toBe(IN_A_MONTH);
    expect(screen.getAllByRole('button', { name: /^Remover foto/ })).toHaveLength(1);
    expect(screen.getByText('Envie de novo: IMG_2.jpg (a foto enviada antes expirou)')).toBeTruthy();
    expect(screen.getByText('Envie de novo: IMG_3.jpg (a foto enviada antes expirou)')).toBeTruthy();
    expect(screen.getByText('Continuamos de onde você parou: o que você tinha preenchido voltou.')).toBeTruthy();

    // The photo the server still holds goes in the order by its reference, with nothing sent again.
    const user = setup();
    await enter(user, screen.getByLabelText('Resposta'), 'No cinema');
    await pay(user);
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalledWith('/checkout/demo/abc'));
    expect(sent.filter((request) => request.url === '/api/staged-photos')).toEqual([]);
    const order = sent.find((request) => request.url === '/api/create-payment')!.body;
    expect(order.getAll('stagedPhotos')).toEqual(['ref-kept']);
    expect([order.get('question'), order.get('questionHint'), order.get('questionAnswer')]).toEqual([
      'Onde foi o nosso primeiro encontro?',
      'Tinha pipoca',
      'No cinema',
    ]);
    expect(JSON.parse(order.get('letters') as string)).toEqual(DRAFT.letters.letters);
    // The order took it: back from the checkout, it is sent again from the copy kept here.
    expect(storedDraft()?.photos[0]).toMatchObject({ reference: 'ref-kept', sentAt: 0 });
  });

  it('brings an iPhone HEIC this browser cannot draw back as the tile with its name, not a broken image', async () => {
    const heic = `data:image/heic;base64,${btoa('bytes of IMG_4321.HEIC')}`;
    const photo = { name: 'IMG_4321.HEIC', reference: 'ref-heic', sentAt: Date.now() - 60_000, thumbnail: null, drawable: false };
    createDraftStore.save({ ...DRAFT, photos: [photo] }, ['ref-heic'], Date.now());
    createDraftStore.savePhotoCopy('ref-heic', heic);
    renderAt('/create');
    expect((await screen.findAllByRole('img', { name: /IMG_4321\.HEIC/ })).length).toBeGreaterThan(0);
    expect(document.querySelector('img[alt*="foto 1"]')).toBeNull();
    expect(storedDraft()?.photos[0]).toMatchObject({ name: 'IMG_4321.HEIC', drawable: false });
  });

  it('asks again by name for a photo whose copy found no room here once the server no longer holds it', async () => {
    createDraftStore.save(
      {
        ...DRAFT,
        question: NO_DRAFT_QUESTION,
        photos: [{ name: 'IMG_9.jpg', reference: 'ref-thumb', sentAt: Date.now() - 60_000, thumbnail: COPY, drawable: true }],
      },
      ['ref-thumb'],
      Date.now(),
    );
    renderAt('/create');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remover foto/ })).toHaveLength(1));
    stagedPhotosGone = true;
    await pay(setup());
    expect((await screen.findAllByText(/Envie de novo: IMG_9\.jpg/)).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Remover foto/ })).toEqual([]);
    expect(checkoutNavigation.go).not.toHaveBeenCalled();
  });

  it("saves what is typed and the photos sent, with their copies, and the address's plan wins over the draft's", async () => {
    createDraftStore.save({ ...DRAFT, plan: 'basic' }, [], Date.now());
    renderAt('/create?plan=premium');
    await waitFor(() => expect(valueOf('Seu nome')).toBe('Ana Júlia'));
    expect(checked(/Plano Pra Sempre/)).toBe(true);

    const user = setup();
    await user.clear(screen.getByLabelText('Seu nome'));
    await user.type(screen.getByLabelText('Seu nome'), 'Bia');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['bytes of a.jpg'], 'a.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(storedDraft()?.photos).toEqual([expect.objectContaining({ name: 'a.jpg', reference: 'ref-a.jpg' })]));
    expect(storedDraft()?.values.yourName).toBe('Bia');
    expect(storedDraft()?.plan).toBe('premium');
    await waitFor(() => expect(localStorage.getItem(COPY_KEY('ref-a.jpg'))).toMatch(/^data:image\/jpeg;base64,/));
  });

  it('keeps the question and its hint while typed, never the answer', async () => {
    renderAt('/create?plan=premium');
    const user = setup();
    await user.click(await screen.findByText('Deixar ainda mais especial (opcional)'));
    await user.click(screen.getByRole('button', { name: /Adicionar uma pergunta/ }));
    await user.type(await screen.findByLabelText('Pergunta'), 'Qual o nome do nosso gato?');
    await user.type(screen.getByLabelText('Dica (opcional)'), 'Laranja');
    await user.type(screen.getByLabelText('Resposta'), 'Garfield');
    await waitFor(() => expect(storedDraft()?.question).toEqual({ open: true, question: 'Qual o nome do nosso gato?', hint: 'Laranja' }));
    expect(JSON.stringify(localStorage)).not.toContain('Garfield');
  });

  it('"Começar de novo" appears once something is typed and, after asking, empties the form and the draft', async () => {
    renderAt('/create?plan=premium');
    const user = setup();
    await screen.findByLabelText('Seu nome');
    expect(screen.queryByRole('button', { name: 'Começar de novo' })).toBeNull();
    await user.type(screen.getByLabelText('Seu nome'), 'Ana');
    fireEvent.change(screen.getByLabelText('Data de início'), { target: { value: '2021-06-12' } });
    await waitFor(() => expect(storedDraft()?.values.yourName).toBe('Ana'));

    await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Começar de novo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar preenchendo' }));
    expect(valueOf('Seu nome')).toBe('Ana');

    await user.click(screen.getByRole('button', { name: 'Começar de novo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apagar tudo' }));
    expect(valueOf('Seu nome')).toBe('');
    expect(valueOf('Data de início')).toBe('');
    expect(draftKeys()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Começar de novo' })).toBeNull();
  });

  it.each([
    ['approved', { status: 'approved', path: '/ana-e-joao/abc' }, []],
    ['pending', { status: 'pending' }, [DRAFT_KEY, COPY_KEY('ref-1')]],
  ] as const)('is removed once the return page learns the order is paid, and kept while %s', async (_, answer, left) => {
    createDraftStore.save(DRAFT, ['ref-1'], Date.now());
    createDraftStore.savePhotoCopy('ref-1', COPY);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, answer)),
    );
    const { result } = renderHook(() => usePaymentStatus('abc'));
    await waitFor(() => expect(result.current.state.kind).toBe(answer.status));
    expect(draftKeys().sort()).toEqual([...left].sort());
  });
});
