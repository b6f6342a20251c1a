import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { reactRunsThePage } from '../support/browser/browser.js';

const app = appInBrowser();

/** Whether the browser has laid out what each of the landing's sections and its footer holds (a skipped one has no layout). */
function laidOut(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#root section, #root footer')].map((element) => [
        element.id || element.tagName.toLowerCase(),
        element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      ]),
    ),
  );
}

describe('the landing before the buyer touches it (Chromium, 390×844)', () => {
  it('lays out its first screen alone, the rest from the first touch on, and its text is there throughout', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    const before = await laidOut(page);
    expect(Object.values(before).filter((shown) => shown).length, JSON.stringify(before)).toBeGreaterThanOrEqual(1);
    expect(before, 'the help section and the footer are far below the first screen').toMatchObject({ ajuda: false, footer: false });
    expect(await page.evaluate(() => document.body.textContent)).toContain('Perguntas frequentes');

    await page.touchscreen.tap(200, 400);
    await expect.poll(() => laidOut(page).then((sections) => Object.values(sections).every((shown) => shown))).toBe(true);
    await reactRunsThePage(page);
    expect(problems).toEqual([]);
  });
});
