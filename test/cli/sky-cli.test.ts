import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData, type PreparedPage } from '../support/cli/support-data.js';
import { dataFolderPerTest } from '../support/cli/data-folder-per-test.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const folder = dataFolderPerTest('memories-cli-sky-');
const CAMPINAS = { name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };

/** Ana's page with the sky over Campinas, another of hers without a sky, and Bia's page with one. */
async function skiesOnPages(): Promise<{ ana: PreparedPage; none: PreparedPage; bia: PreparedPage }> {
  const data = await SupportData.open(folder.env, new Date('2026-03-10T15:00:00.000Z'));
  try {
    const ana = await data.page({ email: 'ana@example.com' });
    const none = await data.page({ email: 'ana@example.com', lovedName: 'Lia' });
    const bia = await data.page({ email: 'bia@example.com' });
    const store = data.runtime.container.get(PORTS.PageSkies);
    await store.save({ memoryId: ana.id, ...CAMPINAS });
    await store.save({ memoryId: bia.id, ...CAMPINAS, name: 'Cidade da Bia' });
    return { ana, none, bia };
  } finally {
    await data.close();
  }
}

describe('memories-cli: the sky ("O céu daquela noite")', () => {
  it('show prints the place of the sky, or that the page shows none', async () => {
    const { ana, none } = await skiesOnPages();

    const run = await runCliHere(['show', ana.id], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Céu daquela noite:\s+Campinas, SP \(-22\.9053, -47\.0659; America\/Sao_Paulo\)\n/);
    const asJson = JSON.parse((await runCliHere(['show', ana.id, '--json'], { env: folder.env })).stdout);
    expect(asJson.sky).toEqual(CAMPINAS);
    expect((await runCliHere(['show', none.id], { env: folder.env })).stdout).toMatch(/Céu daquela noite:\s+nenhum\n/);
  });

  it("export gives the buyer each page's place, and no one else's", async () => {
    const { ana } = await skiesOnPages();
    const out = join(folder.path, 'export');

    const run = await runCliHere(['export', '--email', 'ana@example.com', '--out', out], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 céu(s) daquela noite em dados.json (o lugar escolhido de cada página).');
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.skies).toEqual([{ memoryId: ana.id, ...CAMPINAS }]);
    expect(JSON.stringify(exported)).not.toContain('Cidade da Bia');
  });

  it("delete of a buyer's data removes the sky of their pages, and keeps another buyer's", async () => {
    const { ana, bia } = await skiesOnPages();

    const run = await runCliHere(['delete', '--email', 'ana@example.com', '--yes'], { env: folder.env });

    expect(run.code).toBe(0);
    const data = await SupportData.open(folder.env);
    try {
      const store = data.runtime.container.get(PORTS.PageSkies);
      await expect(store.find(ana.id)).resolves.toBeNull();
      await expect(store.find(bia.id)).resolves.toMatchObject({ name: 'Cidade da Bia' });
    } finally {
      await data.close();
    }
  });
});
