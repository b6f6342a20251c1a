import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';

/**
 * The public page of a paid page whose photos have AVIF copies, on a 390 × 844 phone at DPR 2 (test/support/browser
 * PHONE): Chromium takes the AVIF file of the width it needs, from the head's preload and then the carousel's
 * <picture>, and downloads nothing else of that photo.
 */
const app = appInBrowser();

/** A photograph-like picture: soft gradients and shapes, where AVIF saves far more than a fifth at every width. */
async function softPhoto(width: number, height: number, hue: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2b53"/><stop offset="1" stop-color="${hue}"/></linearGradient>` +
    `<radialGradient id="sun"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#ff7f50" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#sky)"/><circle cx="${width * 0.6}" cy="${height * 0.4}" r="${width * 0.25}" fill="url(#sun)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('AVIF photos on the public page (Chromium, phone)', () => {
  it('loads only the AVIF file of the width it needs for each photo, first from the head, never its WebP too', async () => {
    const bought = await app.server.buy(memoryFormFields(), [await softPhoto(2400, 1800, '#e07a5f'), await softPhoto(1800, 2400, '#81b29a')]);
    await app.server.runtime.avifCopiesIdle();
    const json = (await (await fetch(`${app.server.baseUrl}/api/${bought.slug}/${bought.id}`)).json()) as {
      photos: string[];
      photoAvifWidths: number[][];
    };
    expect(json.photoAvifWidths).toEqual([
      [480, 720, 1080, 1600],
      [480, 720, 1080, 1600],
    ]);
    const html = await (await fetch(`${app.server.baseUrl}${bought.path}`)).text();
    expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" type="image\/avif"[^>]* imagesrcset="[^"]*-720\.avif 720w/);

    const { page, problems } = await app.phonePage();
    const photoFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/uploads/${bought.id}/`)) photoFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const photo = page.getByRole('img', { name: /foto 1 de 2$/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);

    const stemOf = (path: string) => path.split('/').pop()!.split(/[-.]/)[0]!;
    const [first, second] = json.photos.map(stemOf) as [string, string];
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/api/uploads/${bought.id}/${first}-720.avif`);
    // The next photo is fetched ahead, as AVIF too.
    await expect
      .poll(() => photoFiles.filter((path) => stemOf(path) === second), { timeout: 15_000 })
      .toEqual([`/api/uploads/${bought.id}/${second}-720.avif`]);
    await page.waitForLoadState('networkidle');
    // One request for the first photo (the head's preload, which the carousel then takes from the cache), and no WebP at all.
    expect(photoFiles.filter((path) => stemOf(path) === first)).toEqual([`/api/uploads/${bought.id}/${first}-720.avif`]);
    expect(photoFiles.filter((path) => path.endsWith('.webp'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
