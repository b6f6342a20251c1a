import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, PHONE } from '../support/browser/browser.js';
import { visiblePhoto } from '../support/browser/visible-photo.js';
import { openCreateForm } from '../support/browser/create-form.js';

/** Where the screens this file passes through are kept, to look at them. */
const SHOTS = process.env.PHOTO_SHOTS_DIR ?? '/tmp/shots-photos';

const SCREENS = {
  phone: PHONE,
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
type Screen = keyof typeof SCREENS;

let server: AppServer;
let browser: Browser;
/** A premium page with a landscape couple photo (16:9), a portrait one (9:16) and a square one. */
let bought: BoughtPage;
const LANDSCAPE = [1600, 900] as const;
const PORTRAIT = [900, 1600] as const;
let landscape: Buffer;
let portrait: Buffer;

beforeAll(async () => {
  [server, browser, landscape, portrait] = await Promise.all([startAppServer(), testBrowser(), jpegImage(...LANDSCAPE), jpegImage(...PORTRAIT)]);
  bought = await server.buy(memoryFormFields(), [landscape, portrait, await jpegImage(1000, 1000)]);
});

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

async function open(screen: Screen): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ ...SCREENS[screen], baseURL: server.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { page, problems };
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The photo is loaded and every one of its pixels is on screen, unstretched, at a useful size. */
async function expectWholePhoto(image: Locator, minWidth: number): Promise<void> {
  await expect.poll(() => loaded(image), { timeout: 10_000 }).toBe(true);
  // A carousel may still be sliding into place: wait for the photo to settle inside its frame.
  await expect.poll(async () => (await visiblePhoto(image)).visibleShare, { timeout: 5_000 }).toBeGreaterThan(0.995);
  const seen = await visiblePhoto(image);
  expect(seen.shapeKept).toBeCloseTo(1, 2);
  expect(seen.drawn.width).toBeGreaterThan(minWidth);
}

describe.each(['phone', 'desktop'] as const)('photos are shown whole (%s)', (screen) => {
  it('on the public page: the landscape, the portrait and the square photo keep every pixel', async () => {
    const { page, problems } = await open(screen);
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const photo = (n: number) => page.getByRole('img', { name: `Ana Júlia e João, foto ${n} de 3` });
    await expectWholePhoto(photo(1), 250);
    await shot(page, `${screen}-public-landscape`);
    await page.getByRole('button', { name: 'Ver foto 2 de 3' }).click();
    await expectWholePhoto(photo(2), 150);
    await shot(page, `${screen}-public-portrait`);
    await page.getByRole('button', { name: 'Ver foto 3 de 3' }).click();
    await expectWholePhoto(photo(3), 250);
    expect(problems).toEqual([]);
  });

  it("in the create form's thumbnails and live preview", async () => {
    const { page, problems } = await open(screen);
    await page.clock.install();
    await openCreateForm(page, '/create?plan=premium');
    await page.getByLabel('Adicionar fotos').setInputFiles([
      { name: 'paisagem.jpg', mimeType: 'image/jpeg', buffer: landscape },
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait },
    ]);
    await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
    const chosen = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Remover foto/ }) });
    await expectWholePhoto(chosen.getByRole('img', { name: 'Foto 1' }), 60);
    await expectWholePhoto(chosen.getByRole('img', { name: 'Foto 2' }), 30);

    // The preview turns every 2 s: its clock is held, then moved on to the second photo.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    const slide = (n: number) => page.locator(`[aria-label="Fotos da prévia"] img[alt="Foto ${n} de 2"]`);
    await page.locator('#previa').scrollIntoViewIfNeeded();
    const first = await slide(1).getAttribute('aria-hidden');
    const current = first === 'false' ? 1 : 2;
    await expectWholePhoto(slide(current), 150);
    await shot(page, `${screen}-preview-${current === 1 ? 'landscape' : 'portrait'}`);
    await page.clock.runFor(2000);
    await expectWholePhoto(slide(3 - current), 100);
    await shot(page, `${screen}-preview-${current === 1 ? 'portrait' : 'landscape'}`);
    expect(problems).toEqual([]);
  });

  it("in the owner's editor", async () => {
    const { page, problems } = await open(screen);
    await page.goto(bought.editUrl);
    const tile = (n: number) => page.getByRole('img', { name: `Foto ${n} da página` });
    await expectWholePhoto(tile(1), 100);
    await expectWholePhoto(tile(2), 50);
    await expectWholePhoto(tile(3), 100);
    await tile(1).scrollIntoViewIfNeeded();
    await shot(page, `${screen}-editor`);
    expect(problems).toEqual([]);
  });
});

/** Every chosen photo is checked and prepared ("Preparando a foto" gone). */
const photosSettled = (page: Page) => expect.poll(() => page.getByText(/^Preparando/).count(), { timeout: 15_000 }).toBe(0);

const NOT_AN_IMAGE = { name: 'foto-da-viagem.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('isto não é uma imagem, é um texto qualquer') };

describe('photos are checked when chosen (phone)', () => {
  it('on the create form: a broken "image", a document and a 4th photo are refused there, each with a sentence; a small photo is taken with a warning', async () => {
    const { page, problems } = await open('phone');
    await openCreateForm(page, '/create?plan=premium');
    await page
      .getByLabel('Adicionar fotos')
      .setInputFiles([
        { name: 'paisagem.jpg', mimeType: 'image/jpeg', buffer: landscape },
        NOT_AN_IMAGE,
        { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%…') },
        { name: 'pequena.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(480, 360) },
      ]);
    await photosSettled(page);

    const chosen = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Remover foto/ }) });
    await expect.poll(() => chosen.getByRole('button', { name: /^Remover foto/ }).count()).toBe(2);
    const notices = page.getByRole('alert').filter({ hasText: 'não é uma foto' });
    await notices.waitFor();
    expect(await notices.textContent()).toBe(
      '“contrato.pdf” não é uma foto. Escolha uma imagem JPEG, PNG, WebP, GIF, AVIF ou HEIC.' +
        'Não conseguimos abrir “foto-da-viagem.jpg” como foto. Escolha uma foto JPEG, PNG, WebP, GIF, AVIF ou HEIC.',
    );
    // The refusal is next to the picker, on screen where the buyer is, not a toast at the top.
    expect(await notices.evaluate((element) => element.closest('section, fieldset, form') !== null)).toBe(true);
    expect(await notices.isVisible()).toBe(true);
    // The small photo is taken, its tile says it may look blurred; every thumbnail shows a loaded photo.
    expect(await chosen.getByRole('listitem').filter({ hasText: 'Pode ficar desfocada' }).count()).toBe(1);
    expect(await chosen.getByRole('listitem').nth(1).textContent()).toContain('Pode ficar desfocada');
    for (const n of [1, 2]) expect(await loaded(chosen.getByRole('img', { name: `Foto ${n}` }))).toBe(true);
    await chosen.scrollIntoViewIfNeeded();
    await shot(page, 'phone-create-refused');

    await page.getByLabel(/Adicionar mais fotos/).setInputFiles([
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait },
      { name: 'quarta.jpg', mimeType: 'image/jpeg', buffer: landscape },
    ]);
    await photosSettled(page);
    const limit = page.getByRole('alert').filter({ hasText: 'Plano Pra Sempre permite' });
    await limit.waitFor();
    expect(await limit.textContent()).toBe('Plano Pra Sempre permite no máximo 3 foto(s). “quarta.jpg” não foi adicionada.');
    expect(await chosen.getByRole('button', { name: /^Remover foto/ }).count()).toBe(3);
    await shot(page, 'phone-create-limit');
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    expect(await limit.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('in the owner\'s editor: a broken "image" is refused with a sentence, a photo over the plan\'s limit too', async () => {
    const page2 = await server.buy(memoryFormFields(), [landscape]);
    const { page, problems } = await open('phone');
    await page.goto(page2.editUrl);
    const add = page.getByLabel('Adicionar mais fotos (2 restante(s))');
    await add.setInputFiles([NOT_AN_IMAGE, { name: 'pequena.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(600, 600) }]);
    await photosSettled(page);
    const refused = page.getByRole('alert').filter({ hasText: 'foto-da-viagem.jpg' });
    await refused.waitFor();
    expect(await refused.textContent()).toBe(
      'Não conseguimos abrir “foto-da-viagem.jpg” como foto. Escolha uma foto JPEG, PNG, WebP, GIF, AVIF ou HEIC.',
    );
    const newTile = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: 'Nova foto 1' }) });
    expect(await newTile.textContent()).toContain('Pode ficar desfocada');
    expect(await page.getByRole('img', { name: 'Nova foto 2' }).count()).toBe(0);
    await refused.scrollIntoViewIfNeeded();
    await shot(page, 'phone-editor-refused');

    await page.getByLabel('Adicionar mais fotos (1 restante(s))').setInputFiles([
      { name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait },
      { name: 'quarta.jpg', mimeType: 'image/jpeg', buffer: landscape },
    ]);
    await photosSettled(page);
    const limit = page.getByRole('alert').filter({ hasText: 'Plano Pra Sempre permite' });
    await limit.waitFor();
    expect(await limit.textContent()).toBe('Plano Pra Sempre permite no máximo 3 foto(s). “quarta.jpg” não foi adicionada.');
    expect(await page.getByRole('img', { name: /^Nova foto/ }).count()).toBe(2);
    expect(problems).toEqual([]);
  });

  it('an error toast is announced as an alert, closes at a tap and goes by itself after a few seconds', async () => {
    const { page } = await open('phone');
    await page.clock.install();
    await openCreateForm(page, '/create?plan=premium');
    await page.getByLabel('Seu nome').waitFor();
    // The button looks disabled (aria-disabled) until the form is complete, and still answers a tap with what is missing.
    // The tap is the button's own click event: with the clock stopped, a click by coordinates can land on whatever the
    // first answer's scroll to the missing field left over the button.
    const order = page.getByRole('button', { name: 'Criar minha página' });
    await order.dispatchEvent('click');
    const toast = page.getByRole('alert').filter({ hasText: 'Por favor, preencha todos os campos obrigatórios!' });
    await toast.waitFor();
    await page.clock.runFor(2_000);
    expect(await toast.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    expect(await toast.count()).toBe(0);
    await order.dispatchEvent('click');
    await toast.waitFor();
    await page.clock.runFor(10_000);
    expect(await toast.count()).toBe(0);
  });
});
