import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { distinctColours, keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
let bought: BoughtPage;

/** 10:00 in São Paulo on 27 November 2026: the page's "now", so its numbers are known. */
const NOW = '2026-11-27T13:00:00Z';

beforeAll(async () => {
  bought = await app.server.buy(memoryFormFields({ datingSince: '2021-06-12T20:30' }), [await jpegImage(900, 1200)]);
});

/** The public page as its recipient opens it, at NOW, scrolled to "Nossos números". */
async function openNumbers(page: Page): Promise<void> {
  await page.clock.setFixedTime(NOW);
  await page.goto(bought.path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
  const title = page.getByRole('heading', { level: 2, name: 'Nossos números' });
  await title.scrollIntoViewIfNeeded();
}

/** The fact on screen, as one line, and its place in the sequence. */
async function shown(page: Page): Promise<string> {
  const fact = page.locator('section[aria-labelledby="couple-numbers-title"] [aria-live="polite"]');
  const position = page.locator('section[aria-labelledby="couple-numbers-title"]').getByText(/^\d de 6$/);
  return `${(await fact.locator('p').allInnerTexts()).join(' | ')} (${await position.innerText()})`;
}

describe('"Nossos números" on a phone (Chromium, 390×844)', () => {
  it('the recipient taps through the numbers of a page started on 12 June 2021 at 20:30', async () => {
    const { page, problems } = await app.phonePage();
    await openNumbers(page);
    expect(await shown(page)).toBe('O dia da semana | Sábado | Tudo começou num sábado. (1 de 6)');
    expect(await page.getByText('Toque para ver o próximo').isVisible()).toBe(true);
    const png = await page.screenshot();
    await keepScreenshot(png, 'couple-numbers-1-weekday');
    expect(distinctColours(png)).toBeGreaterThan(20);

    // A tap on the fact itself moves on.
    await page.getByText('Tudo começou num sábado.').tap();
    expect(await shown(page)).toBe('A lua daquela noite | Lua crescente | Era lua crescente no céu quando tudo começou. (2 de 6)');

    const next = page.getByRole('button', { name: 'Próximo ›' });
    await next.tap();
    expect(await shown(page)).toBe('Luas cheias juntos | 68 | Vocês já viram 68 luas cheias juntos. (3 de 6)');
    await next.tap();
    expect(await shown(page)).toBe('Fins de semana juntos | 285 | Vocês já viveram 285 fins de semana lado a lado, contando o primeiro. (4 de 6)');
    await next.tap();
    expect(await shown(page)).toBe('O próximo marco | 7 dias | Faltam 7 dias para 2.000 dias juntos. (5 de 6)');
    await keepScreenshot(await page.screenshot(), 'couple-numbers-5-milestone');
    await next.tap();
    expect(await shown(page)).toBe('A estação | Outono | Tudo começou no outono. (6 de 6)');

    // And back.
    await page.getByRole('button', { name: '‹ Anterior' }).tap();
    expect(await shown(page)).toBe('O próximo marco | 7 dias | Faltam 7 dias para 2.000 dias juntos. (5 de 6)');
    expect(problems).toEqual([]);
  });

  it('goes on and back from the keyboard, and keeps still for people who ask for reduced motion', async () => {
    const { page, problems } = await app.phonePage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openNumbers(page);
    await page.getByRole('button', { name: 'Próximo ›' }).focus();
    await page.keyboard.press('Enter');
    expect(await shown(page)).toContain('(2 de 6)');
    await page.keyboard.press('ArrowRight');
    expect(await shown(page)).toContain('(3 de 6)');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await shown(page)).toContain('(1 de 6)');
    const animation = await page
      .locator('section[aria-labelledby="couple-numbers-title"] [aria-live="polite"]')
      .evaluate((fact) => getComputedStyle(fact).animationName);
    expect(animation).toBe('none');
    expect(problems).toEqual([]);
  });
});
