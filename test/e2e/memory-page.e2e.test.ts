import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { releaseBrowser, testBrowser, phonePage } from '../support/browser/browser.js';

const VIDEO_ID = 'dQw4w9WgXcQ';
const MESSAGE = 'Cada dia ao seu lado é o meu favorito.\nObrigado por tudo, meu amor.';
/** Set SCREENSHOT_DIR to keep the screens this test passes through, to look at them. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

let server: AppServer;
let browser: Browser;
let premium: BoughtPage;

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // Let one-off animations (the reveal, a dialog opening) end; the hearts and the beating heart go on.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'allow' });
}

/** Which photo the carousel shows, read from its dots. */
const currentPhoto = (page: Page) => page.locator('button[aria-current="true"]').getAttribute('aria-label');

/** The hearts' positions on screen. */
const heartPositions = (page: Page) =>
  page.locator('[data-testid="falling-hearts"] > span').evaluateAll((hearts) => hearts.map((heart) => heart.getBoundingClientRect().top));

beforeAll(async () => {
  server = await startAppServer();
  browser = await testBrowser();
  premium = await server.buy(memoryFormFields({ message: MESSAGE, youtube: `https://www.youtube.com/watch?v=${VIDEO_ID}` }), [
    await jpegImage(900, 1200),
    await jpegImage(1200, 800),
    await jpegImage(800, 1000),
  ]);
});

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

describe('the public page a QR code opens', () => {
  it('fetches the page while the Clique gate shows, then reveals it alive: counter, carousel, hearts, music', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await page.clock.install();
    // The gate memory.html paints is the one React takes over: it is never replaced by a second copy.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.classList.contains('memory-gate')) document.documentElement.dataset.gateReplaced = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    const data = page.waitForResponse((response) => response.url().endsWith(`/api${premium.path}`));
    const firstPhoto = page.waitForRequest((request) => request.url().includes(`/api/uploads/${premium.id}/`));
    await page.goto(premium.path);

    const gate = page.getByRole('button', { name: 'Clique' });
    await expect.poll(() => gate.isVisible()).toBe(true);
    // Before the tap: the data and the first photo are already here, and nothing plays yet.
    expect((await data).status()).toBe(200);
    await firstPhoto;
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Ana Júlia & João · memories');
    expect(await page.locator('html').getAttribute('data-gate-replaced')).toBeNull();
    await screenshot(page, 'phone-1-gate');

    await gate.click();
    await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
    expect(await gate.count()).toBe(0);
    await page.getByText('Obrigado por tudo, meu amor.').waitFor();

    // The counter ticks every second.
    const timer = page.getByRole('timer');
    const before = await timer.textContent();
    expect(before).toMatch(/^\d+ anos?, \d+ (mês|meses), \d+ dias?, \d+ horas?, \d+ minutos? e \d+ segundos?$/);
    await expect.poll(() => timer.textContent(), { timeout: 2500 }).not.toBe(before);

    // The music: YouTube's privacy-enhanced player, asked to start by the tap.
    const video = page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&playsinline=1&enablejsapi=1&origin="]`);
    await video.waitFor({ state: 'attached' });
    expect(await video.count()).toBe(1);
    expect(await video.getAttribute('allow')).toContain('autoplay');
    expect(await video.getAttribute('title')).toBeTruthy();

    // The hearts fall.
    const hearts = page.locator('[data-testid="falling-hearts"] > span');
    await hearts.first().waitFor({ state: 'attached' });
    expect(await hearts.count()).toBeGreaterThan(5);
    expect(await hearts.count()).toBeLessThanOrEqual(24);
    const positions = await heartPositions(page);
    await expect.poll(async () => (await heartPositions(page)).some((top, i) => Math.abs(top - positions[i]!) > 2)).toBe(true);

    // The photos: they never make the page jump, the first is loaded at once.
    const firstImage = page.getByRole('img', { name: 'Ana Júlia e João, foto 1 de 3' });
    expect(await firstImage.getAttribute('loading')).toBe('eager');
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await screenshot(page, 'phone-2-page-top');

    // The carousel: dots, a mouse drag past 60 px, a short drag that does nothing, and the 10 s auto-advance.
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3');
    await page.getByRole('button', { name: 'Ver foto 3 de 3' }).click();
    expect(await currentPhoto(page)).toBe('Ver foto 3 de 3');
    const frame = (await page.locator('[aria-roledescription="carrossel"] > div').first().boundingBox())!;
    const drag = async (dx: number) => {
      const y = frame.y + frame.height * 0.3;
      await page.mouse.move(frame.x + frame.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(frame.x + frame.width / 2 + dx / 2, y, { steps: 4 });
      await page.mouse.move(frame.x + frame.width / 2 + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(-120);
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3'); // wrapped around
    await drag(40);
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3'); // under the threshold
    await drag(90);
    expect(await currentPhoto(page)).toBe('Ver foto 3 de 3');
    await page.getByRole('button', { name: 'Próxima foto' }).click();
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3');
    // While the mouse rests on the photo it stays; once it leaves, the carousel moves on every 10 s.
    await page.clock.fastForward(15_000);
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3');
    await page.mouse.move(4, 4);
    await page.clock.fastForward(9_000);
    expect(await currentPhoto(page)).toBe('Ver foto 1 de 3');
    await page.clock.fastForward(1_500);
    await expect.poll(() => currentPhoto(page)).toBe('Ver foto 2 de 3');

    // Made with memories; a recipient sees no edit button.
    expect(await page.getByRole('link', { name: 'Feito com memories — crie a sua' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Editar página' }).count()).toBe(0);

    await page.getByRole('heading', { name: 'Uma mensagem para você' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-3-page-scrolled');
    await screenshot(page, 'phone-4-page-full', true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers a tap on the gate made before the page’s script has arrived', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/memory-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(premium.path, { waitUntil: 'commit' });
    // The gate is painted by the HTML alone, and its small helper listens for the tap.
    await page.waitForFunction(() => (window as { memoriesGateTapped?: boolean }).memoriesGateTapped === false);
    await page.getByRole('button', { name: 'Clique' }).click();
    await page.getByRole('status').filter({ hasText: 'Preparando sua surpresa...' }).waitFor();

    release();
    await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
    await page.locator('iframe[src*="youtube-nocookie.com/embed/"]').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the hearts calm for people who ask for reduced motion', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(premium.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();

    await page.locator('[data-testid="falling-hearts"] > span').first().waitFor({ state: 'attached' });
    const hearts = await page
      .locator('[data-testid="falling-hearts"] > span')
      .evaluateAll((spans) =>
        spans.map((span) => ({ animation: getComputedStyle(span).animationName, shown: getComputedStyle(span).display !== 'none' })),
      );
    expect(hearts.every((heart) => heart.animation === 'none')).toBe(true);
    expect(hearts.filter((heart) => heart.shown).length).toBeLessThanOrEqual(6);
    await screenshot(page, 'phone-7-reduced-motion');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says kindly that an unknown page does not exist, without a Clique to tap', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await page.goto(`/ana-julia-e-joao/naoexiste123`);
    await page.getByRole('heading', { name: 'Não encontramos esta página de amor.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Clique' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Ir para a página inicial' }).getAttribute('href')).toBe('/');
    await screenshot(page, 'phone-5-not-found');
    // The browser itself reports the API's 404; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await context.close();
  });

  it('gives the owner, and only the owner, an edit popup that updates the page', async () => {
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    // What the edit page stores when the owner opens the e-mailed link (only in our own frames, not YouTube's).
    await context.addInitScript(
      ([origin, key, token]) => {
        if (window.location.origin === origin) window.localStorage.setItem(key!, token!);
      },
      [server.baseUrl, `memories.edit-token.${premium.id}`, premium.token],
    );
    await page.goto(premium.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    await page.getByRole('button', { name: 'Editar página' }).click();

    const dialog = page.getByRole('dialog', { name: 'Editar Página de Amor' });
    const message = dialog.getByRole('textbox', { name: 'Mensagem' });
    await message.waitFor();
    expect(await message.inputValue()).toBe(MESSAGE);
    await screenshot(page, 'phone-6-edit-popup');
    await message.fill('Te amo mais a cada dia.');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();

    await page.getByRole('status').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.getByText('Te amo mais a cada dia.').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('looks right on a desktop screen too', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.baseUrl, locale: 'pt-BR' });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    const page = await context.newPage();
    await page.goto(premium.path);
    await screenshot(page, 'desktop-1-gate');
    await page.getByRole('button', { name: 'Clique' }).click();
    const firstImage = page.getByRole('img', { name: 'Ana Júlia e João, foto 1 de 3' });
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await screenshot(page, 'desktop-2-page');
    await context.close();
  });
});
