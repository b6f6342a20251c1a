import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { tempDir } from '../support/temp-dir.js';
import { startAppServer, type AppServer } from '../support/browser/app-server.js';
import { holdRequests, releaseBrowser, testBrowser, phonePage } from '../support/browser/browser.js';
import { openCreateForm } from '../support/browser/create-form.js';

/**
 * A buyer on a phone, through the real app and server: the creation form, the e-mail modal, the overlay while the
 * photos go up, the demo checkout, the payment return page and the e-mail in the outbox.
 */
describe('buying a page through the form', () => {
  let server: AppServer;
  let browser: Browser;
  let folder: { path: string; remove(): Promise<void> };
  /** Camera-sized JPEGs (3000 × 2000 and 2000 × 3000), so the browser has to downscale them before the upload. */
  const photos: string[] = [];
  let originalBytes = 0;

  beforeAll(async () => {
    [server, browser, folder] = await Promise.all([startAppServer(), testBrowser(), tempDir('memories-photos-')]);
    const sizes: [number, number][] = [
      [3000, 2000],
      [2000, 3000],
      [3000, 2000],
    ];
    for (const [i, [width, height]] of sizes.entries()) {
      const bytes = await jpegImage(width, height);
      const path = join(folder.path, `foto-${i + 1}.jpg`);
      await writeFile(path, bytes);
      photos.push(path);
      originalBytes += bytes.length;
    }
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
    await folder?.remove();
  });

  const host = () => new URL(server.baseUrl).host;

  async function fillDetails(page: Page, details: { yourName: string; lovedName: string; date: string; time?: string; message: string }) {
    await page.getByLabel('Seu nome').fill(details.yourName);
    await page.getByLabel('Nome de quem você ama').fill(details.lovedName);
    await page.getByLabel('Data de início').fill(details.date);
    if (details.time) await page.getByLabel('Horário (opcional)').fill(details.time);
    await page.getByLabel('Mensagem', { exact: true }).fill(details.message);
  }

  /** Every picked photo is shown and downscaled ("Preparando a foto" gone). */
  async function photosReady(page: Page, count: number) {
    await expect.poll(() => page.getByRole('button', { name: /^Remover foto/ }).count()).toBe(count);
    await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
  }

  /** Slows the upload as mobile data would, so the "Enviando fotos" step and its progress can be seen. */
  async function throttleUpload(context: BrowserContext, page: Page, bytesPerSecond: number) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
    return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  }

  async function payWithEmail(page: Page, email: string, names: string) {
    const submit = page.getByRole('button', { name: 'Criar minha página' });
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    await expect.poll(() => page.getByText('Preencha os dados faltantes').count()).toBe(0);
    await submit.click();

    const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Você será redirecionado ao Mercado Pago');
    const pay = dialog.getByRole('button', { name: /Ir para o pagamento/ });
    expect(await pay.isDisabled()).toBe(true);
    await dialog.getByLabel('Seu e-mail').fill('ana@exemplo');
    await dialog.getByLabel('Seu e-mail').blur();
    await dialog.getByText('E-mail inválido').waitFor();
    expect(await pay.isDisabled()).toBe(true);
    await dialog.getByLabel('Seu e-mail').fill(email);
    // Both names, which cannot change later, wait for an explicit confirmation.
    expect(await dialog.getByRole('group', { name: 'Confira os nomes' }).textContent()).toContain(names);
    expect(await pay.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    expect(await pay.isEnabled()).toBe(true);
    return pay;
  }

  async function mailTo(email: string) {
    await expect.poll(async () => (await server.outbox()).filter((m) => m.to && 'text' in m.to && m.to.text === email).length).toBe(1);
    return (await server.outbox()).find((m) => m.to && 'text' in m.to && m.to.text === email)!;
  }

  it('buys a premium page with three photos, sent downscaled, and ends on "Site criado com sucesso!" and an e-mail', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await openCreateForm(page, '/create?plan=premium');
    expect(await page.getByRole('radio', { name: /Plano Pra Sempre/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('link-previa').textContent()).toBe(`${host()}/seu-link`);
    expect(await page.getByText('Preencha os dados faltantes').isVisible()).toBe(true);

    await fillDetails(page, {
      yourName: 'Ana Júlia',
      lovedName: 'João',
      date: '2021-06-12',
      time: '20:30',
      message: 'Cada dia ao seu lado é o meu favorito.',
    });
    await page.getByLabel(/Link da música no YouTube/).fill('https://youtu.be/dQw4w9WgXcQ');
    // A slow upload, so the photos are still going up when the buyer pays.
    const unthrottle = await throttleUpload(context, page, 64 * 1024);
    let staged = 0;
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/staged-photos')) staged++;
    });
    await page.getByLabel('Adicionar fotos').setInputFiles(photos);
    await photosReady(page, 3);
    expect(await page.getByText('Limite máximo de fotos atingido (3 foto(s))').isVisible()).toBe(true);

    // The live preview: the future link, the video, the counter ticking.
    expect(await page.getByTestId('link-previa').textContent()).toBe(`${host()}/ana-julia-e-joao`);
    expect(await page.locator('iframe[title="Música: vídeo do YouTube"]').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const counter = page.getByTestId('contador-previa');
    const firstReading = await counter.textContent();
    expect(firstReading).toMatch(/^\d+ anos?, /);
    await expect.poll(() => counter.textContent(), { timeout: 3000 }).not.toBe(firstReading);

    const pay = await payWithEmail(page, 'ana@example.com', 'Ana Júlia & João');
    const releaseOrder = await holdRequests(page, /\/api\/create-payment$/);
    const upload = page.waitForRequest((request) => request.url().endsWith('/api/create-payment'));
    await pay.click();

    const overlay = page.getByRole('status', { name: 'Criando sua página' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Validando dados');
    const progress = overlay.getByRole('progressbar', { name: 'Envio das fotos' });
    await progress.waitFor();
    expect(await overlay.locator('[aria-current="step"]').textContent()).toContain('Enviando fotos');
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);

    await unthrottle();
    // The photos went up downscaled, ahead of the order: the server holds the browser's copies until the order takes them.
    await upload;
    await expect.poll(() => staged).toBe(3);
    const incoming = server.runtime.paths.incoming;
    const copies = (await readdir(incoming)).filter((name) => name.startsWith('staged-'));
    expect(copies).toHaveLength(3);
    const copyBytes = await Promise.all(copies.map(async (name) => (await stat(join(incoming, name))).size));
    expect(copyBytes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThan(originalBytes * 0.6);
    releaseOrder();
    await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
    // The order itself carries their references only.
    const sent = await (await upload).sizes();
    expect(sent.requestBodySize).toBeGreaterThan(0);
    expect(sent.requestBodySize).toBeLessThan(8 * 1024);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(`**/pagamento/${id}`);
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    const publicUrl = `${server.baseUrl}/ana-julia-e-joao/${id}`;
    const link = page.getByRole('link', { name: publicUrl });
    expect(await link.getAttribute('href')).toBe(publicUrl);
    await page.getByRole('img', { name: 'QR Code da sua página' }).waitFor();
    // The browser that ordered knows where the e-mail went, and shows it masked.
    expect(await page.getByText('Enviamos o link e o QR Code para a•••@example.com.').isVisible()).toBe(true);

    const mail = await mailTo('ana@example.com');
    expect(mail.text).toContain(publicUrl);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('buys a basic page with one photo: a single-file picker, no music, and the approved return page', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await openCreateForm(page, '/create');
    expect(await page.getByRole('radio', { name: /Plano Anual/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(/Link da música/).count()).toBe(0);

    await fillDetails(page, { yourName: 'Bia', lovedName: 'Caio', date: '2019-02-14', message: 'Para sempre nós dois.' });
    const picker = page.getByLabel('Adicionar foto', { exact: true });
    expect(await picker.getAttribute('multiple')).toBeNull();
    expect(await picker.getAttribute('accept')).toBe('image/*');
    await picker.setInputFiles(photos[1]!);
    await photosReady(page, 1);
    expect(await page.getByTestId('link-previa').textContent()).toBe(`${host()}/bia-e-caio`);

    const pay = await payWithEmail(page, 'bia@example.com', 'Bia & Caio');
    expect(await page.getByRole('dialog').textContent()).toContain('R$\u00a012,00');
    const upload = page.waitForRequest((request) => request.url().endsWith('/api/create-payment'));
    await pay.click();
    await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/);
    const body = (await upload).postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('name="plan"\r\n\r\nbasic');
    expect(body).toContain('name="datingSince"\r\n\r\n2019-02-14\r\n');
    expect(body.match(/name="stagedPhotos"/g)).toHaveLength(1);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    expect(await page.getByText('Plano Anual').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    const publicUrl = `${server.baseUrl}/bia-e-caio/${id}`;
    expect(await page.getByRole('link', { name: publicUrl }).getAttribute('href')).toBe(publicUrl);

    const mail = await mailTo('bia@example.com');
    expect(mail.text).toContain(publicUrl);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the failed state when the payment is refused, takes the same order back to the checkout, and knows an unknown order', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await openCreateForm(page, '/create?plan=basic');
    await fillDetails(page, { yourName: 'Duda', lovedName: 'Edu', date: '2022-01-01', message: 'Te amo.' });
    await page.getByLabel('Adicionar foto', { exact: true }).setInputFiles(photos[0]!);
    await photosReady(page, 1);
    const pay = await payWithEmail(page, 'duda@example.com', 'Duda & Edu');
    await pay.click();
    await page.waitForURL(/\/checkout\/demo\//);

    await page.getByRole('button', { name: 'Recusar pagamento' }).click();
    await page.getByRole('heading', { name: 'Pagamento não aprovado' }).waitFor();
    expect(await page.getByText('nenhuma página foi publicada', { exact: false }).isVisible()).toBe(true);
    expect((await server.outbox()).some((m) => m.to && 'text' in m.to && m.to.text === 'duda@example.com')).toBe(false);

    // The same order, photos and all, goes back to its checkout: no form to fill again.
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.waitForURL(`**/checkout/demo/${orderId}`);
    expect(await page.getByText('O último pagamento foi recusado', { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    await expect.poll(async () => (await server.outbox()).filter((m) => m.to && 'text' in m.to && m.to.text === 'duda@example.com').length).toBe(1);

    await page.goto('/pagamento/naoexiste123');
    await page.getByRole('heading', { name: 'Pedido não encontrado' }).waitFor();
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});
