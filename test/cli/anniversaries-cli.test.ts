import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { SendAnniversaryEmails } from '../../src/application/anniversaries/send-anniversary-emails.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-anniversaries-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});
afterEach(() => dir.remove());

describe('memories-cli: anniversaries', () => {
  it('show lists the anniversaries e-mailed (which and when) and whether these e-mails are off', async () => {
    // Noon on 10 March 2026 in São Paulo: the first anniversary of a page started on 10 March 2025.
    const data = await SupportData.open(env, new Date('2026-03-10T15:00:00.000Z'));
    const { celebrated, off } = await (async () => {
      try {
        const celebrated = await data.page({ email: 'ana@example.com', datingSince: '2025-03-10' });
        const off = await data.page({ email: 'bia@example.com', lovedName: 'Caio', datingSince: '2025-03-11' });
        const send = data.runtime.container.get(SendAnniversaryEmails);
        await send.execute();
        data.clock.advance(YEAR_MS);
        await send.execute();
        await data.runtime.container.get(PORTS.AnniversaryEmails).turnEmailsOff(off.id, data.clock.now());
        return { celebrated, off };
      } finally {
        await data.close();
      }
    })();

    const shown = await runCliHere(['show', celebrated.id], { env });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/Aniversários avisados:\s+1 ano \(10\/03\/2026 12:00\); 2 anos \(10\/03\/2027 12:00\)/);
    expect(shown.stdout).toMatch(/Aviso de aniversário:\s+ligado/);
    expect(shown.stdout).toMatch(/aniversário\s+ana@example\.com\s+na fila/);
    const other = await runCliHere(['show', off.id], { env });
    expect(other.stdout).toMatch(/Aniversários avisados:\s+nenhum/);
    expect(other.stdout).toMatch(/Aviso de aniversário:\s+desligado pelo comprador/);
  });
});
