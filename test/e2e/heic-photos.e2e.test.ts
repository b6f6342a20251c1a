import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { PHONE_SCREENS } from '../support/browser/browser.js';
import { openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { HEIC_PHOTO_PATH, jpegImage } from '../support/test-images.js';

/**
 * An iPhone photo (HEIC) chosen on the creation form on a 390 × 844 and a 360 × 740 phone in Chromium, which cannot draw HEIC: the form
 * takes it as it is, shows its name where the thumbnail would be, sends it, and the paid page shows it, upright.
 */
const app = appInBrowser();

describe.each(PHONE_SCREENS)('an iPhone HEIC photo on the create form (Chromium, $width×$height)', (screen) => {
  it('is taken, shown by its name, sent as it is, and shown on the paid page; a panorama beside it is pointed out', async () => {
    const { page, problems } = await app.phonePage(screen);
    const staged: Buffer[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/staged-photos')) staged.push(request.postDataBuffer() ?? Buffer.alloc(0));
    });
    await openCreateForm(page, '/create?plan=premium');
    await page.getByLabel('Seu nome').fill('Ana Júlia');
    await page.getByLabel('Nome de quem você ama').fill('João');
    await page.getByLabel('Data de início').fill('2021-06-12');
    await page.getByLabel('Mensagem', { exact: true }).fill('Cada dia ao seu lado é o meu favorito.');

    await page.getByLabel('Adicionar fotos').setInputFiles([
      { name: 'IMG_4321.HEIC', mimeType: 'image/heic', buffer: readFileSync(HEIC_PHOTO_PATH) },
      { name: 'panorama.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(1500, 500) },
    ]);
    for (const n of [1, 2]) await page.getByText(`Foto ${n} enviada`).waitFor({ state: 'attached', timeout: 30_000 });

    // No refusal: the HEIC's tile names it, with no broken image in its place.
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /foto|HEIC/ })
        .count(),
    ).toBe(0);
    const tile = page.getByRole('img', { name: 'Foto 1: IMG_4321.HEIC (sem prévia neste aparelho)' });
    expect(await tile.isVisible()).toBe(true);
    expect(await tile.textContent()).toContain('IMG_4321.HEIC');
    const broken = await page.evaluate(() => [...document.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth === 0).length);
    expect(broken).toBe(0);
    // The panorama is taken, and the buyer told why it will look small.
    const hint = page.getByText('A foto 2 é muito larga: na página ela aparece inteira, mas pequena.');
    expect(await hint.isVisible()).toBe(true);
    // The HEIC went up as the iPhone made it (nothing the browser could not draw was redrawn).
    expect(staged.some((body) => body.includes('ftypheic', 0, 'latin1') && body.includes('filename="IMG_4321.HEIC"', 0, 'latin1'))).toBe(true);
    await tile.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `heic-create-form-${screen.width}`);
    await keepScreenshot(await page.locator('#previa').screenshot(), `heic-create-preview-${screen.width}`);

    const { id } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(`**/pagamento/${id}`);

    await page.goto(`/ana-julia-e-joao/${id}`);
    await page.getByRole('button', { name: 'Clique' }).click();
    const photo = page.getByRole('img', { name: /foto 1 de 2$/ });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    // Upright as the iPhone showed it, 64 × 48 with its red half on the left (its pixels are stored turned, 48 × 64).
    const shown = await photo.evaluate(async (img: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const red = (x: number) => context.getImageData(x, Math.floor(bitmap.height / 2), 1, 1).data[0]!;
      return { width: bitmap.width, height: bitmap.height, left: red(8), right: red(bitmap.width - 8) };
    });
    expect(shown).toMatchObject({ width: 64, height: 48 });
    expect(shown.left).toBeGreaterThan(200);
    expect(shown.right).toBeLessThan(60);
    await keepScreenshot(await page.screenshot(), `heic-public-page-${screen.width}`);
    expect(problems).toEqual([]);
  }, 120_000);
});
