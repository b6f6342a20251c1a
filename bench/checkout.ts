import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../test/support/browser/browser.js';
import { createFormRuns } from '../test/support/browser/create-form.js';
import { phoneNetwork, POOR_MOBILE } from '../test/support/browser/throttled-phone.js';
import { progress } from './support/progress.js';
import { startRealServer } from './support/servers.js';

export interface CheckoutFigures {
  readonly network: string;
  /** How long the buyer spent on the form after choosing the photos, before "Ir para o pagamento". */
  readonly fillMs: number;
  /** "Ir para o pagamento" → the demo checkout loaded. */
  readonly clickToCheckoutMs: number;
  /** Photos whose upload had finished when the buyer clicked, of the three. */
  readonly sentBeforeClick: number;
  /** The bytes of the payment request's body. */
  readonly paymentRequestBytes: number;
  /** The photos' bytes as the browser sent them (its 1600 px copies), all three. */
  readonly photoBytesSent: number;
}

const NETWORK = `${(POOR_MOBILE.uploadThroughput * 8) / 1000} kbit/s up and down, ${POOR_MOBILE.latency} ms round trip (DevTools)`;

async function stagedBytes(dataDir: string): Promise<number> {
  const incoming = join(dataDir, 'incoming');
  const names = (await readdir(incoming)).filter((name) => name.startsWith('staged-'));
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(incoming, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function fillForm(page: Page): Promise<void> {
  await page.getByLabel('Seu nome').fill('Ana Júlia');
  await page.getByLabel('Nome de quem você ama').fill('João');
  await page.getByLabel('Data de início').fill('2021-06-12');
  await page.getByLabel('Mensagem', { exact: true }).fill('Cada dia ao seu lado é o meu favorito.');
}

/**
 * A buyer on a poor mobile connection: the creation form loaded, three camera photos chosen, the form filled over
 * `fillMs`, then "Ir para o pagamento"; measures the wait from that click to the demo checkout. The photos go up while
 * the buyer writes, so the wait is what is left of their uploads plus the order itself.
 */
export async function benchCheckout(options: { photos: readonly Buffer[]; fillMs: number }): Promise<CheckoutFigures> {
  const server = await startRealServer({ logLevel: 'warn', name: 'server (checkout)', env: { ORDER_LIMIT_PER_CLIENT: '1000' } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    let paymentRequestBytes = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-payment')) paymentRequestBytes = request.postDataBuffer()?.length ?? 0;
    });
    await page.goto('/create?plan=premium');
    await createFormRuns(page);
    await (await phoneNetwork(context, page)).throttle();

    progress(`checkout: three photos chosen, filling the form for ${Math.round(options.fillMs / 1000)} s`);
    const files = options.photos.map((buffer, i) => ({ name: `camera-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer }));
    await page.getByLabel('Adicionar fotos').setInputFiles(files);
    const filledAt = Date.now();
    await fillForm(page);
    await page.waitForTimeout(Math.max(0, options.fillMs - (Date.now() - filledAt)));

    await page.getByRole('button', { name: 'Criar minha página' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.getByLabel('Seu e-mail').fill('ana@example.com');
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    const sentBeforeClick = await page.getByText(/^Foto \d enviada$/).count();
    // What the server holds of them: the browser's copies, as they came.
    const photoBytesSent = await stagedBytes(server.dataDir!);
    const clickedAt = Date.now();
    await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
    await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/, { timeout: 300_000 });
    const clickToCheckoutMs = Date.now() - clickedAt;
    await context.close();
    return { network: NETWORK, fillMs: options.fillMs, clickToCheckoutMs, sentBeforeClick, paymentRequestBytes, photoBytesSent };
  } finally {
    await browser?.close();
    await server.child.stop();
  }
}
