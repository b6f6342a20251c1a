import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { normalizedAnswer } from '../../src/domain/question/page-question.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData, type PreparedPage } from '../support/cli/support-data.js';
import { dataFolderPerTest } from '../support/cli/data-folder-per-test.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const ALERTED = new Date('2026-03-12T03:00:05.456Z');
const folder = dataFolderPerTest('memories-cli-question-');

/**
 * Ana's page with a question, a hint and its buyer alerted of wrong answers; Ana's page with a question and no hint;
 * another of hers without; Bia's page with a question. Resolves the pages and the answer's hash of the first.
 */
async function questionsOnPages(): Promise<{ ana: PreparedPage; plain: PreparedPage; none: PreparedPage; hash: string }> {
  const data = await SupportData.open(folder.env, new Date('2026-03-10T15:00:00.000Z'));
  try {
    const ana = await data.page({ email: 'ana@example.com' });
    const plain = await data.page({ email: 'ana@example.com', lovedName: 'Eva' });
    const none = await data.page({ email: 'ana@example.com', lovedName: 'Lia' });
    const bia = await data.page({ email: 'bia@example.com' });
    const store = data.runtime.container.get(PORTS.PageQuestions);
    const keys = data.runtime.container.get(PORTS.QuestionKeys);
    const hash = keys.answerHash(ana.id, normalizedAnswer('São Paulo'));
    await store.save({ memoryId: ana.id, question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', answerHash: hash });
    const alert = {
      email: { email: { to: 'ana@example.com', reason: 'question-tries' as const, memoryIds: [ana.id] }, at: ALERTED },
      alertedBefore: ALERTED,
    };
    await store.recordWrongAnswer(ana.id, 'client', ALERTED, new Date(0), alert);
    await store.save({ memoryId: plain.id, question: 'Qual o nome do nosso gato?', hint: null, answerHash: keys.answerHash(plain.id, 'miau') });
    await store.save({ memoryId: bia.id, question: 'A pergunta da Bia?', hint: null, answerHash: keys.answerHash(bia.id, 'bia') });
    return { ana, plain, none, hash };
  } finally {
    await data.close();
  }
}

describe('memories-cli: the question ("Pergunta de vocês")', () => {
  it('show prints the question, its hint and the last alert of wrong answers, never the answer’s hash', async () => {
    const { ana, plain, none, hash } = await questionsOnPages();

    const run = await runCliHere(['show', ana.id], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Pergunta de vocês:\s+“Onde foi nosso primeiro beijo\?”\n/);
    expect(run.stdout).toMatch(/Dica:\s+“Tinha chuva”\n/);
    expect(run.stdout).toMatch(/Aviso de respostas erradas:\s+último em 12\/03\/2026 00:00\n/);
    const asJson = JSON.parse((await runCliHere(['show', ana.id, '--json'], { env: folder.env })).stdout);
    expect(asJson.question).toEqual({ question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', alertedAt: ALERTED.toISOString() });
    expect(run.stdout + JSON.stringify(asJson)).not.toContain(hash);

    const withoutHint = await runCliHere(['show', plain.id], { env: folder.env });
    expect(withoutHint.stdout).toMatch(/Dica:\s+sem dica\n/);
    expect(withoutHint.stdout).toMatch(/Aviso de respostas erradas:\s+nunca enviado\n/);
    const without = await runCliHere(['show', none.id], { env: folder.env });
    expect(without.stdout).toMatch(/Pergunta de vocês:\s+nenhuma\n/);
    expect(without.stdout).not.toContain('Dica:');
  });

  it('export gives the buyer each question and hint with a note that the answer is not kept, never its hash', async () => {
    const { ana, plain, hash } = await questionsOnPages();
    const out = join(folder.path, 'export');

    const run = await runCliHere(['export', '--email', 'ana@example.com', '--out', out], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 pergunta(s) de vocês em dados.json (sem a resposta, que não guardamos).');
    const text = await readFile(join(out, 'dados.json'), 'utf8');
    const exported = JSON.parse(text);
    expect(exported.questions).toEqual([
      { memoryId: ana.id, question: 'Onde foi nosso primeiro beijo?', hint: 'Tinha chuva', alertedAt: ALERTED.toISOString() },
      { memoryId: plain.id, question: 'Qual o nome do nosso gato?', hint: null, alertedAt: null },
    ]);
    expect(exported.questionsNote).toMatch(/^A resposta de cada pergunta não é guardada/);
    expect(text).not.toContain(hash);
    expect(text).not.toContain('answerHash');
    expect(text).not.toContain('A pergunta da Bia');
  });

  it('export of a buyer whose pages have no question says nothing of questions', async () => {
    await questionsOnPages();
    const data = await SupportData.open(folder.env);
    try {
      await data.page({ email: 'caio@example.com' });
    } finally {
      await data.close();
    }
    const out = join(folder.path, 'export-caio');

    const run = await runCliHere(['export', '--email', 'caio@example.com', '--out', out], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('pergunta');
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.questions).toEqual([]);
    expect(exported).not.toHaveProperty('questionsNote');
  });
});
