import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
let bought: BoughtPage;

beforeAll(async () => {
  bought = await app.server.buy(memoryFormFields(), [await jpegImage(900, 1200), await jpegImage(1200, 800)]);
});

/** Every script the page downloads from the app, with the bytes that travelled (compressed as the server sent them). */
function scriptsOf(page: Page): { path: string; bytes: Promise<number> }[] {
  const scripts: { path: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' || url.origin !== app.server.baseUrl) return;
    scripts.push({ path: url.pathname, bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  return scripts;
}

/** The page opened as a recipient does: the address, the 'Clique' gate, the page alive behind it. */
async function openPublicPage(page: Page): Promise<void> {
  await page.goto(bought.path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
  await page.locator('[data-testid="falling-hearts"] > span').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const isReact = (path: string) => /\/assets\/react-[^/]+\.js$/.test(path);
/** The photo over the whole screen: its code comes with the tap on a photo (test/e2e/full-screen-photo.e2e.test.ts). */
const isFullScreenPhoto = (path: string) => /\/assets\/full-screen-photo-[^/]+\.js$/.test(path);

describe('the scripts of the public page (Chromium, phone)', () => {
  it('a recipient downloads well under 20 KB of compressed JavaScript, and no React', async () => {
    const { page, problems } = await app.phonePage();
    const scripts = scriptsOf(page);
    await openPublicPage(page);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.map((script) => script.path).filter(isReact)).toEqual([]);
    expect(scripts.map((script) => script.path).filter(isFullScreenPhoto)).toEqual([]);
    const bytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThan(20 * 1024);
    expect(problems).toEqual([]);
  });

  it('the owner gets React only with the first click on "Editar página"', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto(bought.editUrl);
    await page.getByRole('heading', { level: 1, name: 'Editar Página de Amor' }).waitFor();
    const scripts = scriptsOf(page);
    await openPublicPage(page);
    const button = page.getByRole('button', { name: 'Editar página' });
    await button.waitFor();
    expect(scripts.map((script) => script.path).filter(isReact)).toEqual([]);

    await button.click();
    await page.getByRole('dialog', { name: 'Editar Página de Amor' }).getByRole('textbox', { name: 'Mensagem' }).waitFor();
    expect(scripts.map((script) => script.path).filter(isReact)).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
