import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { ApplyProviderPayment } from '../../src/application/payments/apply-provider-payment.js';
import { StartPageOrder } from '../../src/application/renewal/start-page-order.js';
import { currentOrderId } from '../../src/application/renewal/plan-summary.js';
import { orderPriceCents, type PageOrderKind } from '../../src/domain/renewal/page-orders.js';
import { tempDir } from '../support/temp-dir.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData } from '../support/cli/support-data.js';
import { startFakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { SPEC_PLAN_PRICES } from '../../src/domain/shop/shop-content.js';

const DAY = 24 * 60 * 60 * 1000;
// A time budget for several CLI commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

let dir: { path: string; remove(): Promise<void> };
let env: Record<string, string>;

beforeEach(async () => {
  dir = await tempDir('memories-cli-plan-');
  env = { DATA_DIR: join(dir.path, 'data'), PUBLIC_URL: 'https://memories.test' };
});
afterEach(() => dir.remove());

const cli = (args: string[]) => runCliHere(args, { env });

/** Pays a renewal or an upgrade of a page as a payment of its order is applied. */
async function payOrder(data: SupportData, id: string, kind: PageOrderKind, paymentId: string): Promise<void> {
  const memory = (await data.runtime.container.get(PORTS.MemoryRepository).findById(id))!;
  const orderId = currentOrderId(memory, kind);
  const applied = await data.runtime.container.get(ApplyProviderPayment).execute({
    id: paymentId,
    memoryId: orderId,
    outcome: 'approved',
    providerStatus: 'approved',
    amountCents: orderPriceCents(kind, SPEC_PLAN_PRICES),
    currency: 'BRL',
    updatedAt: null,
  });
  expect(applied).toMatchObject({ result: 'applied', changed: true });
}

describe('memories-cli and the life of a page after its purchase', () => {
  it('show lists renewals and upgrades, stats counts them, expire sends the notices due and removes ended pages after 90 days', async () => {
    const now = Date.now();
    const data = await SupportData.open(env, new Date(now - 500 * DAY));
    const ids: Record<'gone' | 'renewed' | 'ended' | 'upgraded', string> = { gone: '', renewed: '', ended: '', upgraded: '' };
    try {
      ids.gone = (await data.page({ email: 'davi@example.com', plan: 'basic' })).id;
      data.clock.advance(100 * DAY);
      ids.renewed = (await data.page({ email: 'ana@example.com', plan: 'basic' })).id;
      ids.ended = (await data.page({ email: 'bia@example.com', plan: 'basic' })).id;
      data.clock.advance(DAY);
      await payOrder(data, ids.renewed, 'renewal', 'pay-renewal-1');
      data.clock.advance(300 * DAY);
      ids.upgraded = (await data.page({ email: 'caio@example.com', plan: 'basic' })).id;
      await payOrder(data, ids.upgraded, 'upgrade', 'pay-upgrade-1');
    } finally {
      await data.close();
    }

    const show = await cli(['show', ids.renewed]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Renovações e upgrades:');
    expect(show.stdout).toMatch(/renovação .* R\$ 12,00 .* pay-renewal-1/);
    expect((await cli(['show', ids.upgraded])).stdout).toMatch(/upgrade .* R\$ 4,00 .* pay-upgrade-1/);

    const stats = JSON.parse((await cli(['stats', '--json'])).stdout);
    expect(stats.orders).toEqual({ renewals: 1, upgrades: 1, refunded: 0, started: 0, renewalCents: 1200, upgradeCents: 400 });
    expect(stats.revenue.totalCents).toBe(4 * 1200 + 400 + 1200);
    expect((await cli(['stats'])).stdout).toContain('Renovações');

    const dry = JSON.parse((await cli(['expire', '--dry-run', '--json'])).stdout);
    expect(dry.notices).toEqual([
      { id: ids.gone, notice: 'removal-in-7-days' },
      { id: ids.ended, notice: 'ended' },
    ]);
    const run = await cli(['expire']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Avisos por e-mail: 2.');
    expect(run.stdout).toContain('Removidas após 90 dias: 0 página(s).');
    expect((await cli(['show', ids.gone])).stdout).toContain('aviso: remoção em 7 dias');
    expect(JSON.parse((await cli(['expire', '--json'])).stdout)).toMatchObject({ notices: [], removed: [] });

    const weekLater = new Date(now + 8 * DAY).toISOString();
    const removal = await cli(['expire', '--as-of', weekLater]);
    expect(removal.stdout).toContain(`Removidas após 90 dias: 1 página(s): ${ids.gone}.`);
    expect((await cli(['show', ids.gone])).code).toBe(1);
    expect((await cli(['show', ids.ended])).code).toBe(0);
  });

  it('reconcile applies a renewal paid at Mercado Pago whose notification never came, and reports it', async () => {
    const mp = await startFakeMercadoPago();
    try {
      env = { ...env, MP_ACCESS_TOKEN: mp.accessToken, MP_WEBHOOK_SECRET: 'webhook-secret-0123456789', MP_API_URL: mp.url, MP_TIMEOUT_MS: '1000' };
      const data = await SupportData.open(env, new Date(Date.now() - 10 * DAY));
      let id: string;
      let orderId: string;
      try {
        id = (await data.page({ email: 'eva@example.com', plan: 'basic' })).id;
        const memory = (await data.runtime.container.get(PORTS.MemoryRepository).findById(id))!;
        const editToken = data.runtime.container.get(PORTS.EditTokens).issue(id, memory.editTokenVersion);
        orderId = (await data.runtime.container.get(StartPageOrder).execute({ id, editToken, kind: 'renewal' })).orderId;
      } finally {
        await data.close();
      }
      mp.createPayment({ externalReference: orderId, status: 'approved', amount: 12 });

      const run = await cli(['reconcile']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Renovações e upgrades verificados: 1; aplicados agora: 1.');
      expect(run.stdout).toMatch(new RegExp(`${orderId.replaceAll('.', '\\.')}\\s+aplicado\\s+1`));
      expect((await cli(['show', id])).stdout).toMatch(/renovação .* R\$ 12,00 .* aplicado/);
      expect((await cli(['reconcile'])).stdout).toContain('Renovações e upgrades verificados: 0; aplicados agora: 0.');
    } finally {
      await mp.close();
    }
  });

  it('show tells started, applied and refunded orders apart, and stats counts them', async () => {
    const data = await SupportData.open(env, new Date(Date.now() - 30 * DAY));
    let id: string;
    try {
      id = (await data.page({ email: 'duda@example.com', plan: 'basic' })).id;
      const memory = (await data.runtime.container.get(PORTS.MemoryRepository).findById(id))!;
      const editToken = data.runtime.container.get(PORTS.EditTokens).issue(id, memory.editTokenVersion);
      await data.runtime.container.get(StartPageOrder).execute({ id, editToken, kind: 'renewal' });
      await data.runtime.container.get(StartPageOrder).execute({ id, editToken, kind: 'upgrade' });
      const renewal = currentOrderId(memory, 'renewal');
      await payOrder(data, id, 'renewal', 'pay-renewal-9');
      const refunded = await data.runtime.container.get(ApplyProviderPayment).execute({
        id: 'pay-renewal-9',
        memoryId: renewal,
        outcome: 'reversed',
        providerStatus: 'refunded',
        amountCents: orderPriceCents('renewal', SPEC_PLAN_PRICES),
        currency: 'BRL',
        updatedAt: null,
      });
      expect(refunded).toMatchObject({ result: 'applied', changed: true });
    } finally {
      await data.close();
    }

    const show = (await cli(['show', id])).stdout;
    expect(show).toMatch(/renovação .* R\$ 12,00 .* pay-renewal-9 .* estornado: desfeito/);
    expect(show).toMatch(/upgrade .* R\$ 4,00 .* — .* iniciado, sem pagamento aplicado/);
    const stats = JSON.parse((await cli(['stats', '--json'])).stdout);
    expect(stats.orders).toEqual({ renewals: 0, upgrades: 0, refunded: 1, started: 2, renewalCents: 0, upgradeCents: 0 });
    expect((await cli(['stats'])).stdout).toContain('Renovações e upgrades iniciados: 2; estornados: 1');
  });
});
