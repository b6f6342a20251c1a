// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnedQuestionResponse, SetQuestionRequest } from '../../src/adapters/http/contract/question.contract.js';
import { QuestionSection } from '../../src/ui/features/memory-editor/question-section.js';
import { jsonResponse } from '../support/ui/fetch-stub.js';
import { jsonApiEachTest } from '../support/ui/json-api-each-test.js';

const api = jsonApiEachTest();

const NONE: OwnedQuestionResponse = { question: null, hint: null };
const ASKED: OwnedQuestionResponse = { question: 'Onde foi o nosso primeiro beijo?', hint: 'Perto do mar' };
const URL = '/api/update/mem123/question';

/** Answers the section's first read with `current`, and each change as the server would. */
function serverWith(current: OwnedQuestionResponse) {
  api().answer = (request) => {
    if (request.method === 'GET') return jsonResponse(200, current);
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    const { question, hint } = request.body as SetQuestionRequest;
    return jsonResponse(200, { question: question.trim(), hint: hint ?? null });
  };
}

const mount = () => {
  render(<QuestionSection memoryId="mem123" token="segredo" />);
  return userEvent.setup();
};

describe('"Pergunta de vocês" on the edit page', () => {
  it('reads the question with the edit token and shows it with its hint, never an answer', async () => {
    serverWith(ASKED);
    mount();
    expect(await screen.findByText('Pergunta: Onde foi o nosso primeiro beijo?')).toBeTruthy();
    expect(screen.getByText('Dica: Perto do mar')).toBeTruthy();
    expect(api().sent).toEqual([{ url: URL, method: 'GET', body: null, authorization: 'Bearer segredo' }]);
    expect(screen.getByRole('button', { name: 'Trocar pergunta' })).toBeTruthy();
    expect(screen.queryByLabelText('Resposta')).toBeNull();
  });

  it('adds a question, its hint and answer checked by the domain’s rule while typed', async () => {
    serverWith(NONE);
    const user = mount();
    expect(await screen.findByText('A página abre sem pergunta.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(screen.getByLabelText('Resposta').getAttribute('placeholder')).toBeNull();

    await user.type(screen.getByLabelText('Pergunta'), 'x');
    await user.clear(screen.getByLabelText('Pergunta'));
    expect(screen.getByText('Escreva a pergunta.')).toBeTruthy();
    await user.type(screen.getByLabelText('Pergunta'), 'Qual o nome do nosso cachorro?');
    expect(screen.queryByText('Escreva a pergunta.')).toBeNull();
    await user.type(screen.getByLabelText('Dica (opcional)'), 'a'.repeat(121));
    expect(screen.getByText('A dica pode ter até 120 caracteres.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Dica (opcional)'));

    await user.click(screen.getByRole('button', { name: 'Salvar pergunta' }));
    expect(screen.getByText('Escreva a resposta certa da pergunta.')).toBeTruthy();
    expect(api().sent).toHaveLength(1);

    await user.type(screen.getByLabelText('Resposta'), 'Paçoca{Enter}');
    expect(await screen.findByText('Pergunta salva.')).toBeTruthy();
    expect(api().sent[1]).toEqual({
      url: URL,
      method: 'PUT',
      body: { question: 'Qual o nome do nosso cachorro?', hint: null, answer: 'Paçoca' },
      authorization: 'Bearer segredo',
    });
    expect(screen.getByText('Pergunta: Qual o nome do nosso cachorro?')).toBeTruthy();
    expect(screen.queryByText(/^Dica:/)).toBeNull();
  });

  it('changes the hint and keeps the answer when its field is left empty', async () => {
    serverWith(ASKED);
    const user = mount();
    await user.click(await screen.findByRole('button', { name: 'Trocar pergunta' }));
    expect((screen.getByLabelText('Pergunta') as HTMLInputElement).value).toBe(ASKED.question);
    const answer = screen.getByLabelText('Resposta') as HTMLInputElement;
    expect(answer.value).toBe('');
    expect(answer.placeholder).toBe('Deixe em branco para manter a resposta atual');

    await user.clear(screen.getByLabelText('Dica (opcional)'));
    await user.type(screen.getByLabelText('Dica (opcional)'), 'Numa tarde de chuva');
    await user.click(screen.getByRole('button', { name: 'Salvar pergunta' }));
    expect(await screen.findByText('Pergunta salva.')).toBeTruthy();
    expect(api().sent[1]).toMatchObject({ method: 'PUT', body: { question: ASKED.question, hint: 'Numa tarde de chuva' } });
    expect(api().sent[1]!.body).not.toHaveProperty('answer');
    expect(screen.getByText('Dica: Numa tarde de chuva')).toBeTruthy();
  });

  it('removes the question once asked again', async () => {
    serverWith(ASKED);
    const user = mount();
    await user.click(await screen.findByRole('button', { name: 'Remover pergunta' }));
    expect(api().sent).toHaveLength(1);
    expect(screen.getByText('Remover a pergunta? A página passa a abrir direto para quem tiver o link.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remover pergunta' }));
    expect(await screen.findByText('Pergunta removida.')).toBeTruthy();
    expect(api().sent[1]).toEqual({ url: URL, method: 'DELETE', body: null, authorization: 'Bearer segredo' });
    expect(screen.getByText('A página abre sem pergunta.')).toBeTruthy();
  });

  it("shows the server's Portuguese refusal and keeps the form", async () => {
    serverWith(NONE);
    const user = mount();
    await user.click(await screen.findByRole('button', { name: 'Adicionar pergunta' }));
    api().answer = () => jsonResponse(400, { code: 'question.too-long', error: 'A pergunta pode ter até 120 caracteres.' });
    await user.type(screen.getByLabelText('Pergunta'), 'Qual?');
    await user.type(screen.getByLabelText('Resposta'), 'Sim{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('A pergunta pode ter até 120 caracteres.');
    expect((screen.getByLabelText('Pergunta') as HTMLInputElement).value).toBe('Qual?');
  });

  it('says when the question could not be read', async () => {
    api().answer = () => jsonResponse(500, { code: 'internal', error: 'Erro ao processar. Tente novamente.' });
    mount();
    expect(await screen.findByText('Não foi possível carregar a pergunta. Recarregue a página para tentar de novo.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
