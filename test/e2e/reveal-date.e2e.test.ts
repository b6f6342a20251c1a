import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { revealDayRange } from '../../src/domain/memory/reveal-date.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const MESSAGE = 'Cada dia ao seu lado é o meu favorito.';

/** A page bought to open on the first day the rule allows (tomorrow, 20:00 in Brasília). */
async function buySealed(): Promise<{ bought: BoughtPage; revealAt: string }> {
  const revealAt = `${revealDayRange(new Date()).first}T20:00`;
  const bought = await app.server.buy({ ...memoryFormFields({ message: MESSAGE }), revealAt }, [await jpegImage(900, 1200)]);
  return { bought, revealAt };
}

/** Moves the page's reveal to `ms` from now, as if its day had come (the server judges it; nothing in the page). */
async function revealIn(bought: BoughtPage, ms: number): Promise<void> {
  const repository = app.server.runtime.container.get(PORTS.MemoryRepository);
  const memory = (await repository.findById(bought.id))!;
  await repository.update(Memory.restore({ ...memory.snapshot(), revealAt: new Date(Date.now() + ms) }));
}

const openedEmails = async () => (await app.server.outbox()).filter((mail) => mail.subject?.startsWith('A surpresa foi aberta!'));

async function photoShown(page: Page): Promise<boolean> {
  const photo = page.locator('img[src*="/uploads/"], img[srcset*="/uploads/"]').first();
  await photo.waitFor();
  return photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
}

describe('a page that opens on the day, on a phone (Chromium, 390×844)', () => {
  it('the buyer picks the day under "Deixar ainda mais especial (opcional)" and the order carries it', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    const extras = page.getByText('Deixar ainda mais especial (opcional)');
    expect(await page.getByLabel('Dia', { exact: true }).isVisible()).toBe(false);
    await extras.click();
    const { first, last } = revealDayRange(new Date());
    const day = page.getByLabel('Dia', { exact: true });
    expect([await day.getAttribute('min'), await day.getAttribute('max')]).toEqual([first, last]);

    // Today is refused with the server's own sentence, before anything is sent.
    const today = new Date(new Date(`${first}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
    await day.fill(today);
    await page.getByText('A data de abertura deve ser a partir de amanhã e até um ano à frente.').waitFor();
    await day.fill(first);
    await page.getByLabel('Horário', { exact: true }).fill('19:30');
    await expect.poll(() => page.getByText('A data de abertura deve ser a partir de amanhã').count()).toBe(0);
    await extras.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'reveal-date-1-create-form');

    await fillTheCouple(page, MESSAGE);
    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toContain(`${first}T19:30`);
    await fetch(`${app.server.baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });
    const api = await (await fetch(`${app.server.baseUrl}/api/ana-julia-e-joao/${id}`)).json();
    expect(api).toMatchObject({ yourName: 'Ana Júlia', lovedName: 'João' });
    expect(api.opensAt).toMatch(/Z$/);
    expect(api.message).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('the recipient sees only the names and a countdown, and the page turns at the instant, counted as the opening', async () => {
    const { bought } = await buySealed();
    const { page, problems } = await app.phonePage();
    await revealIn(bought, 12_000);
    await page.goto(bought.path);
    await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
    expect(await page.getByText(/^Abre em \d\d\/\d\d às \d\d:\d\d$/).isVisible()).toBe(true);
    expect(await page.getByRole('timer').isVisible()).toBe(true);
    expect(await page.content()).not.toContain(MESSAGE);
    await keepScreenshot(await page.screenshot(), 'reveal-date-2-countdown');

    // No reload: the same document asks the server again at the instant and offers the heart.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const open = page.getByRole('button', { name: 'Chegou a hora! Toque no coração para abrir' });
    await open.waitFor({ timeout: 30_000 });
    // The hour has come: no "Abre em" beside "Chegou a hora!", and no countdown at zero.
    expect(await page.getByText(/Abre em/).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    await keepScreenshot(await page.screenshot(), 'reveal-date-3-opens');
    await open.tap();
    await page.getByText(MESSAGE).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await photoShown(page)).toBe(true);
    await expect.poll(async () => (await openedEmails()).length, { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });

  it('the owner previews the page before the day, photos included, without it counting as the opening', async () => {
    const { bought } = await buySealed();
    const { page, problems } = await app.phonePage();
    const before = (await openedEmails()).length;
    await page.goto(bought.editUrl);
    await page.getByText(MESSAGE).first().waitFor();
    expect(await page.getByText('Data de abertura').first().isVisible()).toBe(true);
    await page.goto(bought.path);
    await page.getByText('Você criou esta página: pode ver como ela vai ficar.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Ver a prévia' }).tap();
    await page.getByText(MESSAGE).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Prévia só para você' }).isVisible()).toBe(true);
    expect(await photoShown(page)).toBe(true);
    await keepScreenshot(await page.screenshot(), 'reveal-date-4-owner-preview');
    // Another browser, without the owner's key, gets no photo even at its address.
    const photoPath = await page
      .locator('img[src*="/uploads/"], img[srcset*="/uploads/"]')
      .first()
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect((await fetch(photoPath)).status).toBe(404);
    expect((await openedEmails()).length).toBe(before);
    expect(problems).toEqual([]);
  });
});
