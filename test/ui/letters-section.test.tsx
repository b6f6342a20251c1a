// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedLetterResponse } from '../../src/adapters/http/contract/letters.contract.js';
import { letterDayRange } from '../../src/domain/letters/future-letter.js';
import { LettersSection } from '../../src/ui/features/memory-editor/letters-section.js';
import { jsonResponse, stubJsonFetch, type JsonFetchStub } from '../support/ui/fetch-stub.js';

let api: JsonFetchStub;
let stored: OwnedLetterResponse[];

beforeEach(() => {
  api = stubJsonFetch();
  stored = [];
  // The server as the section sees it: the letters' list, and each change applied to it.
  api.answer = (request) => {
    if (request.method === 'GET') return jsonResponse(200, { onPlan: true, max: 12, letters: stored });
    if (request.method === 'DELETE') {
      stored = stored.filter((letter) => !request.url.endsWith(letter.id));
      return new Response(null, { status: 204 });
    }
    const body = request.body as { title: string; text: string; opensOn: string };
    const letter = { id: `l${stored.length + 1}`, ...body, open: false, openedAt: null };
    stored = request.method === 'POST' ? [...stored, letter] : stored.map((each) => (request.url.endsWith(each.id) ? { ...each, ...body } : each));
    return jsonResponse(request.method === 'POST' ? 201 : 200, letter);
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = letterDayRange(new Date()).first;
const mount = (plan: 'basic' | 'premium' = 'premium') => {
  render(<LettersSection memoryId="mem123" token="segredo" plan={plan} />);
  return userEvent.setup();
};

describe('"Cartas para o futuro" on the edit page', () => {
  it('is not offered on a basic page, and asks the server nothing', () => {
    mount('basic');
    expect(screen.queryByRole('heading', { name: 'Cartas para o futuro' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('writes a letter with the edit token, its day checked first by the rule the server applies', async () => {
    const user = mount();
    await screen.findByText('Nenhuma carta ainda.');
    await user.click(screen.getByRole('button', { name: 'Escrever uma carta' }));
    await user.type(screen.getByLabelText('Título do envelope'), 'Abra quando chover');
    await user.type(screen.getByLabelText('Carta'), 'Dança comigo na chuva.');
    await user.click(screen.getByRole('button', { name: 'Guardar carta' }));
    expect(await screen.findByText('A carta deve abrir a partir de amanhã e até cinco anos à frente.')).toBeTruthy();
    expect(api.sent.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Dia em que abre'), { target: { value: DAY } });
    await user.click(screen.getByRole('button', { name: 'Guardar carta' }));
    expect(await screen.findByText('Carta guardada.')).toBeTruthy();
    expect(api.sent.find((request) => request.method === 'POST')).toEqual({
      url: '/api/update/mem123/letters',
      method: 'POST',
      body: { title: 'Abra quando chover', text: 'Dança comigo na chuva.', opensOn: DAY },
      authorization: 'Bearer segredo',
    });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Abra quando chover')).toBeTruthy();
    expect(within(item).getByText(`Abre em ${DAY.slice(8, 10)}/${DAY.slice(5, 7)}`, { exact: false })).toBeTruthy();
  });

  it('changes a letter and removes it after asking', async () => {
    stored = [{ id: 'l1', title: 'Antes', text: 'Texto', opensOn: DAY, open: false, openedAt: null }];
    const user = mount();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    await user.clear(screen.getByLabelText('Título do envelope'));
    await user.type(screen.getByLabelText('Título do envelope'), 'Depois');
    await user.click(screen.getByRole('button', { name: 'Salvar mudanças' }));
    expect(await screen.findByText('Carta atualizada.')).toBeTruthy();
    expect(api.sent.find((request) => request.method === 'PUT')).toMatchObject({ url: '/api/update/mem123/letters/l1', body: { title: 'Depois' } });

    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    await user.click(within(screen.getByRole('group', { name: /Apagar esta carta\?/ })).getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByText('Carta apagada.')).toBeTruthy();
    expect(screen.getByText('Nenhuma carta ainda.')).toBeTruthy();
  });

  it('keeps a letter whose day came as it is: no edit, no removal, and says when it was read', async () => {
    stored = [{ id: 'l1', title: 'Aberta', text: 'Texto', opensOn: '2026-03-11', open: true, openedAt: '2026-03-11T10:00:00.000Z' }];
    mount();
    expect(await screen.findByText('Já foi lida.')).toBeTruthy();
    expect(screen.getByText('Abriu em 11/03', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apagar' })).toBeNull();
  });

  it('says the letters could not be loaded, and keeps the rest of the page, on an answer without them', async () => {
    api.answer = () => jsonResponse(200, { message: 'not the letters' });
    mount();
    expect(await screen.findByText('Não foi possível carregar as cartas. Recarregue a página para tentar de novo.')).toBeTruthy();
  });
});
