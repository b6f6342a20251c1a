import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blend } from '../../src/domain/look/contrast.js';
import { PALETTES, type HexColour } from '../../src/domain/look/palettes.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { fillMoment, IN_ORDER, MOMENTS } from '../support/mothers/story.mother.js';
import { decodePdfQr, decodePngQr } from '../support/print/read-card.js';

const app = appInBrowser();
const LAVENDER = PALETTES.lavender;
const rgb = (hex: HexColour) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 3);

async function cornerOf(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(png)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (4 * info.width + 4) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFile(await file.path());
}

/** The whole gift at once: every optional extra in use, as the buyer comparing shops would make it. */
describe('a premium page with its story and its own look, on a phone (Chromium, 390×844)', () => {
  it('8 moments, Lavanda and roses, paid on the demo checkout: all of it on the page, its preview image and its card', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    await page.getByRole('radio', { name: 'Lavanda' }).check({ force: true });
    await page.getByRole('radio', { name: 'Rosas' }).check({ force: true });
    const story = page.getByRole('group', { name: 'Nossa história' });
    for (const [index, moment] of MOMENTS.entries()) {
      await story.getByRole('button', { name: 'Adicionar momento' }).click();
      await fillMoment(story.getByRole('group', { name: `Momento ${index + 1}` }), moment);
    }
    await fillTheCouple(page, 'Nossa história, do primeiro dia até aqui.');
    const { id } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    const path = `/ana-julia-e-joao/${id}`;

    // The card and the status image: in the palette, their QR codes open the page.
    await page.getByRole('heading', { name: 'Imprima e compartilhe' }).waitFor();
    const status = await download(page, 'Imagem para o status');
    expect(await decodePngQr(status)).toBe(`${app.server.baseUrl}${path}`);
    expect(near(await cornerOf(status), channels(blend(LAVENDER.softText, LAVENDER.text, 0.25)))).toBe(true);
    expect(decodePdfQr(await download(page, 'Baixar cartão para imprimir (A6)'))).toBe(`${app.server.baseUrl}${path}`);

    // The page: lavender from its first paint, roses falling, the moments in date order after the message.
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(LAVENDER.backdrop));
    await page.getByRole('button', { name: 'Clique' }).click();
    const timeline = page.getByRole('region', { name: 'Nossa história' });
    await timeline.scrollIntoViewIfNeeded();
    expect(await timeline.locator('h3').allTextContents()).toEqual(IN_ORDER);
    expect(await page.getByTestId('falling-hearts').getAttribute('data-emoji')).toBe('roses');
    await keepScreenshot(await page.screenshot(), 'whole-gift-page');

    // The link preview image, as a chat fetches it: the lavender backdrop.
    const html = await (await fetch(`${app.server.baseUrl}${path}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const preview = Buffer.from(await (await fetch(image)).arrayBuffer());
    expect(near(await cornerOf(preview), channels(blend(LAVENDER.glow, LAVENDER.backdropTop, 0.2)))).toBe(true);
    expect(problems.filter((problem) => !/youtube/i.test(problem))).toEqual([]);
  }, 120_000);
});
