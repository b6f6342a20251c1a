// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_DRAFT_QUESTION, NO_DRAFT_VOICE, parseFormDraft, type FormDraft } from '../../src/ui/features/create-memory/form-draft.js';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { createDraftStore } from '../../src/ui/lib/create-draft-store.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { enter } from '../support/ui/enter-text.js';
import { renderCreateForm } from '../support/ui/render-create-form.js';

const DRAFT_KEY = 'memories.create-draft';
const storedDraft = () => parseFormDraft((JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as { draft: unknown } | null)?.draft);
const COPY = `data:image/jpeg;base64,${btoa('bytes of IMG_1.jpg')}`;

/** A whole order but the voice, kept on this device as the form keeps it: a reload brings it back ready to pay. */
const draftOf = (plan: FormDraft['plan'], voice = NO_DRAFT_VOICE): FormDraft => ({
  plan,
  values: {
    yourName: 'Ana',
    lovedName: 'João',
    date: '2021-06-12',
    time: '',
    message: 'Cada dia ao seu lado é o meu favorito.',
    youtube: '',
    revealDate: '',
    revealTime: '',
    recipientEmail: '',
    palette: 'rose',
    fallingEmoji: 'hearts',
    revealStyle: 'tap',
  },
  story: [],
  photos: [{ name: 'IMG_1.jpg', reference: 'ref-photo', sentAt: Date.now() - 60_000, thumbnail: null, drawable: true }],
  question: NO_DRAFT_QUESTION,
  letters: { open: false, letters: [] },
  voice,
});

let sent: SentXhr[];
/** How the server answers the next voice sent ahead. */
let voiceAnswer: (() => [number, unknown]) | null;
let getUserMedia: ReturnType<typeof vi.fn>;

beforeEach(() => {
  voiceAnswer = () => [201, { reference: 'ref-voice', seconds: 3.2 }];
  sent = stubXhr((request) => {
    const answer = voiceAnswer;
    if (request.url === '/api/staged-voice' && answer) queueMicrotask(() => act(() => request.respond(...answer())));
    if (request.url === '/api/create-payment')
      queueMicrotask(() => act(() => request.respond(201, { init_point: '/checkout/demo/abc', memory_id: 'abc', email_correction_key: 'k' })));
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => Promise.reject(new Error(`unexpected request: ${String(input)}`))),
  );
  getUserMedia = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:take');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ applyAccept: false, delay: null });

function restore(plan: FormDraft['plan'], voice = NO_DRAFT_VOICE) {
  createDraftStore.save(draftOf(plan, voice), ['ref-photo', ...(voice.reference ? [voice.reference] : [])], Date.now());
  createDraftStore.savePhotoCopy('ref-photo', COPY);
  renderCreateForm(`/create?plan=${plan}`);
}

async function openExtras(user: ReturnType<typeof setup>) {
  await waitFor(() => expect((screen.getByLabelText('Seu nome') as HTMLInputElement).value).toBe('Ana'));
  const summary = screen.getByText('Deixar ainda mais especial (opcional)');
  if (!summary.closest('details')!.open) await user.click(summary);
}

async function pay(user: ReturnType<typeof setup>) {
  await user.click(screen.getByRole('button', { name: 'Criar minha página' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quase lá!' });
  await enter(user, within(dialog).getByLabelText('Seu e-mail'), 'ana@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
  await user.click(within(dialog).getByRole('button', { name: /Ir para o pagamento/ }));
}

const orderSent = () => sent.find((request) => request.url === '/api/create-payment')?.body;

describe('"Um áudio seu" on the creation form', () => {
  it('is not offered on the Anual plan', async () => {
    const user = setup();
    restore('basic');
    await openExtras(user);
    expect(screen.getByRole('button', { name: '+ Mostrar o céu daquela noite' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gravar um áudio seu/ })).toBeNull();
  });

  it('asks for the microphone only at "Gravar", and says so in Portuguese when it is refused', async () => {
    const user = setup();
    restore('premium');
    await openExtras(user);
    await user.click(screen.getByRole('button', { name: '+ Gravar um áudio seu' }));
    const record = await screen.findByRole('button', { name: 'Gravar' }, { timeout: 5000 });
    expect(getUserMedia).not.toHaveBeenCalled();
    await user.click(record);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não conseguimos usar o microfone. Permita o acesso ao microfone ou escolha um arquivo de áudio.',
    );
  });

  it('sends a chosen file at once after its preview, and the order names its reference', async () => {
    const user = setup();
    restore('premium');
    await openExtras(user);
    await user.click(screen.getByRole('button', { name: '+ Gravar um áudio seu' }));
    const file = new File([new Uint8Array(4096)], 'nossa-voz.m4a', { type: 'audio/mp4' });
    await user.upload(await screen.findByLabelText('Escolher um arquivo de áudio', {}, { timeout: 5000 }), file);
    expect(screen.getByLabelText('Prévia do áudio').getAttribute('src')).toBe('blob:take');
    // It goes up while it plays in the preview; kept, the order names it.
    expect(sent.filter((request) => request.url === '/api/staged-voice')).toHaveLength(1);
    expect(storedDraft()?.voice.reference ?? null).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar este áudio' }));
    expect(await screen.findByText('Áudio enviado (3 s). Ele vai para a página com o pedido.')).toBeTruthy();
    const staged = sent.filter((request) => request.url === '/api/staged-voice');
    expect(staged).toHaveLength(1);
    expect((staged[0]!.body.get('voice') as File).name).toBe('nossa-voz.m4a');
    await waitFor(() => expect(storedDraft()?.voice).toMatchObject({ open: true, reference: 'ref-voice', seconds: 3.2 }));

    await pay(user);
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalledWith('/checkout/demo/abc'));
    expect(orderSent()!.get('stagedVoice')).toBe('ref-voice');
    expect(orderSent()!.getAll('stagedPhotos')).toEqual(['ref-photo']);
  });

  it("shows the server's refusal in Portuguese and keeps the preview to try again; an order then waits for a kept voice", async () => {
    voiceAnswer = () => [400, { code: 'voice.too-long', error: 'O áudio pode ter até 60 segundos; este tem 75.' }];
    const user = setup();
    restore('premium');
    await openExtras(user);
    await user.click(screen.getByRole('button', { name: '+ Gravar um áudio seu' }));
    await user.upload(
      await screen.findByLabelText('Escolher um arquivo de áudio', {}, { timeout: 5000 }),
      new File([new Uint8Array(64)], 'longo.mp3', { type: 'audio/mpeg' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('O áudio pode ter até 60 segundos; este tem 75.');
    expect(screen.getByLabelText('Prévia do áudio')).toBeTruthy();

    await pay(user);
    expect(await screen.findByText('Toque em "Guardar este áudio" ou remova o áudio antes de ir para o pagamento.')).toBeTruthy();
    expect(orderSent()).toBeUndefined();
  });

  it('an order paid while the voice kept still goes up waits for it, saying so over the form, then names it', async () => {
    voiceAnswer = null;
    const user = setup();
    restore('premium');
    await openExtras(user);
    await user.click(screen.getByRole('button', { name: '+ Gravar um áudio seu' }));
    await user.upload(
      await screen.findByLabelText('Escolher um arquivo de áudio', {}, { timeout: 5000 }),
      new File([new Uint8Array(4096)], 'devagar.m4a', { type: 'audio/mp4' }),
    );
    const upload = sent.find((request) => request.url === '/api/staged-voice')!;
    act(() => upload.progress(2048, 4096));
    expect(screen.getByRole('status').textContent).toBe('Enviando o áudio… 50%');
    await user.click(screen.getByRole('button', { name: 'Guardar este áudio' }));
    await pay(user);
    expect(orderSent()).toBeUndefined();
    // The photos were sent before the reload: the overlay's second step speaks of the voice, with no photo progress.
    const overlay = await screen.findByRole('status', { name: 'Criando sua página' });
    await waitFor(() => expect(within(overlay).getByText('Enviando o áudio')).toBeTruthy());
    expect(within(overlay).queryByText('Enviando fotos')).toBeNull();
    expect(within(overlay).queryByRole('progressbar')).toBeNull();

    act(() => upload.respond(201, { reference: 'ref-slow-voice', seconds: 8 }));
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalledWith('/checkout/demo/abc'));
    expect(orderSent()!.get('stagedVoice')).toBe('ref-slow-voice');
  });

  it('brings a voice sent before a reload back as sent, named by the order; an older one is asked for again', async () => {
    const user = setup();
    restore('premium', { open: true, reference: 'ref-kept-voice', sentAt: Date.now() - 5 * 60_000, seconds: 12 });
    expect(await screen.findByText('Áudio enviado (12 s). Ele vai para a página com o pedido.', {}, { timeout: 5000 })).toBeTruthy();
    await pay(user);
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalled());
    expect(orderSent()!.get('stagedVoice')).toBe('ref-kept-voice');
    // The order used it: coming back, it is not counted on.
    expect(storedDraft()?.voice).toMatchObject({ reference: 'ref-kept-voice', sentAt: 0 });

    cleanup();
    restore('premium', { open: true, reference: 'ref-old-voice', sentAt: Date.now() - 2 * 3600_000, seconds: 12 });
    expect(await screen.findByText('O áudio enviado antes não está mais guardado: grave ou escolha de novo.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gravar' })).toBeTruthy();
  });

  it('"Remover o áudio" drops it: the order names no voice', async () => {
    const user = setup();
    restore('premium', { open: true, reference: 'ref-kept-voice', sentAt: Date.now() - 60_000, seconds: 4 });
    await user.click(await screen.findByRole('button', { name: 'Remover o áudio' }, { timeout: 5000 }));
    expect(screen.getByRole('button', { name: '+ Gravar um áudio seu' })).toBeTruthy();
    await pay(user);
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalled());
    expect(orderSent()!.has('stagedVoice')).toBe(false);
  });
});
