import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
let bought: BoughtPage;

beforeAll(async () => {
  bought = await app.server.buy(memoryFormFields({ plan: 'basic', youtube: undefined }), [await jpegImage(900, 1200)]);
});

const links = {
  anniversary: () =>
    `/aviso-de-aniversario/${bought.id}/desligar?token=${app.server.runtime.container.get(PORTS.AnniversaryEmailTokens).issue(bought.id)}`,
  opening: () => `/aviso-de-abertura/${bought.id}/desligar?token=${app.server.runtime.container.get(PORTS.OpeningEmailTokens).issue(bought.id)}`,
};

/** What makes the shop's look on this page: its stylesheets, its colours and fonts, and its header. */
async function lookOf(page: Page) {
  // After the button's POST the answer's text is in the document before its stylesheet has loaded.
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      shopStylesheets: [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/')).length,
      // The shop's own token, from its stylesheet (the page writes none of its own).
      wine: getComputedStyle(document.documentElement).getPropertyValue('--wine-700').trim(),
      background: style('body').backgroundColor,
      titleFont: style('h1').fontFamily,
      titleColour: style('h1').color,
      textFont: style('p').fontFamily,
      fontsLoaded: document.fonts.check('600 24px "Fraunces Variable"') && document.fonts.check('16px "Inter Variable"'),
    };
  });
}

const SHOP_LOOK = {
  shopStylesheets: expect.any(Number),
  wine: '#6e1634',
  background: 'rgb(251, 244, 238)',
  titleFont: expect.stringMatching(/^"?Fraunces Variable"?,/),
  titleColour: 'rgb(110, 22, 52)',
  textFont: expect.stringMatching(/^"?Inter Variable"?,/),
  fontsLoaded: true,
};

describe("the e-mails' turn-off pages wear the shop's look (Chromium)", () => {
  it.each([
    ['anniversary', 'Avisos de aniversário', 'Pronto! Você não vai mais receber o e-mail de aniversário desta página.'],
    ['opening', 'Avisos de abertura', 'Pronto! Você não vai mais receber o aviso “A surpresa foi aberta!” desta página.'],
  ] as const)("390×844: the %s one, asked and answered, with the shop's header, fonts and colours", async (which, title, done) => {
    const { page, problems } = await app.phonePage();
    await page.goto(links[which]());
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const look = await lookOf(page);
    expect(look).toEqual(SHOP_LOOK);
    expect(look.shopStylesheets).toBeGreaterThan(0);
    const home = page.getByRole('link', { name: 'memories, página inicial' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await home.isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} · memories`);
    const button = page.getByRole('button', { name: 'Sim, não quero mais o aviso' });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(140, 29, 64)');
    await keepScreenshot(await page.screenshot(), `turn-off-${which}-1-asked`);

    await button.click();
    await page.getByRole('status').filter({ hasText: done }).waitFor();
    expect(await lookOf(page)).toEqual(SHOP_LOOK);
    expect(await page.getByRole('link', { name: 'memories, página inicial' }).isVisible()).toBe(true);
    await keepScreenshot(await page.screenshot(), `turn-off-${which}-2-done`);
    expect(problems).toEqual([]);
  });

  it("360×740: a wrong link is said in the shop's look too, its whole sentence on screen", async () => {
    const { page, problems } = await app.phonePage();
    await page.setViewportSize({ width: 360, height: 740 });
    const response = await page.goto(`/aviso-de-aniversario/${bought.id}/desligar?token=x`);
    expect(response?.status()).toBe(403);
    const sentence = page.getByText('Este link não é válido.', { exact: false });
    await sentence.waitFor();
    expect(await lookOf(page)).toEqual(SHOP_LOOK);
    const box = (await sentence.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    await keepScreenshot(await page.screenshot(), 'turn-off-3-wrong-link-360');
    // The browser reports the 403 document itself; nothing else failed.
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
  });
});
