import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenPageResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { memoryFormFields, SAMPLE_MEMORY } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { tempDir } from '../support/temp-dir.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, pauseClock, PHONE, phonePage } from '../support/browser/browser.js';

/** Set E2E_SCREENSHOT_DIR to keep phone and desktop screenshots of the edit page. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR;

/** Buys a premium page with three photos through the API, approves it on the demo checkout and reads the e-mail. */
async function buyPremiumPage(server: AppServer): Promise<BoughtPage & { readonly photos: readonly string[] }> {
  const photos = await Promise.all([jpegImage(900, 1200), jpegImage(1200, 900), jpegImage(1000, 1000)]);
  const bought = await server.buy(memoryFormFields(), photos);
  const page = (await (await fetch(`${server.baseUrl}/api${bought.path}`)).json()) as OpenPageResponse;
  expect(page.photos).toHaveLength(3);
  return { ...bought, photos: page.photos };
}

/** Polls until the browser shows what is expected (the app loads its screen's code after the page). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Chromium logs every 4xx answer as a console error; the invalid-link case expects exactly those. */
const isRefusedRequest = (problem: string) => /Failed to load resource: the server responded with a status of 40[13]/.test(problem);

describe('editing a page through the e-mailed link (Chromium, phone)', () => {
  let server: AppServer;
  let browser: Browser;
  let files: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    [server, browser, files] = await Promise.all([startAppServer(), testBrowser(), tempDir('memories-edit-e2e-')]);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
    await files?.remove();
  });

  it('removes a photo, adds one, changes the message and lands on the public page', async () => {
    const bought = await buyPremiumPage(server);
    const newPhoto = join(files.path, 'nossa-viagem.jpg');
    // Larger than the 2048 px the browser downscales to, as a phone camera's photo would be.
    await writeFile(newPhoto, await jpegImage(3000, 2250));

    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    // Time flows as usual until the test pauses it to watch the redirect after saving.
    await page.clock.install();
    await page.goto(bought.editUrl);

    // The token leaves the address bar at once and stays in this browser for the page.
    await page.getByRole('heading', { level: 1, name: 'Editar Página de Amor' }).waitFor();
    await eventually(() => page.url()).toBe(`${server.baseUrl}/update/${bought.id}`);
    const token = new URL(bought.editUrl).searchParams.get('token');
    expect(await page.evaluate((id) => localStorage.getItem(`memories.edit-token.${id}`), bought.id)).toBe(token);

    const message = page.getByLabel('Mensagem');
    await eventually(() => message.inputValue()).toBe(SAMPLE_MEMORY.message);
    expect(await page.getByLabel('Data de início do relacionamento').inputValue()).toBe('2021-06-12');
    expect(await page.getByLabel(/Link da música no YouTube/).inputValue()).toBe(SAMPLE_MEMORY.youtube);
    await eventually(() => page.getByRole('img', { name: /Foto \d da página/ }).count()).toBe(3);
    await eventually(() => allImagesLoaded(page)).toBe(true);
    expect(await page.getByText('Limite máximo de fotos atingido (3 foto(s))').isVisible()).toBe(true);
    await screenshot(page, 'edit-page-phone.png');

    // Remove the first photo, after the confirmation.
    await page.getByRole('button', { name: 'Remover foto 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tem certeza que deseja remover esta foto?' });
    await confirm.waitFor();
    await screenshot(page, 'edit-page-confirm-phone.png');
    await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await eventually(() => page.getByRole('img', { name: /Foto \d da página/ }).count()).toBe(2);

    // Add a new one, change the message.
    await page.getByLabel('Adicionar mais fotos (1 restante(s))').setInputFiles(newPhoto);
    await page.getByRole('img', { name: 'Nova foto 1' }).waitFor();
    await page.getByText('Limite máximo de fotos atingido (3 foto(s))').waitFor();
    await message.fill('Três anos e cada dia ainda é o meu favorito.');
    await screenshot(page, 'edit-page-changed-phone.png');

    await pauseClock(page);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    // The toast and the redirect's 1.5 s timer start in the same step.
    await page.getByRole('status').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();
    const editProblems = [...problems];
    await page.clock.runFor(1_400);
    expect(page.url(), 'the redirect waits 1.5 s').toBe(`${server.baseUrl}/update/${bought.id}`);
    await page.clock.runFor(100);
    await page.waitForURL(`${server.baseUrl}/${bought.slug}/${bought.id}`);
    await page.clock.resume();
    expect(editProblems).toEqual([]);
    // The page the owner lands on still says it was saved, in the editor's green.
    const saved = page.getByRole('status').filter({ hasText: 'Dados atualizados com sucesso!' });
    await saved.waitFor();
    expect(await saved.evaluate((notice) => getComputedStyle(notice).backgroundColor)).toBe('rgb(31, 122, 77)');

    // The server holds the change: the new message, three photos without the removed one, whose file is gone.
    const after = (await (await fetch(`${server.baseUrl}/api/${bought.slug}/${bought.id}`)).json()) as OpenPageResponse;
    expect(after.message).toBe('Três anos e cada dia ainda é o meu favorito.');
    expect(after.datingSince).toBe(SAMPLE_MEMORY.datingSince);
    expect(after.photos).toHaveLength(3);
    expect(after.photos).not.toContain(bought.photos[0]);
    expect(after.photos.slice(0, 2)).toEqual(bought.photos.slice(1));
    expect((await fetch(`${server.baseUrl}/api${bought.photos[0]}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api${after.photos[2]}`)).status).toBe(200);

    await context.close();
  });

  it('looks right on a desktop: two columns from 768 px', async () => {
    const bought = await buyPremiumPage(server);
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(bought.editUrl);
    const fields = page.getByRole('region', { name: 'Dados da página' });
    const photos = page.getByRole('region', { name: 'Fotos' });
    await fields.waitFor();
    await eventually(() => allImagesLoaded(page)).toBe(true);
    const [left, right] = [await fields.boundingBox(), await photos.boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
    await screenshot(page, 'edit-page-desktop.png');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a start date that is already today in the browser but still tomorrow in São Paulo, as creation does', async () => {
    const bought = await buyPremiumPage(server);
    // A phone in Tokyo at 01:00 on 11 March 2026, when it is 13:00 on the 10th in São Paulo: the clock is fixed.
    const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, locale: 'pt-BR', timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-03-10T16:00:00Z'));
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') saves.push(request.url());
    });
    await page.goto(bought.editUrl);

    const date = page.getByLabel('Data de início do relacionamento');
    await eventually(() => date.inputValue()).toBe('2021-06-12');
    // The picker offers the browser's today; the rule is São Paulo's calendar.
    expect(await date.getAttribute('max')).toBe('2026-03-11');
    await date.fill('2026-03-11');
    const alert = page.getByRole('alert').filter({ hasText: 'A data de início não pode estar no futuro.' });
    await alert.waitFor();
    expect(await date.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'edit-page-future-date-phone.png');

    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await eventually(() => date.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(saves).toEqual([]);

    // Today in São Paulo is fine and saved.
    await date.fill('2026-03-10');
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('status').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();
    expect(saves).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says the link is invalid, and how to get a new one, for a wrong token', async () => {
    const bought = await buyPremiumPage(server);
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await page.goto(`/update/${bought.id}?token=um-token-que-nao-vale`);

    await page.getByRole('heading', { name: 'Link de edição inválido' }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/update/${bought.id}`);
    expect(await page.evaluate((id) => localStorage.getItem(`memories.edit-token.${id}`), bought.id)).toBeNull();
    expect(await page.getByLabel('Mensagem').count()).toBe(0);
    await screenshot(page, 'edit-page-invalid-phone.png');

    await page.getByRole('button', { name: 'Reenviar QR Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar QR Code' });
    await dialog.waitFor();
    expect(await dialog.getByPlaceholder('Seu e-mail').isVisible()).toBe(true);
    expect(problems.filter((problem) => !isRefusedRequest(problem))).toEqual([]);
    await context.close();
  });
});

async function allImagesLoaded(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, name), fullPage: true });
}
