import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_REQUESTED_MARK, type AppRequestReason } from '../../build/after-paint.js';
import { startAppServer, type AppServer } from '../support/browser/app-server.js';
import { CHROMIUM_PATH, PHONE_SCREENS, phonePage } from '../support/browser/browser.js';
import { createFormRuns, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { OFFLINE_CHROMIUM_FLAGS } from '../support/chromium-flags.js';
import { fillMoment, MOMENTS } from '../support/mothers/story.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startFakeOembed } from '../support/youtube/fake-oembed.js';

const VIDEO = 'aaaaaaaaaaa';
const youtube = await startFakeOembed({ [VIDEO]: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' } });

let server: AppServer;
/** A Chromium of its own, without the back-forward cache: back from the checkout loads the form afresh, as in-app browsers do. */
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ YOUTUBE_OEMBED_URL: youtube.url }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...OFFLINE_CHROMIUM_FLAGS, '--disable-back-forward-cache'] }),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await youtube.close();
});

/** Every field the buyer may fill, as typed. */
const TYPED = {
  'Seu nome': 'Ana Júlia',
  'Nome de quem você ama': 'João',
  'Data de início': '2021-06-12',
  'Horário (opcional)': '20:30',
  Mensagem: 'Cada dia ao seu lado é o meu favorito.\nObrigada por tudo.',
  'Link da música no YouTube (opcional)': `https://www.youtube.com/watch?v=${VIDEO}`,
} as const;
/** A month from now: within the days a reveal date may take. */
const REVEAL = { date: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10), time: '19:00' };
const STORY = MOMENTS.slice(0, 2);
const RECIPIENT = 'joao@example.com';

async function fillEverything(page: Page, photo: Buffer): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) await page.getByLabel(label, { exact: true }).first().fill(value);
  await page.getByText('Deixar ainda mais especial (opcional)').click();
  const reveal = page.getByRole('group', { name: /Data de abertura/ });
  await reveal.getByLabel('Dia', { exact: true }).fill(REVEAL.date);
  await reveal.getByLabel('Horário', { exact: true }).fill(REVEAL.time);
  // Shown once a day is picked: the form below it moves down, so the look is picked after it is there.
  await reveal.getByLabel('E-mail de quem vai receber (opcional)').fill(RECIPIENT);
  await page.getByRole('radio', { name: 'Lavanda' }).check({ force: true });
  await page.getByRole('radio', { name: 'Rosas' }).check({ force: true });
  const story = page.getByRole('group', { name: 'Nossa história' });
  for (const [index, moment] of STORY.entries()) {
    await story.getByRole('button', { name: 'Adicionar momento' }).click();
    await fillMoment(story.getByRole('group', { name: `Momento ${index + 1}` }), moment);
  }
  await page.getByLabel('Adicionar fotos').setInputFiles([
    { name: 'IMG_1234.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'IMG_1235.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  for (const n of [1, 2]) await page.getByText(`Foto ${n} enviada`).waitFor({ state: 'attached', timeout: 60_000 });
}

/** The photos' thumbnails on the form, drawn (a picture that did not load has no width). */
async function thumbnailsShown(page: Page): Promise<number> {
  const thumbnails = page.getByRole('img', { name: /^Foto \d$/ });
  await expect.poll(() => thumbnails.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  return thumbnails.count();
}

async function expectEverythingBack(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) {
    await expect.poll(() => page.getByLabel(label, { exact: true }).first().inputValue(), { message: label }).toBe(value);
  }
  expect(await page.getByRole('radio', { name: /Plano Pra Sempre/ }).isChecked()).toBe(true);
  const reveal = page.getByRole('group', { name: /Data de abertura/ });
  expect(await reveal.getByLabel('Dia', { exact: true }).inputValue()).toBe(REVEAL.date);
  expect(await reveal.getByLabel('Horário', { exact: true }).inputValue()).toBe(REVEAL.time);
  expect(await reveal.getByLabel('E-mail de quem vai receber (opcional)').inputValue()).toBe(RECIPIENT);
  expect(await page.getByRole('radio', { name: 'Lavanda' }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Rosas' }).isChecked()).toBe(true);
  const story = page.getByRole('group', { name: 'Nossa história' });
  for (const [index, moment] of STORY.entries()) {
    const group = story.getByRole('group', { name: `Momento ${index + 1}` });
    expect(await group.getByLabel('Data', { exact: true }).inputValue()).toBe(moment.date);
    expect(await group.getByLabel('Horário (opcional)').inputValue()).toBe(moment.time);
    expect(await group.getByLabel('Título').inputValue()).toBe(moment.title);
    expect(await group.getByLabel('Uma frase (opcional)').inputValue()).toBe(moment.line);
  }
  expect(await thumbnailsShown(page)).toBe(2);
  // Sent, or sent again from this device where an order took them.
  for (const n of [1, 2]) await page.getByText(`Foto ${n} enviada`).waitFor({ state: 'attached', timeout: 60_000 });
}

/** Why the form's page asked for its code: a kept draft asks at once, before any touch or idle moment. */
const appRequestedFor = (page: Page) =>
  page.evaluate(
    (mark) => (performance.getEntriesByName(mark)[0] as PerformanceMark | undefined)?.detail as AppRequestReason | undefined,
    APP_REQUESTED_MARK,
  );
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('memories.create-draft')));

describe.each(PHONE_SCREENS)('the form as left, on a $width×$height phone', (screen) => {
  it('comes back whole from the checkout with no back-forward cache, pays again, and is gone once paid', async () => {
    const { page, problems } = await phonePage(browser, server.baseUrl);
    await page.setViewportSize(screen);
    await openCreateForm(page, '/create?plan=premium');
    await fillEverything(page, await jpegImage(1200, 1600));
    await page.evaluate(() => ((window as unknown as { leftHere: boolean }).leftHere = true));

    await orderOnTheDemoCheckout(page, 'ana@example.com');
    await page.goBack();
    await createFormRuns(page);
    // A new document, not the one left: nothing came from the browser's memory of the page.
    expect(await page.evaluate(() => (window as unknown as { leftHere?: boolean }).leftHere)).toBeUndefined();
    await expectEverythingBack(page);
    expect(await page.getByText('Continuamos de onde você parou: o que você tinha preenchido voltou.').isVisible()).toBe(true);
    await page.getByRole('img', { name: 'Foto 1', exact: true }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `form-draft-back-${screen.width}`);

    // The photos the first order took are sent again from this device: the second order goes with both.
    const { sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toContain('Cada dia ao seu lado');
    expect(sentBody).toMatch(/name="recipientEmail"\r\n\r\njoao@example\.com\r\n/);
    expect(sentBody.match(/name="stagedPhotos"/g)).toHaveLength(2);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(/\/pagamento\//);
    await keepScreenshot(await page.screenshot(), `form-draft-paid-${screen.width}`);
    await expect.poll(() => draftKeys(page), { timeout: 30_000 }).toEqual([]);

    await openCreateForm(page, '/create?plan=premium');
    expect(await page.getByLabel('Seu nome', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Começar de novo' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 180_000);

  it('comes back after a reload, and "Começar de novo" empties it after asking', async () => {
    const { page, problems } = await phonePage(browser, server.baseUrl);
    await page.setViewportSize(screen);
    await openCreateForm(page, '/create?plan=premium');
    await fillEverything(page, await jpegImage(900, 1200));
    await page.reload();
    await createFormRuns(page);
    await expectEverythingBack(page);
    // Opened anew (a reload restores the scroll, itself a touch of the page), a kept draft asks for the code at once.
    await page.goto('/create?plan=premium');
    await createFormRuns(page);
    expect(await appRequestedFor(page)).toBe('at-once');
    await expectEverythingBack(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(await page.screenshot(), `form-draft-restored-${screen.width}`);

    await page.getByRole('button', { name: 'Começar de novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Começar de novo?' });
    await keepScreenshot(await page.screenshot(), `form-draft-start-over-${screen.width}`);
    await dialog.getByRole('button', { name: 'Continuar preenchendo' }).click();
    expect(await page.getByLabel('Seu nome', { exact: true }).inputValue()).toBe(TYPED['Seu nome']);

    await page.getByRole('button', { name: 'Começar de novo' }).click();
    await dialog.getByRole('button', { name: 'Apagar tudo' }).click();
    for (const label of Object.keys(TYPED)) expect(await page.getByLabel(label, { exact: true }).first().inputValue(), label).toBe('');
    expect(await page.getByRole('img', { name: /^Foto \d$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Começar de novo' }).count()).toBe(0);
    expect(await draftKeys(page)).toEqual([]);
    await page.goto('/create?plan=premium');
    await createFormRuns(page);
    expect(await appRequestedFor(page)).not.toBe('at-once');
    expect(await page.getByLabel('Mensagem', { exact: true }).inputValue()).toBe('');
    expect(problems).toEqual([]);
  }, 120_000);
});
