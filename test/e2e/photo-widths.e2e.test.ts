import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

/**
 * The public page's carousel on a 390 × 844 phone at DPR 2 (test/support/browser PHONE) and on a laptop: the file the
 * browser actually loaded for each photo (`currentSrc`), among the widths the srcset offers.
 */
const app = appInBrowser();

/** The first photo of the carousel, once loaded: the file it came from and its pixel width, and what the blur shows. */
async function firstPhoto(page: Page) {
  const photo = page.getByRole('img', { name: /foto 1 de 2$/ });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const backdrop = page.locator('img[aria-hidden="true"]').first();
  await expect.poll(() => backdrop.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return {
    file: await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    // naturalWidth is in CSS pixels (the file's width over its srcset density): the file's own pixels, decoded again.
    fileWidth: await photo.evaluate(async (img: HTMLImageElement) => (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width),
    backdrop: await backdrop.evaluate((img: HTMLImageElement) => img.currentSrc),
  };
}

describe('photos in the width the screen needs', () => {
  it('a 390 px phone at DPR 2 loads the 720 px file of each photo, and blurs its placeholder without a download', async () => {
    const bought = await app.server.buy(memoryFormFields(), [await jpegImage(2400, 1800), await jpegImage(1800, 2400)]);
    const { page, problems } = await app.phonePage();
    const photoFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/api/uploads/${bought.id}/`)) photoFiles.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });

    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const first = await firstPhoto(page);

    expect(first.file).toMatch(new RegExp(`^/api/uploads/${bought.id}/[0-9a-f]{32}-720\\.webp$`));
    expect(first.fileWidth).toBe(720);
    expect(first.backdrop).toMatch(/^data:image\/webp;base64,/);
    // The next photo is fetched ahead in the same width, never a width the server does not have.
    await expect
      .poll(() => new Set(photoFiles.map((line) => line.split(' ')[1]).filter((path) => /-720\.webp$/.test(path!))).size, { timeout: 15_000 })
      .toBe(2);
    // Nothing else: not the photo itself, nor a small copy for the blur.
    expect(photoFiles.filter((line) => !/-720\.webp$/.test(line))).toEqual([]);
    for (const line of photoFiles) expect(line).toMatch(/^(200|304) /);
    expect(problems).toEqual([]);
  });

  it('a 390 px phone at DPR 3 loads the 720 px file too: its photo is drawn at two device pixels per CSS pixel', async () => {
    const bought = await app.server.buy(memoryFormFields(), [await jpegImage(2400, 1800), await jpegImage(1800, 2400)]);
    const context = await app.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      baseURL: app.server.baseUrl,
      locale: 'pt-BR',
    });
    try {
      const page = await context.newPage();
      await page.goto(bought.path);
      await page.getByRole('button', { name: 'Clique' }).click();
      const first = await firstPhoto(page);

      expect(first.file).toMatch(/-720\.webp$/);
      expect(first.fileWidth).toBe(720);
    } finally {
      await context.close();
    }
  });

  it('a laptop showing the photo 480 px wide at DPR 1 loads the 480 px file', async () => {
    const bought = await app.server.buy(memoryFormFields(), [await jpegImage(2400, 1800), await jpegImage(1200, 1200)]);
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      baseURL: app.server.baseUrl,
      locale: 'pt-BR',
    });
    try {
      const page = await context.newPage();
      await page.goto(bought.path);
      await page.getByRole('button', { name: 'Clique' }).click();
      const first = await firstPhoto(page);

      expect(first.file).toMatch(/-480\.webp$/);
      expect(first.fileWidth).toBe(480);
    } finally {
      await context.close();
    }
  });
});
