import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { pauseClock } from '../support/browser/browser.js';
import { openCreateForm } from '../support/browser/create-form.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const VIDEO_ID = 'dQw4w9WgXcQ';
const app = appInBrowser();
let scratch: BoughtPage;
let seal: BoughtPage;
let tap: BoughtPage;

beforeAll(async () => {
  const photos = [await jpegImage(900, 1200), await jpegImage(1200, 800)];
  const fields = { ...memoryFormFields({ youtube: `https://www.youtube.com/watch?v=${VIDEO_ID}` }) };
  // One after the other: each purchase reads the latest e-mail.
  scratch = await app.server.buy({ ...fields, revealStyle: 'scratch' }, photos);
  seal = await app.server.buy({ ...fields, revealStyle: 'seal' }, photos);
  tap = await app.server.buy(fields, photos);
});

/** A finger on the phone's screen, through Chromium's own touch input (the events a real touch makes). */
async function finger(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  return {
    async stroke(points: readonly { x: number; y: number }[]) {
      await touch('touchStart', points[0]!.x, points[0]!.y);
      for (const point of points.slice(1)) await touch('touchMove', point.x, point.y);
      await touch('touchEnd');
    },
    down: (x: number, y: number) => touch('touchStart', x, y),
    up: () => touch('touchEnd'),
  };
}

/** A zigzag over the box, from its top to `share` of its height, a point every 12 px. */
function zigzag(box: { x: number; y: number; width: number; height: number }, share: number) {
  const points: { x: number; y: number }[] = [];
  for (let y = box.y + 10, row = 0; y < box.y + box.height * share; y += 30, row++) {
    for (let step = 0; step <= 20; step++) {
      const across = row % 2 === 0 ? step / 20 : 1 - step / 20;
      points.push({ x: box.x + 8 + across * (box.width - 16), y });
    }
  }
  return points;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' });
const firstPhoto = (page: Page) => page.getByRole('img', { name: 'Ana Júlia e João, foto 1 de 2' });
const revealScripts = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/reveal-gesture-[^/]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
};

describe('a page opened by a scratch or a held seal (Chromium, phone 390×844)', () => {
  it('scratching the card with a finger opens the page as the tap does: the first photo, the music', async () => {
    const { page, problems } = await app.phonePage();
    const scripts = revealScripts(page);
    await page.goto(scratch.path);
    const card = page.getByRole('button', { name: 'Abrir a surpresa' });
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Clique' }).count()).toBe(0);
    expect(await page.getByText('Raspe para revelar').isVisible()).toBe(true);
    expect(scripts).toHaveLength(1);
    await keepScreenshot(await page.screenshot(), 'reveal-1-scratch-card');

    const box = (await card.boundingBox())!;
    const touch = await finger(page);
    // A fifth of the card is not enough: the foil stays, the page stays closed.
    await touch.stroke(zigzag(box, 0.2));
    await page.waitForTimeout(300);
    expect(await heading(page).count()).toBe(0);
    await keepScreenshot(await page.screenshot(), 'reveal-2-scratch-partly');

    await touch.stroke(zigzag(box, 1));
    await heading(page).waitFor();
    await expect.poll(() => firstPhoto(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The music is asked to start by the finger's lift, as by the tap.
    await page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1"]`).waitFor({ state: 'attached' });
    await keepScreenshot(await page.screenshot(), 'reveal-3-scratch-opened');
    expect(problems).toEqual([]);
  });

  it('opens the scratch card with the keyboard: Tab to it, then Enter', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto(scratch.path);
    const card = page.getByRole('button', { name: 'Abrir a surpresa' });
    await card.waitFor();
    await page.keyboard.press('Tab');
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await heading(page).waitFor();
    await firstPhoto(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('breaks the seal held for about a second, not one let go sooner; the keyboard opens it too', async () => {
    const sealOf = (page: Page) => page.getByRole('button', { name: 'Romper o selo e abrir a surpresa' });
    const held = async (page: Page) => {
      await page.goto(seal.path);
      await sealOf(page).waitFor();
      const box = (await sealOf(page).boundingBox())!;
      return { touch: await finger(page), x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };

    const early = await app.phonePage();
    const short = await held(early.page);
    expect(await early.page.getByText('Segure para romper o selo').isVisible()).toBe(true);
    await keepScreenshot(await early.page.screenshot(), 'reveal-4-seal');
    await short.touch.down(short.x, short.y);
    await early.page.waitForTimeout(250);
    await short.touch.up();
    await early.page.waitForTimeout(1000);
    expect(await heading(early.page).count()).toBe(0);
    expect(early.problems).toEqual([]);

    // Held on, on the page's own clock: the ring fills, the seal breaks after 0.8 s, not before, and the page opens (as
    // it breaks when the press already counts as a user gesture, else as the finger lifts).
    const { page, problems } = await app.phonePage();
    await page.clock.install();
    const long = await held(page);
    await pauseClock(page);
    await long.touch.down(long.x, long.y);
    await page.clock.runFor(600);
    expect(await heading(page).count()).toBe(0);
    expect(await page.locator('[data-reveal-control]').getAttribute('data-holding')).toBe('');
    await keepScreenshot(await page.screenshot(), 'reveal-5-seal-held');
    await page.clock.runFor(400);
    await page.clock.resume();
    await long.touch.up();
    await heading(page).waitFor();
    await firstPhoto(page).waitFor();
    await page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1"]`).waitFor({ state: 'attached' });
    expect(problems).toEqual([]);

    const keyboard = await app.phonePage();
    await keyboard.page.goto(seal.path);
    await sealOf(keyboard.page).focus();
    await keyboard.page.keyboard.press('Space');
    await heading(keyboard.page).waitFor();
    expect(keyboard.problems).toEqual([]);
  });

  it('is a plain button, with the same name, for people who ask for reduced motion', async () => {
    const { page, problems } = await app.phonePage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(scratch.path);
    const button = page.getByRole('button', { name: 'Abrir a surpresa' });
    await button.waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
    await keepScreenshot(await page.screenshot(), 'reveal-6-reduced-motion');
    await button.click();
    await heading(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('is picked in the form’s extras, after the look, the tap checked until the buyer picks another', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    expect(await page.getByRole('radio', { name: 'Tocar' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Raspar' }).check({ force: true });
    expect(await page.getByRole('radio', { name: 'Raspar' }).isChecked()).toBe(true);
    await page.getByRole('group', { name: 'Como a página se abre' }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'reveal-7-form-picker');
    expect(problems).toEqual([]);
  });

  it('a page opened with a tap downloads none of the gestures’ code', async () => {
    const { page, problems } = await app.phonePage();
    const scripts = revealScripts(page);
    await page.goto(tap.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    await heading(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(problems).toEqual([]);
  });
});
