import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { holdRequests, reactRunsThePage } from '../support/browser/browser.js';

const app = appInBrowser();

/** Each element of the first screen with text of its own: what it says, and where its top and bottom are. */
function firstScreen(page: Page): Promise<[string, number, number][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''))
      .map((element): [string, number, number] => {
        const box = element.getBoundingClientRect();
        return [element.textContent!.trim().slice(0, 40), Math.round(box.top), Math.round(box.bottom)];
      })
      .filter(([, top, bottom]) => bottom > 0 && top < window.innerHeight && bottom > top),
  );
}

describe('the web fonts arriving after the first paint', () => {
  it.each(['/', '/create?plan=premium', '/create?plan=basic'])('move nothing on the first screen of %s', async (path) => {
    const { page, problems } = await app.phonePage();
    const releaseFonts = await holdRequests(page, /\.woff2$/);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await reactRunsThePage(page);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces Variable"'))).toBe(false);
    const before = await firstScreen(page);

    releaseFonts();
    await page.waitForFunction(() => document.fonts.check('600 16px "Fraunces Variable"') && document.fonts.check('400 16px "Inter Variable"'));
    await page.evaluate(() => document.fonts.ready);
    const after = await firstScreen(page);

    expect(after.map(([text]) => text)).toEqual(before.map(([text]) => text));
    const moved = after.filter(([, top, bottom], index) => Math.abs(top - before[index]![1]) > 2 || Math.abs(bottom - before[index]![2]) > 2);
    expect(moved, `before: ${JSON.stringify(before)}`).toEqual([]);
    expect(problems).toEqual([]);
  });
});
