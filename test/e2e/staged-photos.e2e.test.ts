import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { startAppServer, type AppServer } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, phonePage } from '../support/browser/browser.js';
import { openCreateForm } from '../support/browser/create-form.js';
import { phoneNetwork } from '../support/browser/throttled-phone.js';
import { jpegImage } from '../support/test-images.js';

/** Where the screens of this file are kept, to look at them. */
const SHOTS = process.env.STAGED_SHOTS_DIR ?? '/tmp/shots-staged';

let server: AppServer;
let browser: Browser;
let camera: Buffer;
let database: Awaited<ReturnType<typeof openDatabase>>;

beforeAll(async () => {
  [server, browser, camera] = await Promise.all([startAppServer(), testBrowser(), jpegImage(3000, 4000)]);
  database = await openDatabase({ dbPath: server.runtime.paths.database });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await releaseBrowser(browser);
  await server?.close();
});

async function orderCount(): Promise<number> {
  const rows = await database.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*) as n from memories');
  return Number(rows[0]!.n);
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function fillForm(page: Page): Promise<void> {
  await page.getByLabel('Seu nome').fill('Ana Júlia');
  await page.getByLabel('Nome de quem você ama').fill('João');
  await page.getByLabel('Data de início').fill('2021-06-12');
  await page.getByLabel('Mensagem', { exact: true }).fill('Cada dia ao seu lado é o meu favorito.');
}

const photos = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `camera-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: camera }));

/** "Criar minha página", then the e-mail and the names confirmed in "Quase lá!", then "Ir para o pagamento". */
async function goToPayment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Criar minha página' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
  await dialog.getByLabel('Seu e-mail').fill('ana@example.com');
  await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
  await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
}

const CHECKOUT = /\/checkout\/demo\/[A-Za-z0-9_-]+$/;

describe('photos sent while the buyer writes, on a throttled phone', () => {
  it('go up as soon as they are chosen, so paying sends only the form and their references', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    const payments: Buffer[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment')) payments.push(request.postDataBuffer() ?? Buffer.alloc(0));
    });
    await openCreateForm(page, '/create?plan=premium');
    const network = await phoneNetwork(context, page);
    await network.throttle();
    const before = await orderCount();

    await page.getByLabel('Adicionar fotos').setInputFiles(photos(3));
    // Each thumbnail shows its own upload while the buyer goes on writing.
    await page.getByRole('progressbar', { name: 'Envio da foto 1' }).waitFor();
    await fillForm(page);
    await page.getByRole('button', { name: 'Remover foto 1' }).scrollIntoViewIfNeeded();
    await shot(page, 'uploading');
    for (const n of [1, 2, 3]) await page.getByText(`Foto ${n} enviada`).waitFor({ state: 'attached', timeout: 180_000 });

    await goToPayment(page);
    await page.waitForURL(CHECKOUT, { timeout: 60_000 });

    expect(payments).toHaveLength(1);
    const body = payments[0]!.toString('latin1');
    expect(body.match(/name="stagedPhotos"/g)).toHaveLength(3);
    expect(body).not.toContain('filename=');
    expect(payments[0]!.length).toBeLessThan(8 * 1024);
    expect(await orderCount()).toBe(before + 1);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it('says a dropped connection is one, keeps what was typed, and goes through on "Tentar de novo"', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await openCreateForm(page, '/create?plan=premium');
    const network = await phoneNetwork(context, page);
    await network.throttle();
    const before = await orderCount();
    await fillForm(page);

    await network.offline();
    await page.getByLabel('Adicionar fotos').setInputFiles(photos(2));
    const lost = page.getByRole('alert').filter({ hasText: 'Sua conexão caiu. Seus dados continuam aqui.' });
    await lost.waitFor({ timeout: 60_000 });
    await expect(lost.getByRole('button', { name: 'Tentar de novo' }).isVisible()).resolves.toBe(true);

    // Still offline at "Ir para o pagamento": the same sentence, never a payment-sounding error.
    await goToPayment(page);
    await lost.waitFor();
    await shot(page, 'connection-lost');
    expect(await page.getByText('Erro ao processar. Tente novamente.').count()).toBe(0);
    expect(await page.getByLabel('Seu nome').inputValue()).toBe('Ana Júlia');
    expect(await orderCount()).toBe(before);

    await network.throttle();
    await lost.getByRole('button', { name: 'Tentar de novo' }).click();
    await page.waitForURL(CHECKOUT, { timeout: 180_000 });

    expect(await orderCount()).toBe(before + 1);
    // The failed uploads are the only errors the browser reported.
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  }, 300_000);
});
