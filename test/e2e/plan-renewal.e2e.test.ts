import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanSummaryResponse } from '../../src/adapters/http/contract/plan-renewal.contract.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { renewalKey } from '../../src/application/shared/renewal-links.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, phonePage } from '../support/browser/browser.js';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** The owner renews, then upgrades, a basic page from its edit page through the demo checkout (Chromium, phone). */
describe('renewal and upgrade from the edit page', () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), testBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  const plan = async (bought: BoughtPage) =>
    (await (
      await fetch(`${server.baseUrl}/api/plan/${bought.id}/summary`, { headers: { Authorization: `Bearer ${bought.token}` } })
    ).json()) as PlanSummaryResponse;

  async function payOnDemoCheckout(page: Page, button: string, total: string) {
    await page.getByRole('button', { name: button }).click();
    await page.waitForURL(/\/checkout\/demo\//);
    expect(await page.locator('.total').textContent()).toBe(total);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/\/renovar\/[a-z0-9]+\?pedido=/);
  }

  it('renews for a year and upgrades to Pra Sempre, keeping the same link', async () => {
    const bought = await server.buy(memoryFormFields({ plan: 'basic', youtube: undefined }), [await jpegImage(800, 600)]);
    const before = await plan(bought);
    expect(before).toMatchObject({ plan: 'basic', renewal: { allowed: true }, upgrade: { allowed: true } });
    const { page, problems } = await phonePage(browser, server.baseUrl);

    // The e-mailed renewal link opens the same choices without the edit link; a forged key is refused in Portuguese.
    const key = renewalKey(server.runtime.container.get(PORTS.EditTokens), bought.id);
    await page.goto(`${server.baseUrl}/renovar/${bought.id}?chave=${key}`);
    await page.getByRole('heading', { level: 1, name: /&/ }).waitFor();
    await page.getByRole('button', { name: 'Renovar por mais um ano (R$ 12,00)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Fazer upgrade para Pra Sempre (R$ 4,00)' }).count()).toBe(1);
    const forged = await phonePage(browser, server.baseUrl);
    await forged.page.goto(`${server.baseUrl}/renovar/${bought.id}?chave=forjada`);
    await forged.page.getByText('Link de renovação inválido. Use o link do e-mail mais recente ou o botão da página de edição.').waitFor();
    await forged.context.close();

    await page.goto(bought.editUrl);
    const section = page.getByRole('region', { name: 'Seu plano' });
    await section.getByText(`Sua página fica no ar até ${day.format(new Date(before.endsAt!))}.`).waitFor();
    await payOnDemoCheckout(page, 'Renovar por mais um ano (R$ 12,00)', 'R$\u00a012,00');
    const renewed = await plan(bought);
    expect(new Date(renewed.endsAt!).getUTCFullYear()).toBe(new Date(before.endsAt!).getUTCFullYear() + 1);
    await page.getByText(`Pagamento confirmado! Sua página está renovada até ${day.format(new Date(renewed.endsAt!))}.`).waitFor();
    expect(await page.getByRole('link', { name: 'Ver a página' }).getAttribute('href')).toBe(bought.path);

    await page.goto(`${server.baseUrl}/update/${bought.id}`);
    await payOnDemoCheckout(page, 'Fazer upgrade para Pra Sempre (R$ 4,00)', 'R$\u00a04,00');
    await page.getByText('Pagamento confirmado! Sua página agora é Pra Sempre: já dá para colocar 3 fotos, música e Nossa história.').waitFor();
    await eventually(async () => (await plan(bought)).plan).toBe('premium');
    // The upgrade's page leads to what it unlocked, and keeps its side margins on the phone.
    const card = await page.getByRole('region', { name: 'Ana Júlia & João' }).boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(16);
    expect(card!.x + card!.width).toBeLessThanOrEqual(390 - 16);
    await page.getByRole('link', { name: 'Adicionar as novas fotos' }).click();
    await page.waitForURL(`${server.baseUrl}/update/${bought.id}`);
    await section.getByText('Sua página fica no ar para sempre.').waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    const response = await fetch(`${server.baseUrl}/api${bought.path}`);
    expect(response.status).toBe(200);
    expect(problems).toEqual([]);
  });
});
