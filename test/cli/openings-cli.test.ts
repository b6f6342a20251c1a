import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { RecordPageOpening } from '../../src/application/openings/record-page-opening.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const HOUR_MS = 60 * 60 * 1000;
let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-openings-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});
afterEach(() => dir.remove());

describe('memories-cli: openings', () => {
  it('show prints a page’s openings and its "opened" e-mail; stats counts openings', async () => {
    const data = await SupportData.open(env, new Date('2026-03-10T15:00:00.000Z'));
    const { opened, never } = await (async () => {
      try {
        const opened = await data.page({ email: 'ana@example.com' });
        const never = await data.page({ email: 'bia@example.com', lovedName: 'Caio' });
        const memory = (await data.runtime.container.get(PORTS.MemoryRepository).findById(opened.id))!;
        const record = data.runtime.container.get(RecordPageOpening);
        await record.execute({ slug: memory.slug, id: opened.id });
        data.clock.advance(HOUR_MS);
        await record.execute({ slug: memory.slug, id: opened.id });
        await data.runtime.container.get(PORTS.PageOpenings).turnEmailsOff(never.id);
        return { opened, never };
      } finally {
        await data.close();
      }
    })();

    const shown = await runCliHere(['show', opened.id], { env });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Aberturas:\s+2 \(primeira 10\/03\/2026 12:00, última 10\/03\/2026 13:00\)/);
    expect(shown.stdout).toMatch(/Aviso de abertura:\s+ligado/);
    expect(shown.stdout).toMatch(/abertura\s+ana@example\.com\s+na fila/);
    const other = await runCliHere(['show', never.id], { env });
    expect(other.stdout).toMatch(/Aberturas:\s+nenhuma/);
    expect(other.stdout).toMatch(/Aviso de abertura:\s+desligado pelo comprador/);

    const stats = await runCliHere(['stats'], { env });
    expect(stats.stdout).toContain('Aberturas: 2 em 1 páginas; aviso de abertura desligado em 1');
    const json = JSON.parse((await runCliHere(['stats', '--json'], { env })).stdout);
    expect(json.openings).toEqual({ pagesOpened: 1, openings: 2, emailsOff: 1 });
  });
});
