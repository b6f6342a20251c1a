// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '../../src/ui/lib/checkout-navigation.js';
import { stubXhr, type SentXhr } from '../support/ui/fake-xhr.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { renderCreateForm } from '../support/ui/render-create-form.js';

let sent: SentXhr[];
const order = () => sent.find((request) => request.url === '/api/create-payment')?.body;

/** A day `days` from today, as the date input holds it. */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === '/api/music-field') return jsonResponse(200, { searchOffered: false });
      throw new Error(`unexpected request: ${String(input)}`);
    }),
  );
  sent = stubXhr((request) => {
    if (request.url === '/api/staged-photos') queueMicrotask(() => act(() => request.respond(201, { reference: 'ref-a' })));
    if (request.url === '/api/create-payment')
      queueMicrotask(() => act(() => request.respond(201, { init_point: '/checkout/demo/abc', memory_id: 'abc', email_correction_key: 'k' })));
  });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 1200, height: 900, close: () => undefined })),
  );
  vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ applyAccept: false, delay: null });
type User = ReturnType<typeof setup>;

async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The form filled but for the extras, with "Deixar ainda mais especial" opened. */
async function readyWithExtras(user: User, plan: 'premium' | 'basic' = 'premium') {
  renderCreateForm(`/create?plan=${plan}`);
  await enter(user, await screen.findByLabelText('Seu nome'), 'Ana Júlia');
  await enter(user, screen.getByLabelText('Nome de quem você ama'), 'João');
  fireEvent.change(screen.getByLabelText('Data de início'), { target: { value: '2021-06-12' } });
  await enter(user, screen.getByLabelText('Mensagem'), 'Cada dia ao seu lado é o meu favorito.');
  await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['a'], 'a.jpg', { type: 'image/jpeg' }));
  await vi.waitFor(() => expect(screen.getAllByText(/^Foto 1 enviada$/).length).toBeGreaterThan(0));
  await user.click(screen.getByText('Deixar ainda mais especial (opcional)'));
}

async function pay(user: User) {
  await user.click(screen.getByRole('button', { name: 'Criar minha página' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quase lá!' });
  await enter(user, within(dialog).getByLabelText('Seu e-mail'), 'ana@example.com');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Os nomes estão corretos' }));
  await user.click(within(dialog).getByRole('button', { name: /Ir para o pagamento/ }));
  await vi.waitFor(() => expect(order()).toBeDefined());
  return order()!;
}

/** The extras' fields are a chunk of their own: the first time, they take a moment to come. */
const field = (label: string) => vi.waitFor(() => screen.getByLabelText(label), { timeout: 5000 });

describe('"Pergunta de vocês" on the creation form', () => {
  it('is a button until opened; checks each field by the domain rule while typed; sends the three fields', async () => {
    const user = setup();
    await readyWithExtras(user, 'basic');
    expect(screen.queryByLabelText('Pergunta')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Adicionar uma pergunta/ }));
    const question = await field('Pergunta');
    expect(question.getAttribute('placeholder')).toBe('Onde foi o nosso primeiro encontro?');
    expect(screen.getByText('Quem recebe precisa acertar para abrir a página. Acentos e maiúsculas não importam.')).toBeTruthy();

    await enter(user, screen.getByLabelText('Resposta'), 'No cinema');
    await user.click(screen.getByRole('button', { name: 'Criar minha página' }));
    expect(screen.queryByRole('dialog', { name: 'Quase lá!' })).toBeNull();
    expect((await screen.findAllByText('Escreva a pergunta.')).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(question);

    await enter(user, question, 'a'.repeat(121));
    expect(await screen.findByText('A pergunta pode ter até 120 caracteres.')).toBeTruthy();
    await user.clear(question);
    await enter(user, question, 'Onde foi o nosso primeiro encontro?');
    await enter(user, screen.getByLabelText('Dica (opcional)'), 'Tinha pipoca');
    expect(screen.queryByText('A pergunta pode ter até 120 caracteres.')).toBeNull();

    const body = await pay(user);
    expect([body.get('question'), body.get('questionHint'), body.get('questionAnswer')]).toEqual([
      'Onde foi o nosso primeiro encontro?',
      'Tinha pipoca',
      'No cinema',
    ]);
    expect(body.has('letters')).toBe(false);
  });

  it('is left out of the order once closed with "Não incluir a pergunta"', async () => {
    const user = setup();
    await readyWithExtras(user);
    await user.click(screen.getByRole('button', { name: /Adicionar uma pergunta/ }));
    await enter(user, await field('Pergunta'), 'Qual o nome do nosso gato?');
    await user.click(screen.getByRole('button', { name: 'Não incluir a pergunta' }));
    expect(screen.queryByLabelText('Pergunta')).toBeNull();
    // Opened again, what was typed is there: closing leaves it out of the order, not out of this device.
    await user.click(screen.getByRole('button', { name: /Adicionar uma pergunta/ }));
    expect(await field('Pergunta')).toHaveProperty('value', 'Qual o nome do nosso gato?');
    await user.click(screen.getByRole('button', { name: 'Não incluir a pergunta' }));

    const body = await pay(user);
    expect(['question', 'questionHint', 'questionAnswer'].filter((name) => body.has(name))).toEqual([]);
  });
});

/** "Escrever cartas para o futuro", and the first letter's group once its fields have come. */
async function openLetters(user: User) {
  await user.click(screen.getByRole('button', { name: /Escrever cartas para o futuro/ }));
  return vi.waitFor(() => screen.getByRole('group', { name: 'Carta 1' }), { timeout: 5000 });
}

/** Types a letter's title and text and picks its day, `days` from today. */
async function writeLetter(user: User, letter: HTMLElement, title: string, text: string, days: number) {
  await enter(user, within(letter).getByLabelText('Título do envelope'), title);
  await enter(user, within(letter).getByLabelText('Carta'), text);
  fireEvent.change(within(letter).getByLabelText('Dia em que abre'), { target: { value: inDays(days) } });
}

describe('"Cartas para o futuro" on the creation form', () => {
  it('writes letters on Pra Sempre, checks each by the domain rules while typed, and sends them as JSON', async () => {
    const user = setup();
    await readyWithExtras(user);
    const first = await openLetters(user);
    await writeLetter(user, first, 'Abra quando sentir saudade', 'Você é o meu lugar preferido.', -1);
    expect(await within(first).findByText('A carta deve abrir a partir de amanhã e até cinco anos à frente.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Criar minha página' }));
    expect(screen.queryByRole('dialog', { name: 'Quase lá!' })).toBeNull();
    fireEvent.change(within(first).getByLabelText('Dia em que abre'), { target: { value: inDays(30) } });
    expect(within(first).queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Escrever mais uma carta/ }));
    const second = screen.getByRole('group', { name: 'Carta 2' });
    await enter(user, within(second).getByLabelText('Título do envelope'), 'x'.repeat(81));
    expect(await within(second).findByText('O título da carta pode ter até 80 caracteres.')).toBeTruthy();
    await user.clear(within(second).getByLabelText('Título do envelope'));
    await writeLetter(user, second, 'Nosso primeiro Natal', 'Que venham muitos.', 200);
    // A third letter left empty is not sent, nor does it keep the order from going.
    await user.click(screen.getByRole('button', { name: /Escrever mais uma carta/ }));

    const body = await pay(user);
    expect(JSON.parse(body.get('letters') as string)).toEqual([
      { title: 'Abra quando sentir saudade', text: 'Você é o meu lugar preferido.', opensOn: inDays(30) },
      { title: 'Nosso primeiro Natal', text: 'Que venham muitos.', opensOn: inDays(200) },
    ]);
  });

  it('is not offered on the basic plan, and switching to it drops the letters from the order', async () => {
    const user = setup();
    await readyWithExtras(user);
    await writeLetter(user, await openLetters(user), 'Abra quando sentir saudade', 'Você é o meu lugar preferido.', 30);

    await user.click(screen.getByRole('radio', { name: /Plano Anual/ }));
    expect(screen.queryByRole('group', { name: 'Carta 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Escrever cartas para o futuro/ })).toBeNull();
    const body = await pay(user);
    expect(body.get('plan')).toBe('basic');
    expect(body.has('letters')).toBe(false);
  });
});
