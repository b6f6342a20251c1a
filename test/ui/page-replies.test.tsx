// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedRepliesResponse } from '../../src/adapters/http/contract/page-replies.contract.js';
import { PageRepliesSection } from '../../src/ui/features/memory-editor/page-replies-section.js';
import { pageReply } from '../../src/ui/features/memory-page/builders/page-reply.js';
import { jsonResponse, stubJsonFetch, type JsonFetchStub } from '../support/ui/fetch-stub.js';

let api: JsonFetchStub;

beforeEach(() => {
  api = stubJsonFetch();
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('"Responder com carinho" on the public page', () => {
  function mount() {
    const section = pageReply('ana-julia-e-joao', 'mem123');
    document.body.append(section);
    return { section: within(section), user: userEvent.setup() };
  }

  it('sends a heart alone in one tap, then thanks and offers to reply again', async () => {
    api.answer = () => jsonResponse(201, { note: null, createdAt: '2027-01-25T12:00:00.000Z' });
    const { section, user } = mount();
    await user.click(section.getByRole('button', { name: 'Enviar um coração' }));
    await section.findByText('Coração enviado! Quem fez esta página vai receber por e-mail.');
    expect(api.sent).toEqual([{ url: '/api/ana-julia-e-joao/mem123/replies', method: 'POST', body: {}, authorization: null }]);
    // The browser's default credentials: a page that asks a question knows by its cookie that this browser answered.
    expect(vi.mocked(fetch).mock.calls[0]![1]?.credentials).toBeUndefined();
    expect(section.queryByRole('button', { name: 'Enviar um coração' })).toBeNull();
    await user.click(section.getByRole('button', { name: 'Responder de novo' }));
    expect(section.getByRole('button', { name: 'Enviar um coração' })).toBeTruthy();
  });

  it('counts the note as the server does, keeps one too long whole, says how much to remove and sends nothing until it fits, then sends it cleaned', async () => {
    api.answer = (request) => jsonResponse(201, { note: (request.body as { note: string }).note, createdAt: '2027-01-25T12:00:00.000Z' });
    const { section, user } = mount();
    await user.click(section.getByRole('button', { name: 'Escrever um recado' }));
    const note = section.getByRole('textbox', { name: 'Seu recado' });
    expect(document.activeElement).toBe(note);
    await user.type(note, '<b>Oi</b> 💕');
    expect(section.getByText('4/280')).toBeTruthy();

    await user.clear(note);
    await user.click(note);
    await user.paste('a'.repeat(283));
    expect((note as HTMLTextAreaElement).value).toBe('a'.repeat(283));
    expect(note.getAttribute('maxlength')).toBeNull();
    expect(section.getByText('283/280')).toBeTruthy();
    expect(section.getByText('Seu recado tem 3 caracteres a mais')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(note.getAttribute('aria-describedby')).toContain('reply-over');
    const submit = section.getByRole('button', { name: 'Enviar coração e recado' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    expect(document.activeElement).toBe(note);
    expect((note as HTMLTextAreaElement).value).toBe('a'.repeat(283));
    expect(api.sent).toEqual([]);

    await user.type(note, '{Backspace}{Backspace}');
    expect(section.getByText('Seu recado tem 1 caractere a mais')).toBeTruthy();
    await user.clear(note);
    await user.click(note);
    await user.paste('  Te amo <i>muito</i>  ');
    expect(section.queryByText(/a mais$/)).toBeNull();
    expect(note.getAttribute('aria-invalid')).toBe('false');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    await user.click(section.getByRole('button', { name: 'Enviar coração e recado' }));
    await section.findByText('Recado enviado! Quem fez esta página vai receber por e-mail.');
    expect(api.sent.map((request) => request.body)).toEqual([{ note: 'Te amo muito' }]);
  });

  it('shows the server’s Portuguese sentence when it refuses, and a sentence of its own when the network fails', async () => {
    api.answer = () =>
      jsonResponse(429, { error: 'Você já enviou 3 respostas para esta página hoje. Tente de novo amanhã.', code: 'reply.limit-reached' });
    const { section, user } = mount();
    await user.click(section.getByRole('button', { name: 'Enviar um coração' }));
    await section.findByText('Você já enviou 3 respostas para esta página hoje. Tente de novo amanhã.');
    expect((section.getByRole('button', { name: 'Enviar um coração' }) as HTMLButtonElement).disabled).toBe(false);

    api.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(section.getByRole('button', { name: 'Enviar um coração' }));
    await section.findByText('Não foi possível enviar agora. Verifique a internet e tente de novo.');
  });
});

describe('"Respostas com carinho" on the edit page', () => {
  const replies = (overrides: Partial<OwnedRepliesResponse> = {}): OwnedRepliesResponse => ({
    repliesEnabled: true,
    total: 5,
    replies: [
      { id: 'r5', note: 'Linha 1\n<script>alert(1)</script>', createdAt: '2027-01-25T15:00:00.000Z' },
      { id: 'r4', note: null, createdAt: '2027-01-25T14:00:00.000Z' },
      { id: 'r3', note: 'Te amo', createdAt: '2027-01-25T13:00:00.000Z' },
      { id: 'r2', note: null, createdAt: '2027-01-25T12:00:00.000Z' },
      { id: 'r1', note: 'O primeiro', createdAt: '2027-01-25T11:00:00.000Z' },
    ],
    ...overrides,
  });

  it('shows nothing without replies on the record (the answer to a save)', () => {
    const { container } = render(<PageRepliesSection memoryId="mem123" token="segredo" replies={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists the newest first, a note as text (never markup), the date in Brasília time, and the rest on request', async () => {
    render(<PageRepliesSection memoryId="mem123" token="segredo" replies={replies()} />);
    const section = within(screen.getByRole('region', { name: 'Respostas com carinho' }));
    const items = section.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Linha 1\n<script>alert(1)</script>');
    expect(items[0]!.querySelector('script')).toBeNull();
    expect(items[0]!.textContent).toContain('25 de janeiro de 2027 às 12:00');
    expect(items[1]!.textContent).toContain('Mandou um coração');
    await userEvent.setup().click(section.getByRole('button', { name: 'Ver as 5 respostas' }));
    expect(section.getAllByRole('listitem')).toHaveLength(5);
  });

  it('turns replies off with the edit token, and says so', async () => {
    api.answer = () => jsonResponse(200, replies({ repliesEnabled: false }));
    render(<PageRepliesSection memoryId="mem123" token="segredo" replies={replies()} />);
    const toggle = screen.getByRole('switch', { name: 'Receber respostas na página' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.setup().click(toggle);
    await screen.findByText('Respostas desligadas.');
    expect(toggle.checked).toBe(false);
    expect(screen.getByText('As respostas estão desligadas: a página não mostra “Responder com carinho”.')).toBeTruthy();
    expect(api.sent).toEqual([{ url: '/api/update/mem123/replies', method: 'PUT', body: { enabled: false }, authorization: 'Bearer segredo' }]);
  });

  it('keeps the switch as it was and says so in Portuguese when the change fails', async () => {
    api.answer = () => jsonResponse(503, { error: 'Estamos com uma instabilidade temporária.', code: 'service.unavailable' });
    render(<PageRepliesSection memoryId="mem123" token="segredo" replies={replies()} />);
    const toggle = screen.getByRole('switch', { name: 'Receber respostas na página' }) as HTMLInputElement;
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Estamos com uma instabilidade temporária.'));
    expect(toggle.checked).toBe(true);
  });
});
