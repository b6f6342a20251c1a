// @vitest-environment happy-dom
import { REQUEST_ERROR_TEXT } from '../../src/texts/error-messages.pt-br.js';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentResponse, ErrorResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { renderCreateForm } from '../support/ui/render-create-form.js';
import { enter } from '../support/ui/enter-text.js';
import { LONG_LETTER, pasteLongLetter } from '../support/ui/over-limit.js';

let sent: SentXhr[];
let autoStage: boolean;
const referenceOf = (request: SentXhr) => `ref-${(request.body.get('photo') as File).name}`;
const payments = () => sent.filter((request) => request.url === '/api/create-payment');
const stagings = () => sent.filter((request) => request.url === '/api/staged-photos');
let unexpected: string[];

/** The preview's YouTube iframe never leaves the test: other hosts get an empty page, as in the browser tests. */
function answerOtherHostsLocally() {
  const happyDom = (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM;
  happyDom.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request, window: frame }: { request: Request; window: typeof globalThis }) =>
      new URL(request.url).host === window.location.host
        ? undefined
        : new frame.Response('<!doctype html><title>externo</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
}

/**
 * The music field's questions, as a shop without a YouTube key answers them: no search, and the
 * link check's verdicts (one known song; YouTube not asked for the rest).
 */
function musicFieldAnswer(url: string): Response | null {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (url === '/api/music-field') return json(200, { searchOffered: false });
  if (!url.startsWith('/api/music-check?')) return null;
  const videoId = new URL(new URL(url, 'http://app').searchParams.get('url')!).searchParams.get('v')!;
  const known = videoId === 'dQw4w9WgXcQ';
  return json(200, {
    videoId,
    availability: known ? 'playable' : 'unknown',
    title: known ? 'Never Gonna Give You Up' : null,
    channel: known ? 'Rick Astley' : null,
    refusal: null,
  });
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });

let go: ReturnType<typeof vi.fn<(url: string) => void>>;
let revoked: string[];

beforeEach(() => {
  revoked = [];
  unexpected = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const music = musicFieldAnswer(String(input));
      if (music) return music;
      unexpected.push(String(input));
      throw new Error(`unexpected request: ${String(input)}`);
    }),
  );
  autoStage = true;
  // Photos go up as soon as they are chosen: answered at once with a reference named after the file, unless a test
  // answers them itself.
  sent = stubXhr((request) => {
    if (request.url === '/api/staged-photos' && autoStage) queueMicrotask(() => act(() => request.respond(201, { reference: referenceOf(request) })));
  });
  // Every picked image decodes as a photo that already fits: it is sent as picked (the downscale has its own test).
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1200, height: 900, close: () => undefined })),
  );
  const revoke = URL.revokeObjectURL.bind(URL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
    revoked.push(url);
    revoke(url);
  });
  go = vi.fn<(url: string) => void>();
  answerOtherHostsLocally();
  vi.spyOn(checkoutNavigation, 'go').mockImplementation(go);
});

afterEach(() => {
  expect(unexpected).toEqual([]);
  expect(sent.filter((request) => request.url !== '/api/create-payment' && request.url !== '/api/staged-photos')).toEqual([]);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = renderCreateForm;

const setup = () => userEvent.setup({ applyAccept: false, delay: null });
type User = ReturnType<typeof setup>;

const submitButton = () => screen.getByRole('button', { name: 'Criar minha página' });
const thumbnails = () => screen.queryAllByRole('button', { name: /^Remover foto/ });
const photoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function fillDetails(user: User, details: { time?: string } = {}) {
  await enter(user, screen.getByLabelText('Seu nome'), 'Ana Júlia');
  await enter(user, screen.getByLabelText('Nome de quem você ama'), 'João');
  fireEvent.change(screen.getByLabelText('Data de início'), { target: { value: '2021-06-12' } });
  if (details.time) fireEvent.change(screen.getByLabelText('Horário (opcional)'), { target: { value: details.time } });
  await enter(user, screen.getByLabelText('Mensagem'), 'Cada dia ao seu lado é o meu favorito.');
}

async function openCheckout(user: User) {
  await user.click(submitButton());
  return screen.findByRole('dialog', { name: 'Quase lá!' });
}

/** Types the buyer's address, confirms the names and pays, in the open payment modal. */
async function payInModal(user: User, dialog: HTMLElement) {
  await enter(user, within(dialog).getByLabelText('Seu e-mail'), 'ana@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
  await user.click(within(dialog).getByRole('button', { name: /Ir para o pagamento/ }));
}

describe('the creation form', () => {
  describe('plan', () => {
    it.each([
      ['/create?plan=premium', 'Plano Pra Sempre'],
      ['/create?plan=basic', 'Plano Anual'],
      ['/create?plan=gold', 'Plano Anual'],
      ['/create', 'Plano Anual'],
    ])('%s selects the %s', async (url, title) => {
      renderAt(url);
      expect(checked(await screen.findByRole('radio', { name: new RegExp(title) }))).toBe(true);
    });

    it('shows both prices and what the chosen plan includes before paying, and keeps the address in sync', async () => {
      const user = setup();
      const router = renderAt('/create?plan=premium');
      const basic = await screen.findByRole('radio', { name: /Plano Anual/ });
      expect(basic.closest('label')?.textContent).toContain('R$\u00a012,00');
      expect(basic.closest('label')?.textContent).toContain('R$\u00a024,00');
      expect(screen.getByRole('radio', { name: /Plano Pra Sempre/ }).closest('label')?.textContent).toContain('R$\u00a016,00');
      expect(screen.getByRole('radio', { name: /Plano Pra Sempre/, description: /Música de fundo/ })).toBeTruthy();

      await user.click(basic);
      expect(router.state.location.search).toBe('?plan=basic');
      expect(screen.getByRole('radio', { name: /Plano Anual/, description: /Sem música/ })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: /Plano Pra Sempre/ }));
      expect(router.state.location.search).toBe('?plan=premium');
    });

    it('choosing basic keeps the photos beyond its limit and the video link aside, marked; choosing premium brings them back', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      await fillDetails(user);
      await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
      await enter(user, screen.getByLabelText(/Link da música/), 'https://youtu.be/dQw4w9WgXcQ');
      expect(thumbnails()).toHaveLength(3);
      const shown = [1, 2, 3].map((n) => screen.getByRole('img', { name: `Foto ${n}` }).getAttribute('src'));

      await user.click(screen.getByRole('radio', { name: /Plano Anual/ }));
      expect(thumbnails()).toHaveLength(1);
      const parked = screen.getByRole('group', { name: '2 fotos não incluídas no Plano Anual' });
      expect(within(parked).getAllByText('Não incluída no Plano Anual')).toHaveLength(2);
      expect(within(parked).getByRole('img', { name: 'Foto 2, não incluída no Plano Anual' }).getAttribute('src')).toBe(shown[1]);
      expect(screen.queryByLabelText(/Link da música/)).toBeNull();
      const music = screen.getByRole('group', { name: 'Música não incluída no Plano Anual' });
      expect(music.textContent).toContain('https://youtu.be/dQw4w9WgXcQ');
      expect(revoked).toHaveLength(0);
      // the form is complete on basic with the extras parked
      expect(submitButton().getAttribute('aria-disabled')).toBe('false');

      await user.click(within(music).getByRole('button', { name: 'Voltar para o Plano Pra Sempre' }));
      expect(thumbnails()).toHaveLength(3);
      expect([1, 2, 3].map((n) => screen.getByRole('img', { name: `Foto ${n}` }).getAttribute('src'))).toEqual(shown);
      expect(valueOf(screen.getByLabelText(/Link da música/))).toBe('https://youtu.be/dQw4w9WgXcQ');
      expect(screen.queryByRole('group', { name: /não incluídas? no Plano Anual/ })).toBeNull();
    });

    it('on basic, a new pick replaces the one photo and keeps the parked ones; a parked photo can be discarded', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg')]);
      const [first, second] = [1, 2].map((n) => screen.getByRole('img', { name: `Foto ${n}` }).getAttribute('src'));
      await user.click(screen.getByRole('radio', { name: /Plano Anual/ }));

      await user.upload(screen.getByLabelText('Trocar foto'), photo('nova.jpg'));
      expect(revoked).toEqual([first]);
      expect(screen.getByRole('img', { name: 'Foto 2, não incluída no Plano Anual' }).getAttribute('src')).toBe(second);

      await user.click(screen.getByRole('button', { name: 'Descartar a foto 2 (não incluída no Plano Anual)' }));
      expect(revoked).toEqual([first, second]);
      expect(screen.queryByRole('group', { name: /não incluída no Plano Anual/ })).toBeNull();
      await user.click(screen.getByRole('radio', { name: /Plano Pra Sempre/ }));
      expect(thumbnails()).toHaveLength(1);
    });
  });

  describe('fields', () => {
    it('keeps a name as typed and says beforehand what cleaning will change, with a counter near the limit and, over it, how much to remove', async () => {
      const user = setup();
      renderAt('/create');
      const yourName = await screen.findByLabelText('Seu nome');
      await user.type(yourName, 'Ana Júlia');
      expect(valueOf(yourName)).toBe('Ana Júlia');
      expect(document.getElementById('yourName-dica')).toBeNull();

      const lovedName = screen.getByLabelText('Nome de quem você ama');
      await user.click(lovedName);
      await user.paste('<b>João</b> & "Zé" 😍');
      await user.tab();
      expect(valueOf(lovedName)).toBe('<b>João</b> & "Zé" 😍');
      expect(document.getElementById('lovedName-dica')?.textContent).toBe('Emojis e símbolos ficam de fora: o nome ficará “João Zé”.');
      expect(lovedName.getAttribute('aria-describedby')).toBe('lovedName-dica');
      expect(screen.getByTestId('link-previa').textContent).toMatch(/\/ana-julia-e-joao-ze$/);

      await user.clear(lovedName);
      await user.paste(`${'M'.repeat(38)} Santos`);
      expect(screen.getByTestId('lovedName-contador').textContent).toBe('45/5045 de 50 caracteres');
      await user.clear(lovedName);
      await user.paste(`${'M'.repeat(45)} Santos`);
      expect(valueOf(lovedName)).toBe(`${'M'.repeat(45)} Santos`);
      expect(lovedName.getAttribute('maxlength')).toBeNull();
      expect(document.getElementById('lovedName-erro')?.textContent).toBe('O nome tem 2 caracteres a mais');
      expect(lovedName.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('lovedName-contador').textContent).toContain('52 de 50 caracteres');
      await user.clear(lovedName);
      await user.type(lovedName, 'Bia');
      expect(screen.queryByTestId('lovedName-contador')).toBeNull();
    });

    it('says what the link will be when a name has no letter it can spell, and the link starts with a letter', async () => {
      const user = setup();
      renderAt('/create');
      const yourName = await screen.findByLabelText('Seu nome');
      const lovedName = screen.getByLabelText('Nome de quem você ama');
      const hint = () => document.getElementById('lovedName-dica')?.textContent;
      await user.click(lovedName);
      await user.paste('李华');
      expect(hint()).toBe('O link da página só usa letras de A a Z: no lugar deste nome, ele terá “voce”.');
      expect(lovedName.getAttribute('aria-describedby')).toBe('lovedName-dica');

      await user.type(yourName, 'Ana');
      const link = `${window.location.host}/ana-e-voce`;
      expect(hint()).toBe(`O link da página só usa letras de A a Z: ele será “${link}”.`);
      expect(screen.getByTestId('link-previa').textContent).toBe(link);
      expect(document.getElementById('yourName-dica')).toBeNull();

      await user.clear(yourName);
      await user.paste('王芳 💖');
      expect(document.getElementById('yourName-dica')?.textContent).toBe(
        `Emojis e símbolos ficam de fora: o nome ficará “王芳”. O link da página só usa letras de A a Z: ele será “${window.location.host}/eu-e-voce”.`,
      );
      expect(screen.getByTestId('link-previa').textContent).toMatch(/\/eu-e-voce$/);
    });

    it('says that emoji are left out of a name of emoji only, before and after the field is left', async () => {
      const user = setup();
      renderAt('/create');
      const yourName = await screen.findByLabelText('Seu nome');
      await user.click(yourName);
      await user.paste('😍❤️');
      expect(document.getElementById('yourName-dica')?.textContent).toBe('Emojis e símbolos ficam de fora: escreva o nome com letras.');
      await user.tab();
      expect(document.getElementById('yourName-erro')?.textContent).toBe('Emojis e símbolos ficam de fora: escreva o nome com letras.');
      expect(screen.queryByText('Nome é obrigatório')).toBeNull();
      expect(yourName.getAttribute('aria-invalid')).toBe('true');
    });

    it('shows the live name errors once a field was touched', async () => {
      const user = setup();
      renderAt('/create');
      const yourName = await screen.findByLabelText('Seu nome');
      const error = () => document.getElementById('yourName-erro');
      await user.click(yourName);
      expect(screen.queryByText('Nome é obrigatório')).toBeNull();
      await user.tab();
      expect(error()?.textContent).toBe('Nome é obrigatório');
      expect(error()?.getAttribute('role')).toBe('alert');
      expect(yourName.getAttribute('aria-invalid')).toBe('true');
      expect(yourName.getAttribute('aria-describedby')).toBe('yourName-erro');

      await user.type(yourName, 'A');
      expect(error()?.textContent).toBe('Nome muito curto');
      await user.type(yourName, 'na');
      expect(error()).toBeNull();
      expect(yourName.getAttribute('aria-invalid')).toBeNull();
    });

    it('requires a message once touched, and limits the start date to today', async () => {
      const user = setup();
      renderAt('/create');
      const message = await screen.findByLabelText('Mensagem');
      await user.click(message);
      await user.tab();
      expect(screen.getByRole('alert')?.textContent).toContain('Mensagem é obrigatória');

      const date = screen.getByLabelText('Data de início');
      expect(date?.getAttribute('type')).toBe('date');
      const today = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      expect(date?.getAttribute('max')).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
      fireEvent.change(date, { target: { value: `${today.getFullYear() + 1}-01-01` } });
      expect(screen.getByText('A data de início não pode estar no futuro.')).toBeTruthy();
      expect(screen.getByLabelText('Horário (opcional)')?.getAttribute('type')).toBe('time');
    });

    it('offers the music link only on premium and checks it for a video id', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      const link = await screen.findByLabelText('Link da música no YouTube (opcional)');
      await enter(user, link, 'https://exemplo.com/musica');
      await user.tab();
      expect(screen.getByRole('alert')?.textContent).toContain('Link do YouTube inválido');
      await user.clear(link);
      await enter(user, link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(await screen.findByText('♪ Never Gonna Give You Up — Rick Astley')).toBeTruthy();
    });
  });

  describe('photos', () => {
    it('basic takes one image: the picker is single and a new pick replaces the photo', async () => {
      const user = setup();
      renderAt('/create?plan=basic');
      const input = await screen.findByLabelText('Adicionar foto');
      expect(input?.getAttribute('accept')).toBe('image/*');
      expect(input.getAttribute('multiple')).toBeNull();

      await user.upload(photoInput(), photo('primeira.jpg'));
      expect(thumbnails()).toHaveLength(1);
      const first = screen.getByRole('img', { name: 'Foto 1' }).getAttribute('src');

      await user.upload(screen.getByLabelText('Trocar foto'), photo('segunda.jpg'));
      expect(thumbnails()).toHaveLength(1);
      expect(screen.getByRole('img', { name: 'Foto 1' }).getAttribute('src')).not.toBe(first);
      expect(revoked).toContain(first);
    });

    it('premium takes several images, keeps their order and refuses, each with a sentence, all beyond 3 and anything not an image', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      const input = await screen.findByLabelText('Adicionar fotos');
      expect(input.getAttribute('multiple')).not.toBeNull();
      const created: string[] = [];
      const create = URL.createObjectURL.bind(URL);
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
        const url = create(blob);
        created.push(`${(blob as File).name}|${url}`);
        return url;
      });

      await user.upload(photoInput(), [
        photo('notas.txt', 'text/plain'),
        photo('1.jpg'),
        photo('2.png', 'image/png'),
        photo('3.webp', 'image/webp'),
        photo('4.jpg'),
        photo('5.jpg'),
      ]);
      expect(thumbnails()).toHaveLength(3);
      const shown = [1, 2, 3].map((n) => screen.getByRole('img', { name: `Foto ${n}` }).getAttribute('src'));
      expect(shown).toEqual(created.map((entry) => entry.split('|')[1]));
      expect(created.map((entry) => entry.split('|')[0])).toEqual(['1.jpg', '2.png', '3.webp']);
      const notices = screen.getByText(/não é uma foto/).closest('[role="alert"]');
      expect(notices?.textContent).toBe(
        '“notas.txt” não é uma foto. Escolha uma imagem JPEG, PNG, WebP, GIF, AVIF ou HEIC.' +
          'Plano Pra Sempre permite no máximo 3 foto(s). Não foram adicionadas: “4.jpg”, “5.jpg”.',
      );
      expect(screen.getByText('Limite máximo de fotos atingido (3 foto(s))')).toBeTruthy();
      expect(document.querySelector('input[type="file"]')).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Remover foto 2' }));
      expect(revoked).toContain(shown[1]);
      expect([1, 2].map((n) => screen.getByRole('img', { name: `Foto ${n}` }).getAttribute('src'))).toEqual([shown[0], shown[2]]);
      expect(screen.getByLabelText('Adicionar mais fotos (1 restante(s))')).toBeTruthy();
    });
  });

  describe('submit button', () => {
    it('stays half-opaque with "Preencha os dados faltantes" until names, date, message and a photo are there', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      expect(submitButton()?.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByText('Preencha os dados faltantes')).toBeTruthy();

      await fillDetails(user);
      expect(submitButton()?.getAttribute('aria-disabled')).toBe('true');
      await user.upload(photoInput(), photo('a.jpg'));
      expect(submitButton()?.getAttribute('aria-disabled')).toBe('false');
      expect(screen.queryByText('Preencha os dados faltantes')).toBeNull();

      await user.clear(screen.getByLabelText('Mensagem'));
      expect(submitButton()?.getAttribute('aria-disabled')).toBe('true');
    });

    it('says what is missing in a red toast when clicked too early, and opens nothing', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      await user.click(submitButton());
      expect((await screen.findByText('Por favor, preencha todos os campos obrigatórios!')).getAttribute('role')).toBe('alert');
      expect(document.activeElement).toBe(screen.getByLabelText('Seu nome'));
      expect(screen.queryByRole('dialog')).toBeNull();

      await fillDetails(user);
      await user.click(submitButton());
      expect((await screen.findByText('Por favor, selecione pelo menos uma foto!')).getAttribute('role')).toBe('alert');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('takes the red toast away as soon as the fields it spoke of are filled, not only after its time', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      await user.upload(photoInput(), photo('a.jpg'));
      await user.click(submitButton());
      expect(screen.getByText('Por favor, preencha todos os campos obrigatórios!').getAttribute('role')).toBe('alert');

      await enter(user, screen.getByLabelText('Seu nome'), 'Ana Júlia');
      await enter(user, screen.getByLabelText('Nome de quem você ama'), 'João');
      expect(screen.queryByText('Por favor, preencha todos os campos obrigatórios!')).not.toBeNull();
      fireEvent.change(screen.getByLabelText('Data de início'), { target: { value: '2021-06-12' } });
      await enter(user, screen.getByLabelText('Mensagem'), 'Te amo');
      expect(screen.queryByText('Por favor, preencha todos os campos obrigatórios!')).toBeNull();
    });
  });

  describe('a text over its limit', () => {
    /** The premium form filled with the details and one photo, ready to order. */
    async function filledForm(): Promise<User> {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      await fillDetails(user);
      await user.upload(photoInput(), photo('a.jpg'));
      return user;
    }

    it('keeps a name over 50 characters whole, says how much to remove and opens nothing until it fits', async () => {
      const user = await filledForm();
      const yourName = screen.getByLabelText('Seu nome');
      const long = 'Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti';
      await user.clear(yourName);
      await user.paste(long);
      expect(valueOf(yourName)).toBe(long);
      expect(screen.getByText('O nome tem 9 caracteres a mais')).toBeTruthy();
      expect(submitButton().getAttribute('aria-disabled')).toBe('true');

      await user.click(submitButton());
      expect(document.activeElement).toBe(yourName);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(valueOf(yourName)).toBe(long);

      fireEvent.change(yourName, { target: { value: 'Maria Eduarda dos Santos Oliveira de Albuquerque' } });
      expect(yourName.getAttribute('aria-invalid')).toBeNull();
      await user.click(submitButton());
      expect(await screen.findByRole('dialog', { name: 'Quase lá!' })).toBeTruthy();
    });

    it('keeps a 5,600-character message whole, says how much to remove and sends nothing until it fits', async () => {
      const user = await filledForm();
      const message = await pasteLongLetter(user);
      expect(screen.getByText('Sua mensagem tem 600 caracteres a mais')).toBeTruthy();
      expect(submitButton().getAttribute('aria-disabled')).toBe('true');

      await user.click(submitButton());
      expect(screen.getAllByText('Sua mensagem tem 600 caracteres a mais').some((alert) => alert.getAttribute('role') === 'alert')).toBe(true);
      expect(document.activeElement).toBe(message);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(message.value).toBe(LONG_LETTER);

      fireEvent.change(message, { target: { value: 'm'.repeat(5000) } });
      expect(message.getAttribute('aria-invalid')).toBeNull();
      await user.click(submitButton());
      expect(await screen.findByRole('dialog', { name: 'Quase lá!' })).toBeTruthy();
    });
  });

  describe('e-mail modal and payment', () => {
    async function readyToPay(user: User, plan = 'premium') {
      renderAt(`/create?plan=${plan}`);
      await screen.findByLabelText('Seu nome');
      await fillDetails(user, { time: '20:30' });
      await user.upload(photoInput(), plan === 'premium' ? [photo('a.jpg'), photo('b.jpg')] : photo('a.jpg'));
      if (plan === 'premium') await enter(user, screen.getByLabelText(/Link da música/), 'https://youtu.be/dQw4w9WgXcQ');
    }

    it('keeps the pay button disabled until the e-mail is valid, with the total and what happens next', async () => {
      const user = setup();
      await readyToPay(user);
      const dialog = await openCheckout(user);
      expect(dialog?.textContent).toContain('R$\u00a016,00');
      expect(dialog?.textContent).toContain('Você será redirecionado ao Mercado Pago');
      expect(dialog?.textContent).toContain('o link e o QR Code chegam por e-mail');
      const pay = within(dialog).getByRole('button', { name: /Ir para o pagamento/ });
      const email = within(dialog).getByLabelText('Seu e-mail');
      expect(email?.getAttribute('type')).toBe('email');
      expect((pay as HTMLButtonElement).disabled).toBe(true);

      await enter(user, email, 'ana@exemplo');
      await user.tab();
      expect(within(dialog).getByRole('alert')?.textContent).toContain('E-mail inválido');
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      await enter(user, email, '.com');
      expect(within(dialog).queryByRole('alert')).toBeNull();
      // Both names are shown and must be confirmed: they cannot change after payment.
      expect(within(dialog).getByRole('group', { name: 'Confira os nomes' }).textContent).toContain('Ana Júlia & João');
      expect((pay as HTMLButtonElement).disabled).toBe(true);
      await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
      expect((pay as HTMLButtonElement).disabled).toBe(false);
      expect(payments()).toHaveLength(0);
    });

    it('sends the form with every field and the references of the photos already sent, then goes to init_point', async () => {
      const user = setup();
      await readyToPay(user);
      await vi.waitFor(() => expect(screen.getAllByText(/^Foto \d enviada$/)).toHaveLength(2));
      const dialog = await openCheckout(user);
      await payInModal(user, dialog);

      const overlay = await screen.findByRole('status', { name: 'Criando sua página' });
      expect(overlay?.textContent).toContain('Validando dados');
      expect(overlay?.textContent).toContain('Enviando fotos');
      expect(overlay?.textContent).toContain('Processando pagamento');
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(overlay.querySelector('[aria-current="step"]')?.textContent).toContain('Processando pagamento');
      const request = payments()[0]!;
      expect(request.method).toBe('POST');
      const fields = Object.fromEntries([...request.body.entries()].filter(([name]) => name !== 'stagedPhotos'));
      expect(fields).toEqual({
        yourName: 'Ana Júlia',
        lovedName: 'João',
        datingSince: '2021-06-12T20:30',
        message: 'Cada dia ao seu lado é o meu favorito.',
        plan: 'premium',
        youtube: 'https://youtu.be/dQw4w9WgXcQ',
        email: 'ana@example.com',
        palette: 'rose',
        fallingEmoji: 'hearts',
      });
      // The photos went up while the buyer wrote: the order carries their references only, in order.
      expect(request.body.getAll('stagedPhotos')).toEqual(['ref-a.jpg', 'ref-b.jpg']);
      expect(stagings().map((staging) => (staging.body.get('photo') as File).name)).toEqual(['a.jpg', 'b.jpg']);

      const answer: CreatePaymentResponse = {
        init_point: 'http://localhost:3000/checkout/demo/abc123',
        memory_id: 'abc123',
        email_correction_key: 'key-abc123',
      };
      act(() => request.respond(201, answer));
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/checkout/demo/abc123'));
      expect(screen.queryByText('Site criado com sucesso!')).toBeNull();
    });

    it('sends the reveal style the buyer picks in the extras, next to the look', async () => {
      const user = setup();
      await readyToPay(user);
      await user.click(screen.getByText('Deixar ainda mais especial (opcional)'));
      const group = screen.getByRole('group', { name: 'Como a página se abre' });
      expect((within(group).getByRole('radio', { name: 'Tocar' }) as HTMLInputElement).checked).toBe(true);
      await user.click(within(group).getByRole('radio', { name: 'Raspar' }));
      await vi.waitFor(() => expect(screen.getAllByText(/^Foto \d enviada$/)).toHaveLength(2));
      await payInModal(user, await openCheckout(user));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.get('revealStyle')).toBe('scratch');
    });

    it('offers "E-mail de quem vai receber" only under a reveal date, checks it as the server does and sends it with the order', async () => {
      const user = setup();
      await readyToPay(user);
      await user.click(screen.getByText('Deixar ainda mais especial (opcional)'));
      expect(screen.queryByLabelText('E-mail de quem vai receber (opcional)')).toBeNull();
      const revealDay = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10);
      fireEvent.change(document.getElementById('revealDate')!, { target: { value: revealDay } });

      const field = screen.getByLabelText('E-mail de quem vai receber (opcional)');
      await enter(user, field, 'joao@');
      await user.tab();
      expect(await screen.findByText('E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).')).toBeTruthy();
      await user.click(submitButton());
      expect(screen.queryByRole('dialog', { name: 'Quase lá!' })).toBeNull();
      expect(document.activeElement).toBe(field);

      await user.clear(field);
      await enter(user, field, ' joao@example.com ');
      await vi.waitFor(() => expect(screen.getAllByText(/^Foto \d enviada$/)).toHaveLength(2));
      await payInModal(user, await openCheckout(user));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.get('recipientEmail')).toBe('joao@example.com');
      expect(payments()[0]!.body.get('revealAt')).toBe(`${revealDay}T00:00`);
    });

    it("does not send the recipient's e-mail once the reveal date is taken away", async () => {
      const user = setup();
      await readyToPay(user);
      await user.click(screen.getByText('Deixar ainda mais especial (opcional)'));
      fireEvent.change(document.getElementById('revealDate')!, {
        target: { value: new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10) },
      });
      await enter(user, screen.getByLabelText('E-mail de quem vai receber (opcional)'), 'joao@example.com');
      await user.click(screen.getByRole('button', { name: 'Abrir assim que o pagamento for aprovado' }));
      await vi.waitFor(() => expect(screen.getAllByText(/^Foto \d enviada$/)).toHaveLength(2));
      await payInModal(user, await openCheckout(user));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.has('recipientEmail')).toBe(false);
      expect(payments()[0]!.body.has('revealAt')).toBe(false);
    });

    it('shows each photo going up on its thumbnail, and on pay waits for the ones still going, with their progress', async () => {
      autoStage = false;
      const user = setup();
      await readyToPay(user);
      await vi.waitFor(() => expect(stagings()).toHaveLength(1));
      act(() => stagings()[0]!.progress(30, 100));
      expect(screen.getByRole('progressbar', { name: 'Envio da foto 1' }).getAttribute('aria-valuenow')).toBe('30');

      const dialog = await openCheckout(user);
      await payInModal(user, dialog);
      const overlay = await screen.findByRole('status', { name: 'Criando sua página' });
      expect(overlay.querySelector('[aria-current="step"]')?.textContent).toContain('Enviando fotos');
      // One photo at 30 %, the other waiting: 15 % of the whole.
      expect(within(overlay).getByRole('progressbar', { name: 'Envio das fotos' }).getAttribute('aria-valuenow')).toBe('15');
      expect(payments()).toHaveLength(0);

      act(() => stagings()[0]!.respond(201, { reference: 'ref-a.jpg' }));
      await vi.waitFor(() => expect(stagings()).toHaveLength(2));
      act(() => stagings()[1]!.respond(201, { reference: 'ref-b.jpg' }));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.getAll('stagedPhotos')).toEqual(['ref-a.jpg', 'ref-b.jpg']);
    });

    it('sends the order again with the photos themselves when the server no longer holds those sent ahead', async () => {
      const user = setup();
      await readyToPay(user);
      await vi.waitFor(() => expect(screen.getAllByText(/^Foto \d enviada$/)).toHaveLength(2));
      await payInModal(user, await openCheckout(user));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      const refused = { error: REQUEST_ERROR_TEXT.stagedPhotoUnknown, code: 'request.invalid', field: 'stagedPhotos' };
      act(() => payments()[0]!.respond(400, refused));

      await vi.waitFor(() => expect(payments()).toHaveLength(2));
      const again = payments()[1]!.body;
      expect(again.getAll('stagedPhotos')).toEqual([]);
      expect((again.getAll('photos') as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
      expect(again.get('yourName')).toBe('Ana Júlia');
      const answer: CreatePaymentResponse = { init_point: 'http://localhost:3000/checkout/demo/f1', memory_id: 'f1', email_correction_key: 'k' };
      act(() => payments()[1]!.respond(201, answer));
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/checkout/demo/f1'));
      expect(screen.queryByText(REQUEST_ERROR_TEXT.stagedPhotoUnknown)).toBeNull();
    });

    /** The form filled, its first photo taken by the server and the second one still being sent. */
    async function withSecondPhotoOnItsWay() {
      autoStage = false;
      const user = setup();
      await readyToPay(user);
      await vi.waitFor(() => expect(stagings()).toHaveLength(1));
      act(() => stagings()[0]!.respond(201, { reference: 'ref-a.jpg' }));
      await vi.waitFor(() => expect(stagings()).toHaveLength(2));
      return user;
    }

    it('takes a photo cut off for coming too slowly (408) as a weak connection: the order sends it again, nothing refused', async () => {
      const user = await withSecondPhotoOnItsWay();
      const tooSlow = {
        error: 'A foto estava chegando devagar demais e o envio foi interrompido. Verifique a conexão e tente de novo.',
        code: 'photo.upload-too-slow',
      };
      act(() => stagings()[1]!.respond(408, tooSlow));
      await payInModal(user, await openCheckout(user));
      await vi.waitFor(() => expect(stagings()).toHaveLength(3));
      act(() => stagings()[2]!.respond(201, { reference: 'ref-b-again' }));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.getAll('stagedPhotos')).toEqual(['ref-a.jpg', 'ref-b-again']);
    });

    it('says a dropped connection is one, keeps the form, and on "Tentar de novo" sends the photo again, then the order', async () => {
      const user = await withSecondPhotoOnItsWay();
      act(() => stagings()[1]!.fail());

      const inline = await screen.findByRole('alert');
      expect(inline.textContent).toContain('Sua conexão caiu. Seus dados continuam aqui.');
      const dialog = await openCheckout(user);
      await payInModal(user, dialog);
      // Paying sends the lost photo again first; the connection is still down.
      await vi.waitFor(() => expect(stagings()).toHaveLength(3));
      act(() => stagings()[2]!.fail());
      const lost = await screen.findByRole('alert');
      expect(lost.textContent).toContain('Sua conexão caiu. Seus dados continuam aqui.');
      expect(screen.queryByText('Erro ao processar. Tente novamente.')).toBeNull();
      expect(screen.queryByRole('status', { name: 'Criando sua página' })).toBeNull();
      expect((screen.getByLabelText('Seu nome') as HTMLInputElement).value).toBe('Ana Júlia');
      expect(payments()).toHaveLength(0);

      await user.click(within(lost).getByRole('button', { name: 'Tentar de novo' }));
      await vi.waitFor(() => expect(stagings()).toHaveLength(4));
      act(() => stagings()[3]!.respond(201, { reference: 'ref-b-again' }));
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      expect(payments()[0]!.body.getAll('stagedPhotos')).toEqual(['ref-a.jpg', 'ref-b-again']);

      // The order itself is cut off: the same sentence, and the retry sends the order again.
      act(() => payments()[0]!.fail());
      const again = await screen.findByRole('alert');
      expect(again.textContent).toContain('Sua conexão caiu. Seus dados continuam aqui.');
      await user.click(within(again).getByRole('button', { name: 'Tentar de novo' }));
      await vi.waitFor(() => expect(payments()).toHaveLength(2));
      expect(stagings()).toHaveLength(4);
      const answer: CreatePaymentResponse = { init_point: 'http://localhost:3000/checkout/demo/x1', memory_id: 'x1', email_correction_key: 'k' };
      act(() => payments()[1]!.respond(201, answer));
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/checkout/demo/x1'));
    });

    it('sends a basic page without music and with a date alone', async () => {
      const user = setup();
      renderAt('/create?plan=basic');
      await screen.findByLabelText('Seu nome');
      await fillDetails(user);
      await user.upload(photoInput(), photo('unica.jpg'));
      const dialog = await openCheckout(user);
      expect(dialog?.textContent).toContain('R$\u00a012,00');
      await payInModal(user, dialog);
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      const body = payments()[0]!.body;
      expect(body.get('plan')).toBe('basic');
      expect(body.get('youtube')).toBe('');
      expect(body.get('datingSince')).toBe('2021-06-12');
      expect(body.getAll('stagedPhotos')).toEqual(['ref-unica.jpg']);
    });

    it('never sends what basic does not include: the photos parked beyond its limit and the music link', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      await screen.findByLabelText('Seu nome');
      await fillDetails(user);
      await user.upload(photoInput(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
      await enter(user, screen.getByLabelText(/Link da música/), 'https://youtu.be/dQw4w9WgXcQ');
      await user.click(screen.getByRole('radio', { name: /Plano Anual/ }));
      const dialog = await openCheckout(user);
      expect(dialog?.textContent).toContain('R$\u00a012,00');
      await payInModal(user, dialog);
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      const body = payments()[0]!.body;
      expect(body.get('plan')).toBe('basic');
      expect(body.get('youtube')).toBe('');
      expect(body.getAll('stagedPhotos')).toEqual(['ref-a.jpg']);
    });

    it.each([
      [
        "the server's error",
        (r: SentXhr) => r.respond(400, { error: 'Link do YouTube inválido', code: 'memory.youtube-invalid' } satisfies ErrorResponse),
        'Link do YouTube inválido',
      ],
      ['the fallback when the answer has no error', (r: SentXhr) => r.respond(500, undefined), 'Erro ao processar. Tente novamente.'],
    ])('on failure closes the overlay and shows %s in a red toast', async (_name, answer, text) => {
      const user = setup();
      await readyToPay(user);
      const dialog = await openCheckout(user);
      await payInModal(user, dialog);
      await vi.waitFor(() => expect(payments()).toHaveLength(1));
      act(() => answer(payments()[0]!));

      expect((await screen.findByText(text)).getAttribute('role')).toBe('alert');
      expect(screen.queryByRole('status', { name: 'Criando sua página' })).toBeNull();
      expect(go).not.toHaveBeenCalled();
      // The buyer can try again with everything still filled in.
      expect(thumbnails()).toHaveLength(2);
      expect(submitButton()?.getAttribute('aria-disabled')).toBe('false');
    });
  });

  describe('preview', () => {
    it('shows the future link, the names, the message and the video once an 11-character id is found', async () => {
      const user = setup();
      renderAt('/create?plan=premium');
      expect((await screen.findByTestId('link-previa')).textContent).toContain(`${window.location.host}/seu-link`);
      await fillDetails(user);
      expect(screen.getByTestId('link-previa')?.textContent).toContain(`${window.location.host}/ana-julia-e-joao`);
      const preview = screen.getByRole('complementary', { name: 'Prévia da sua página' });
      expect(preview?.textContent).toContain('Ana Júlia');
      expect(preview?.textContent).toContain('Cada dia ao seu lado é o meu favorito.');
      expect(within(preview).getByTestId('contador-previa')?.textContent).toMatch(/anos?, .* e \d+ segundos?$/);

      const link = screen.getByLabelText(/Link da música/);
      await enter(user, link, 'https://youtu.be/dQw4w9WgXc');
      expect(preview.querySelector('iframe')).toBeNull();
      await user.type(link, 'Q');
      expect(preview.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    });
  });
});
