import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PAGE, EXAMPLE_PAGE_PATH } from '../../src/domain/memory/example-page.js';
import { EXAMPLE_PAGE_TEXT } from '../../src/texts/example-page.pt-br.js';
import { startAppServer, type AppServer } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, phonePage, reactRunsThePage } from '../support/browser/browser.js';

/** Set SCREENSHOT_DIR to keep the screens this test passes through, to look at them. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

let server: AppServer;
let browser: Browser;

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'allow' });
}

beforeAll(async () => {
  server = await startAppServer();
  browser = await testBrowser();
});

afterAll(async () => {
  await releaseBrowser(browser);
  await server?.close();
});

describe('"Ver um exemplo" on a phone', () => {
  it('opens the example couple’s page from the landing: the gate, then a photo, the counter and the hearts; nothing is counted', async () => {
    // The landing arrives with the link already in its HTML, before any script.
    expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain(`href="${EXAMPLE_PAGE_PATH}"`);
    const { context, page, problems } = await phonePage(browser, server.baseUrl);
    await page.goto('/');
    await reactRunsThePage(page);
    const link = page.getByRole('link', { name: 'Ver um exemplo' });
    expect(await link.getAttribute('href')).toBe(EXAMPLE_PAGE_PATH);
    await screenshot(page, 'example-1-landing');
    const opened = page.waitForResponse((response) => response.url().endsWith(`${EXAMPLE_PAGE_PATH}/opened`));
    await link.click();
    await page.waitForURL(`${server.baseUrl}${EXAMPLE_PAGE_PATH}`);

    const gate = page.getByRole('button', { name: 'Clique' });
    await expect.poll(() => gate.isVisible()).toBe(true);
    const couple = `${EXAMPLE_PAGE_TEXT.yourName} & ${EXAMPLE_PAGE_TEXT.lovedName}`;
    await expect.poll(() => page.title()).toBe(`${couple} · memories`);
    await screenshot(page, 'example-2-gate');
    await gate.click();

    await page.getByRole('heading', { level: 1, name: couple }).waitFor();
    const photo = page.getByRole('img', { name: `${EXAMPLE_PAGE_TEXT.yourName} e ${EXAMPLE_PAGE_TEXT.lovedName}, foto 1 de 3` });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`/api/uploads/${EXAMPLE_PAGE.id}/foto-1`);
    const timer = page.getByRole('timer');
    expect(await timer.textContent()).toMatch(/^\d+ anos?, \d+ (mês|meses), \d+ dias?, \d+ horas?, \d+ minutos? e \d+ segundos?$/);
    const hearts = page.locator('[data-testid="falling-hearts"] > span');
    await hearts.first().waitFor({ state: 'attached' });
    expect(await hearts.count()).toBeGreaterThan(5);
    expect((await opened).status()).toBe(204);
    await screenshot(page, 'example-3-page');

    // The example is nobody's: no reply form to fill, no e-mail, no opening counted.
    expect(await page.getByRole('button', { name: /Responder com carinho/ }).count()).toBe(0);
    expect(await server.outbox()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
