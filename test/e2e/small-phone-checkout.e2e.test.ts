import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';

const app = appInBrowser();
/** A small Android phone's screen. */
const SMALL_PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

async function smallPhonePage(): Promise<Page> {
  const { page } = await app.phonePage();
  await page.setViewportSize(SMALL_PHONE.viewport);
  return page;
}

/** Where the element is, and whether it lies whole inside the screen, and how far the open dialog is scrolled (the form behind it is where the buyer left it). */
async function wholeOnScreen(page: Page, element: Locator): Promise<{ inside: boolean; scrolled: number }> {
  const box = (await element.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  const scrolled = await page.evaluate(() => document.querySelector('dialog[open]')?.scrollTop ?? 0);
  return { inside: box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width, scrolled };
}

describe('the purchase on a small Android phone (Chromium, 360×740)', () => {
  it('"Quase lá!" shows "Ir para o pagamento" without scrolling, before and after the e-mail and the names', async () => {
    const page = await smallPhonePage();
    await openCreateForm(page, '/create?plan=premium');
    await fillTheCouple(page, 'Te amo');
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.waitFor();
    const pay = dialog.getByRole('button', { name: /Ir para o pagamento/ });
    await keepScreenshot(await page.screenshot(), 'small-phone-1-almost-there');
    expect(await wholeOnScreen(page, pay)).toEqual({ inside: true, scrolled: 0 });

    await dialog.getByLabel('Seu e-mail').fill('ana@example.com');
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(() => document.querySelector('dialog[open]')?.scrollTo(0, 0));
    await keepScreenshot(await page.screenshot(), 'small-phone-2-ready-to-pay');
    expect(await wholeOnScreen(page, pay)).toEqual({ inside: true, scrolled: 0 });
    expect(await pay.isEnabled()).toBe(true);
  });
});
