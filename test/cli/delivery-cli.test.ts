import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { DeliverOnTheDay } from '../../src/application/delivery/deliver-on-the-day.js';
import { SetRecipientDelivery } from '../../src/application/delivery/set-recipient-delivery.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData, type PreparedPage } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const HOUR_MS = 60 * 60 * 1000;
let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-delivery-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});
afterEach(() => dir.remove());

/**
 * Three of Ana's pages with a delivery on the day, asked for at noon on 10 March 2026 in São Paulo: one waiting, one
 * cancelled an hour later, one sent when its page opened at noon the next day; and one page without.
 */
async function threeDeliveries(): Promise<Record<'waiting' | 'cancelled' | 'sent' | 'none', PreparedPage>> {
  const data = await SupportData.open(env, new Date('2026-03-10T15:00:00.000Z'));
  try {
    const waiting = await data.page({ email: 'ana@example.com', revealAt: '2026-03-20T20:00' });
    const cancelled = await data.page({ email: 'ana@example.com', lovedName: 'Duda', revealAt: '2026-03-20T20:00' });
    const sent = await data.page({ email: 'ana@example.com', lovedName: 'Caio', revealAt: '2026-03-11T12:00' });
    const none = await data.page({ email: 'ana@example.com', lovedName: 'Eva', revealAt: '2026-03-20T20:00' });
    const set = (page: PreparedPage, to: string | null) =>
      data.runtime.container
        .get(SetRecipientDelivery)
        .execute({ id: page.id, token: data.runtime.container.get(PORTS.EditTokens).issue(page.id, 1), to });
    await set(waiting, 'joao.silva@example.com');
    await set(cancelled, 'duda.lima@example.com');
    await set(sent, 'caio.souza@example.com');
    data.clock.advance(HOUR_MS);
    await set(cancelled, null);
    data.clock.advance(23 * HOUR_MS);
    await expect(data.runtime.container.get(DeliverOnTheDay).execute()).resolves.toMatchObject({ sent: 1 });
    return { waiting, cancelled, sent, none };
  } finally {
    await data.close();
  }
}

describe('memories-cli: delivery on the day', () => {
  it('show prints each status with its instants and the recipient’s address masked, never in full', async () => {
    const pages = await threeDeliveries();

    const waiting = await runCliHere(['show', pages.waiting.id], { env });
    expect(waiting.code).toBe(0);
    expect(waiting.stdout).toMatch(/Entrega no dia:\s+agendada para j•••@example\.com \(pedida 10\/03\/2026 12:00; sai na data de abertura\)/);
    const cancelled = await runCliHere(['show', pages.cancelled.id], { env });
    expect(cancelled.stdout).toMatch(/Entrega no dia:\s+cancelada em 10\/03\/2026 13:00 \(era para d•••@example\.com; pedida 10\/03\/2026 12:00\)/);
    const sent = await runCliHere(['show', pages.sent.id], { env });
    expect(sent.stdout).toMatch(/Entrega no dia:\s+enviada para c•••@example\.com em 11\/03\/2026 12:00 \(pedida 10\/03\/2026 12:00\)/);
    expect(sent.stdout).toMatch(/entrega no dia\s+c•••@example\.com\s+na fila/);
    expect(sent.stdout).toMatch(/aviso: entrega enviada\s+ana@example\.com\s+na fila/);
    const asJson = JSON.parse((await runCliHere(['show', pages.sent.id, '--json'], { env })).stdout);
    expect(asJson.delivery).toEqual({
      to: 'c•••@example.com',
      status: 'sent',
      createdAt: '2026-03-10T15:00:04.000Z',
      sentAt: '2026-03-11T15:00:04.000Z',
      cancelledAt: null,
    });
    const everything = [waiting, cancelled, sent].map((run) => run.stdout).join('') + JSON.stringify(asJson);
    expect(everything).not.toMatch(/joao\.silva|duda\.lima|caio\.souza/);

    const none = await runCliHere(['show', pages.none.id], { env });
    expect(none.stdout).toMatch(/Entrega no dia:\s+não pedida/);
  });

  it('export gives the buyer each delivery with the recipient’s address in full and its instants', async () => {
    const pages = await threeDeliveries();
    const out = join(dir.path, 'export');

    const run = await runCliHere(['export', '--email', 'ana@example.com', '--out', out], { env });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('3 entrega(s) no dia em dados.json.');
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.deliveries).toEqual([
      {
        memoryId: pages.waiting.id,
        to: 'joao.silva@example.com',
        status: 'scheduled',
        createdAt: '2026-03-10T15:00:04.000Z',
        sentAt: null,
        cancelledAt: null,
      },
      {
        memoryId: pages.cancelled.id,
        to: 'duda.lima@example.com',
        status: 'cancelled',
        createdAt: '2026-03-10T15:00:04.000Z',
        sentAt: null,
        cancelledAt: '2026-03-10T16:00:04.000Z',
      },
      {
        memoryId: pages.sent.id,
        to: 'caio.souza@example.com',
        status: 'sent',
        createdAt: '2026-03-10T15:00:04.000Z',
        sentAt: '2026-03-11T15:00:04.000Z',
        cancelledAt: null,
      },
    ]);
  });
});
