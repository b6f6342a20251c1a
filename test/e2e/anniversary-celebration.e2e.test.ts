import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
let monthly: BoughtPage;
let yearly: BoughtPage;

beforeAll(async () => {
  const photo = await jpegImage(900, 1200);
  // A start on the 31st: in June, a month of 30 days, its anniversary is the 30th.
  monthly = await app.server.buy(memoryFormFields({ datingSince: '2026-01-31' }), [photo]);
  // 29 February: in a common year, its anniversary is 28 February.
  yearly = await app.server.buy(memoryFormFields({ yourName: 'Bia', lovedName: 'Caio', datingSince: '2024-02-29T21:00' }), [photo]);
});

const celebration = (page: Page) => page.getByTestId('anniversary');

/** The public page as its recipient opens it at `now`; resolves once the page is on screen. */
async function open(page: Page, bought: BoughtPage, now: string, names: string): Promise<void> {
  await page.clock.setFixedTime(now);
  await page.goto(bought.path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: names }).waitFor();
  // The counter is there: the celebration, had it been due, was asked for with it.
  await page.getByRole('heading', { level: 2, name: 'Juntos há' }).waitFor();
}

describe('anniversaries on the public page, on a phone (Chromium, 390×844)', () => {
  it('celebrates a yearly anniversary (29 February on 28 February) with its line and a short burst of hearts that goes', async () => {
    const { page, problems } = await app.phonePage();
    // Watching before the tap: the burst plays once and is gone within two seconds.
    const burst = page.getByTestId('anniversary-burst').waitFor({ state: 'attached', timeout: 15_000 });
    // 12:00 on 28 February 2026 in São Paulo.
    await open(page, yearly, '2026-02-28T15:00:00Z', 'Bia & Caio');
    await expect(celebration(page).innerText()).resolves.toBe('Hoje vocês completam 2 anos!');
    await burst;
    expect(await page.getByTestId('anniversary-burst').locator('span').count()).toBeGreaterThan(10);
    await celebration(page).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'anniversary-1-yearly');
    await page.getByTestId('anniversary-burst').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await celebration(page).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('celebrates a monthly anniversary (a 31st on the 30th of June), and shows nothing the day after', async () => {
    const { page, problems } = await app.phonePage();
    await open(page, monthly, '2026-06-30T15:00:00Z', 'Ana Júlia & João');
    await expect(celebration(page).innerText()).resolves.toBe('Hoje vocês completam 5 meses!');
    await keepScreenshot(await page.screenshot(), 'anniversary-2-monthly');

    const after = (await app.phonePage()).page;
    // 00:30 on 1 July in São Paulo.
    await open(after, monthly, '2026-07-01T03:30:00Z', 'Ana Júlia & João');
    // Give the after-paint chunk every chance to arrive: "Nossos números", asked for at the same time, is there.
    await after.getByRole('heading', { level: 2, name: 'Nossos números' }).waitFor();
    await after.waitForLoadState('networkidle');
    expect(await celebration(after).count()).toBe(0);
    expect(await after.getByText(/Hoje vocês completam/).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows the line without any burst for people who ask for reduced motion', async () => {
    const { page, problems } = await app.phonePage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, yearly, '2026-02-28T15:00:00Z', 'Bia & Caio');
    await expect(celebration(page).innerText()).resolves.toBe('Hoje vocês completam 2 anos!');
    expect(await page.getByTestId('anniversary-burst').count()).toBe(0);
    expect(await celebration(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    expect(problems).toEqual([]);
  });
});
