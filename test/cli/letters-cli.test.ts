import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlFutureLetters } from '../../src/adapters/persistence/mikro-orm/sql-future-letters.js';
import { SqlPageQuestions } from '../../src/adapters/persistence/mikro-orm/sql-page-questions.js';
import type { FutureLetter } from '../../src/domain/letters/future-letter.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData, type PreparedPage } from '../support/cli/support-data.js';
import { dataFolderPerTest } from '../support/cli/data-folder-per-test.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const WRITTEN = new Date('2026-03-10T15:00:00.123Z');
const OPENED = new Date('2026-03-12T03:00:05.456Z');
const folder = dataFolderPerTest('memories-cli-letters-');

const letter = (memoryId: string, id: string, rest: Partial<FutureLetter> = {}): FutureLetter => ({
  memoryId,
  id,
  title: `Carta ${id}`,
  text: `O segredo da carta ${id}.`,
  opensOn: '2027-07-12',
  createdAt: WRITTEN,
  openedAt: null,
  ...rest,
});

/** Two of Ana's Pra Sempre pages, one with two letters (one opened), one without; Bia's page with one letter. */
async function lettersOnPages(): Promise<{ ana: PreparedPage; none: PreparedPage; bia: PreparedPage; letters: FutureLetter[] }> {
  const data = await SupportData.open(folder.env, new Date('2026-03-10T15:00:00.000Z'));
  try {
    const ana = await data.page({ email: 'ana@example.com' });
    const none = await data.page({ email: 'ana@example.com', lovedName: 'Eva' });
    const bia = await data.page({ email: 'bia@example.com' });
    const letters = [
      letter(ana.id, 'l1'),
      letter(ana.id, 'l2', { title: 'Abra no nosso dia', opensOn: '2026-03-12', openedAt: OPENED }),
      letter(bia.id, 'l1', { title: 'Da Bia' }),
    ];
    const store = data.runtime.container.get(PORTS.FutureLetters);
    for (const one of letters) await expect(store.add(one, 12)).resolves.toBe(true);
    return { ana, none, bia, letters };
  } finally {
    await data.close();
  }
}

describe('memories-cli: letters for the future', () => {
  it('show prints how many letters, and each one’s day, title and whether it was opened, never its text', async () => {
    const { ana, none } = await lettersOnPages();

    const run = await runCliHere(['show', ana.id], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Cartas para o futuro:\s+2 cartas\n\s+abre em 2026-03-12 {2}“Abra no nosso dia” — aberta em 12\/03\/2026 00:00\n/);
    expect(run.stdout).toMatch(/\n\s+abre em 2027-07-12 {2}“Carta l1” — ainda não aberta\n/);
    const asJson = JSON.parse((await runCliHere(['show', ana.id, '--json'], { env: folder.env })).stdout);
    expect(asJson.letters).toEqual([
      { id: 'l2', title: 'Abra no nosso dia', opensOn: '2026-03-12', createdAt: WRITTEN.toISOString(), openedAt: OPENED.toISOString() },
      { id: 'l1', title: 'Carta l1', opensOn: '2027-07-12', createdAt: WRITTEN.toISOString(), openedAt: null },
    ]);
    expect(run.stdout + JSON.stringify(asJson)).not.toContain('segredo');

    const without = await runCliHere(['show', none.id], { env: folder.env });
    expect(without.stdout).toMatch(/Cartas para o futuro:\s+nenhuma/);
  });

  it('export gives the buyer every letter of their pages with every field', async () => {
    const { letters } = await lettersOnPages();
    const out = join(folder.path, 'export');

    const run = await runCliHere(['export', '--email', 'ana@example.com', '--out', out], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 carta(s) para o futuro em dados.json.');
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.letters).toEqual(
      [letters[1]!, letters[0]!].map((one) => ({ ...one, createdAt: one.createdAt.toISOString(), openedAt: one.openedAt?.toISOString() ?? null })),
    );
  });

  it('delete takes the buyer’s letters and question with their pages, and leaves another buyer’s', async () => {
    const { ana, bia, letters } = await lettersOnPages();
    const dbPath = join(folder.env.DATA_DIR!, 'memories.sqlite');
    const before = await openDatabase({ dbPath });
    try {
      const questions = new SqlPageQuestions(before);
      for (const page of [ana, bia])
        await questions.save({ memoryId: page.id, question: 'Onde nos conhecemos?', hint: null, answerHash: `hash-${page.id}` });
    } finally {
      await before.close();
    }

    const run = await runCliHere(['delete', '--email', 'ana@example.com', '--yes'], { env: folder.env });

    expect(run.code).toBe(0);
    const database = await openDatabase({ dbPath });
    try {
      const store = new SqlFutureLetters(database);
      await expect(store.ofPage(ana.id)).resolves.toEqual([]);
      await expect(store.ofPage(bia.id)).resolves.toEqual([letters[2]]);
      await expect(database.orm.em.getConnection().execute('select count(*) as n from page_letters')).resolves.toEqual([{ n: 1 }]);
      await expect(database.orm.em.getConnection().execute('select memory_id from page_questions')).resolves.toEqual([{ memory_id: bia.id }]);
    } finally {
      await database.close();
    }
  });
});
