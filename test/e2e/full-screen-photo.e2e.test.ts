import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { visiblePhoto } from '../support/browser/visible-photo.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
let bought: BoughtPage;

beforeAll(async () => {
  // A panorama (8:1) and a 3:2 photo: in the carousel's 4:5 card, a thin band and half the card.
  bought = await app.server.buy(memoryFormFields(), [await jpegImage(8000, 1000), await jpegImage(1500, 1000)]);
});

const isFullScreenCode = (path: string) => /\/assets\/full-screen-photo-[^/]+\.js$/.test(path);

/** The paths of the scripts the page has downloaded so far. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

async function openThePage(page: Page): Promise<void> {
  await page.goto(bought.path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
}

/** The photo over the whole screen, once its file is drawn: its size on screen and how much of it shows. */
async function wholePhotoOnScreen(page: Page, name: string) {
  const image = page.getByRole('dialog', { name }).getByRole('img', { name });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return { ...(await visiblePhoto(image)), screen: await page.evaluate(() => ({ width: innerWidth, height: innerHeight })) };
}

describe('a photo seen whole over the whole screen, on a phone (Chromium)', () => {
  it('390×844: a tap on the panorama shows all of it across the screen, its code only then; back closes it and stays on the page', async () => {
    const { page, problems } = await app.phonePage();
    const scripts = scriptsOf(page);
    await openThePage(page);
    const name = 'Ana Júlia e João, foto 1 de 2';
    const inTheCard = await visiblePhoto(page.getByRole('img', { name }));
    expect(inTheCard.drawn.height).toBeLessThan(50);
    expect(scripts.filter(isFullScreenCode)).toEqual([]);
    await keepScreenshot(await page.screenshot(), 'full-screen-photo-0-in-the-carousel');

    await page.getByRole('group', { name: '1 de 2' }).tap();
    const whole = await wholePhotoOnScreen(page, name);
    expect(whole.visibleShare).toBeCloseTo(1, 2);
    expect(whole.shapeKept).toBeCloseTo(1, 1);
    // Edge to edge across the screen's width, its whole height on screen.
    expect(whole.drawn.width).toBeCloseTo(whole.screen.width, 0);
    expect(whole.drawn.height).toBeLessThanOrEqual(whole.screen.height);
    expect(whole.drawn.width).toBeGreaterThan(inTheCard.drawn.width);
    expect(scripts.filter(isFullScreenCode)).toHaveLength(1);
    const dialogBackground = await page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).backgroundColor);
    expect(dialogBackground).toMatch(/^rgba?\((\d{1,2}), (\d{1,2}), (\d{1,2})/);
    await keepScreenshot(await page.screenshot(), 'full-screen-photo-1-panorama');

    // The phone's back button closes the view, and the page is still there, open, at the same address.
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(bought.path);
    expect(await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Clique' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('360×740: the 3:2 photo fills the screen\'s width whole; a tap closes it, and "Ver a foto inteira" opens it too', async () => {
    const { page, problems } = await app.phonePage();
    await page.setViewportSize({ width: 360, height: 740 });
    await openThePage(page);
    await page.getByRole('button', { name: 'Próxima foto' }).click();
    const name = 'Ana Júlia e João, foto 2 de 2';
    const slide = page.getByRole('group', { name: '2 de 2' });
    await slide.waitFor();
    await page.waitForTimeout(700); // the carousel's slide takes 0.6 s
    await slide.tap();
    const whole = await wholePhotoOnScreen(page, name);
    expect(whole.visibleShare).toBeCloseTo(1, 2);
    expect(whole.shapeKept).toBeCloseTo(1, 1);
    expect(whole.drawn.width).toBeCloseTo(360, 0);
    expect(whole.drawn.height).toBeCloseTo(240, 0);
    await keepScreenshot(await page.screenshot(), 'full-screen-photo-2-three-by-two-360');

    // A tap anywhere closes it, and takes its history entry away with it: back then leaves nothing to close.
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('dialog').tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => history.state)).toBeNull();
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await page.getByRole('button', { name: 'Ver a foto inteira' }).click();
    await page.getByRole('dialog', { name }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fechar');
    // The page behind is out of the keyboard's reach while the photo is over it: back from "Fechar" finds nothing there.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement?.closest('[role="dialog"]') !== null)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(bought.path);
    // Focus is back on the button that opened it, and the page answers the keyboard again.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Ver a foto inteira');
    expect(await page.evaluate(() => document.querySelector('[inert]'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('a drag moves the carousel and opens nothing, nor does a press on an arrow let go on the photo', async () => {
    const { page, problems } = await app.phonePage();
    await openThePage(page);
    const box = (await page.getByRole('group', { name: '1 de 2' }).boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 8 });
      await page.mouse.up();
    };
    await drag(box.x + box.width * 0.7, box.x + box.width * 0.1);
    await page.getByRole('group', { name: '2 de 2' }).waitFor({ timeout: 3000 });
    const next = (await page.getByRole('button', { name: 'Próxima foto' }).boundingBox())!;
    await drag(next.x + next.width / 2, box.x + box.width / 2);
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
