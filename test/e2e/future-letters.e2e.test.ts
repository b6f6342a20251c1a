import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

/** The letter's day: 12 July 2026, from midnight in São Paulo. The server's and the phone's clocks are moved to it. */
const DAY = new Date('2026-07-12T03:00:00.000Z');
const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
const app = appInBrowser({}, clock);
const TEXT = 'Se você está lendo, chegou o dia.\nTe amo.';

describe('"Cartas para o futuro" on the public page, on a phone (Chromium, 390×844)', () => {
  it('shows a sealed envelope with its day, turns it at midnight without a reload, and opens the letter once', async () => {
    const bought = await app.server.buy({ ...memoryFormFields({ plan: 'premium' }) }, [await jpegImage(900, 1200)]);
    const written = await fetch(`${app.server.baseUrl}/api/update/${bought.id}/letters`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bought.token}` },
      body: JSON.stringify({ title: 'Abra no nosso dia', text: TEXT, opensOn: '2026-07-12' }),
    });
    expect(written.status).toBe(201);

    // Eight seconds before the day, on the server and on the phone.
    const before = new Date(DAY.getTime() - 8_000);
    clock.set(before);
    const { page, problems } = await app.phonePage();
    await page.clock.setFixedTime(before);
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).tap();
    const letters = page.getByRole('region', { name: 'Cartas para o futuro' });
    await letters.getByText('Abre em 12/07').waitFor();
    expect(await letters.getByText('Abra no nosso dia').isVisible()).toBe(true);
    expect(await page.content()).not.toContain('chegou o dia');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await letters.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'letters-1-sealed');

    // Midnight comes: the envelope turns in the same document, and opens.
    clock.set(DAY);
    await page.clock.setFixedTime(DAY);
    const open = letters.getByRole('button', { name: 'Abrir a carta' });
    await open.waitFor({ timeout: 30_000 });
    expect(await letters.getByText('Abre em 12/07').count()).toBe(0);
    await open.tap();
    await letters.getByText('Se você está lendo, chegou o dia.', { exact: false }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await keepScreenshot(await page.screenshot(), 'letters-2-opened');

    await expect
      .poll(async () => (await app.server.outbox()).filter((mail) => mail.subject === 'A carta de julho foi aberta').length, { timeout: 20_000 })
      .toBe(1);
    expect(problems).toEqual([]);
  });
});
