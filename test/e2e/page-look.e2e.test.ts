import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blend } from '../../src/domain/look/contrast.js';
import { GLOW_OPACITY, PALETTES, type HexColour } from '../../src/domain/look/palettes.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { decodePdfQr, decodePngQr } from '../support/print/read-card.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const LAVENDER = PALETTES.lavender;
const MESSAGE = 'Para você, com todas as cores do meu dia.';

/** `#rrggbb` as Chromium's computed `rgb(r, g, b)`. */
const rgb = (hex: HexColour) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The colours of pixels of a PNG, as [r, g, b] each. Read from a copy: a second raw read of the very same buffer by
 * sharp (the QR code's reader makes one) can come back from its cache, spent.
 */
async function pixels(png: Buffer, ...points: [number, number][]): Promise<number[][]> {
  const { data, info } = await sharp(Buffer.from(png)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return points.map(([x, y]) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  });
}

function near(actual: number[], expected: number[], tolerance = 3): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);
}

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFile(await file.path());
}

/** The form up to the demo checkout, with a photo and the look already picked; answers the order's id. */
async function orderThroughTheForm(page: Page): Promise<string> {
  await fillTheCouple(page, MESSAGE);
  const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
  expect(sentBody).toMatch(/name="palette"\r\n\r\nlavender\r\n/);
  expect(sentBody).toMatch(/name="fallingEmoji"\r\n\r\nroses\r\n/);
  return id;
}

describe('a look of their own, on a phone (Chromium, 390×844)', () => {
  it('picks Lavanda and roses with a live preview, pays, and finds them on the page, its preview image and its card', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    expect(await page.getByRole('radio', { name: 'Rosa', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Corações' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Lavanda' }).check({ force: true });
    await page.getByRole('radio', { name: 'Rosas' }).check({ force: true });

    // The form's preview wears the choice at once.
    const preview = page.locator('[data-palette="lavender"][data-falling-emoji="roses"]');
    await preview.waitFor({ state: 'attached' });
    expect(await preview.evaluate((element) => getComputedStyle(element).getPropertyValue('--look-accent').trim())).toBe(LAVENDER.accent);
    await page.getByRole('radio', { name: 'Lavanda' }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'look-1-picker');

    const id = await orderThroughTheForm(page);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    const path = `/ana-julia-e-joao/${id}`;

    // The status image and the A6 card: in the palette, and their QR codes still open the page.
    await page.getByRole('heading', { name: 'Imprima e compartilhe' }).waitFor();
    const story = await download(page, 'Imagem para o status');
    expect(await decodePngQr(story)).toBe(`${app.server.baseUrl}${path}`);
    const [storyCorner] = await pixels(story, [4, 4]);
    expect(near(storyCorner!, channels(blend(LAVENDER.softText, LAVENDER.text, 0.25)))).toBe(true);
    await keepScreenshot(await sharp(story).resize(360).png().toBuffer(), 'look-4-story-image');
    expect(decodePdfQr(await download(page, 'Baixar cartão para imprimir (A6)'))).toBe(`${app.server.baseUrl}${path}`);

    // The public page: painted in the palette from its first paint (the head says it), then roses fall.
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(LAVENDER.backdrop));
    // The phone's browser bar too: one theme colour, the palette's (the built page's own wine is gone).
    expect(await page.evaluate(() => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content')))).toEqual(
      [LAVENDER.browserBar],
    );
    await keepScreenshot(await page.screenshot(), 'look-2-gate');
    await page.getByRole('button', { name: 'Clique' }).click();
    await page.getByRole('heading', { level: 1, name: /Ana Júlia/ }).waitFor();
    const falling = page.getByTestId('falling-hearts');
    await falling.waitFor({ state: 'attached' });
    expect(await falling.getAttribute('data-emoji')).toBe('roses');
    expect(await falling.evaluate((layer) => getComputedStyle(layer.firstElementChild!).maskImage)).toContain('data:image/svg+xml');
    expect(
      await page
        .locator('main')
        .first()
        .evaluate((main) => getComputedStyle(main.parentElement!).backgroundImage),
    ).toContain(rgb(LAVENDER.backdropTop));
    await keepScreenshot(await page.screenshot(), 'look-3-page');

    // The link preview image, as a chat would fetch it: the lavender backdrop, lit by its glow.
    const html = await (await fetch(`${app.server.baseUrl}${path}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const png = Buffer.from(await (await fetch(image)).arrayBuffer());
    const [topLeft, bottomRight] = await pixels(png, [4, 4], [1195, 625]);
    expect(near(topLeft!, channels(blend(LAVENDER.glow, LAVENDER.backdropTop, 0.2)))).toBe(true);
    expect(near(bottomRight!, channels(blend(LAVENDER.glow, LAVENDER.backdropTop, GLOW_OPACITY)))).toBe(true);
    await keepScreenshot(png, 'look-5-preview-image');
    expect(problems).toEqual([]);
  });

  it('keeps still under reduced motion: the roses rest, nothing falls', async () => {
    const bought = await app.server.buy(
      {
        yourName: 'Bia',
        lovedName: 'Caio',
        datingSince: '2020-02-02',
        message: 'Oi',
        plan: 'basic',
        email: 'bia@example.com',
        palette: 'ocean',
        fallingEmoji: 'stars',
      },
      [await jpegImage(800, 600)],
    );
    const { page, problems } = await app.phonePage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(bought.path);
    // The page's stylesheet may still be on its way at the load event (it is asked for after the first paint).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(PALETTES.ocean.backdrop));
    await page.getByRole('button', { name: 'Clique' }).click();
    const falling = page.getByTestId('falling-hearts');
    await falling.waitFor({ state: 'attached' });
    expect(await falling.getAttribute('data-emoji')).toBe('stars');
    const animations = await falling.evaluate((layer) => [...layer.children].map((piece) => getComputedStyle(piece).animationName));
    expect(new Set(animations)).toEqual(new Set(['none']));
    expect(problems).toEqual([]);
  });
});
