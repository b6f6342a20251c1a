import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { htmlOnlyPhone, reactRunsThePage } from '../support/browser/browser.js';
import { distinctColours, keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();

describe('the first paint, from the HTML alone', () => {
  it('the public page paints its styled gate with scripts off and every request but the document refused', async () => {
    const bought = await app.server.buy(memoryFormFields(), [await jpegImage(900, 1200)]);
    const { context, refused } = await htmlOnlyPhone(app.browser);
    const page = await context.newPage();
    try {
      const response = await page.goto(`${app.server.baseUrl}${bought.path}`);
      expect(response?.status()).toBe(200);

      const title = page.getByRole('heading', { level: 1, name: 'Uma surpresa para você' });
      expect(await title.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Clique' }).isVisible()).toBe(true);
      expect(await page.getByText('Toque no coração para abrir').isVisible()).toBe(true);
      const styles = await page.evaluate(() => {
        const gate = getComputedStyle(document.querySelector('.memory-gate')!);
        const heart = getComputedStyle(document.querySelector('.memory-gate__heart')!);
        const title = getComputedStyle(document.querySelector('.memory-gate__title')!);
        return {
          body: getComputedStyle(document.body).backgroundColor,
          gateImage: gate.backgroundImage,
          gateDisplay: gate.display,
          heartFill: heart.fill,
          titleFont: title.fontFamily,
          titleColour: title.color,
        };
      });
      expect(styles.body).toBe('rgb(42, 8, 18)');
      expect(styles.gateImage).toContain('linear-gradient');
      expect(styles.gateDisplay).toBe('flex');
      expect(styles.heartFill).toBe('rgb(232, 113, 143)');
      expect(styles.titleFont).toContain('Fraunces Fallback');
      expect(styles.titleColour).toBe('rgb(255, 250, 246)');

      const png = await page.screenshot();
      await keepScreenshot(png, 'public-page-first-paint');
      expect(distinctColours(png)).toBeGreaterThan(20);
      // The HTML itself asks for no stylesheet and no font: they come after the first paint, with the scripts.
      expect(refused.filter((url) => /\.(css|woff2?)(\?|$)/.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the landing arrives rendered: its text is in the HTML, and it paints with scripts off and nothing else fetched', async () => {
    const html = await (await fetch(`${app.server.baseUrl}/`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Declare seu amor com uma página <em>só de vocês</em>');
    expect(root).toContain('Crie sua memória agora!');
    expect(root).toContain('Perguntas frequentes');

    const { context } = await htmlOnlyPhone(app.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${app.server.baseUrl}/`);
      expect(await page.getByRole('heading', { level: 1, name: 'Declare seu amor com uma página só de vocês' }).isVisible()).toBe(true);
      const cta = page.getByRole('link', { name: 'Crie sua memória agora!' });
      expect(await cta.isVisible()).toBe(true);
      // The app's styles came with the HTML: the call to action is the primary button, not a plain link.
      expect(await cta.evaluate((link) => getComputedStyle(link).display)).not.toBe('inline');
      const png = await page.screenshot();
      await keepScreenshot(png, 'landing-first-paint');
      expect(distinctColours(png)).toBeGreaterThan(20);
    } finally {
      await context.close();
    }
  });

  it('the prerendered landing hydrates as it is: no element replaced, no error, and it answers taps', async () => {
    const { page, problems } = await app.phonePage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A failed hydration makes React throw the server's markup away and render it again: any element taken out of
    // #root is noted.
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              document.documentElement.dataset.removed = `${document.documentElement.dataset.removed ?? ''}${node.tagName} `;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The FAQ opens only once React runs it. One tap: made before React has taken the page over, it is kept and made
    // again then (early-taps.js), so it opens the answer however long the phone takes. (Tapping until it opens made
    // each kept tap count too: on a busy machine an even number of them left it closed.)
    const question = page.locator('#duvidas button[aria-expanded]').first();
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded'), { timeout: 60_000 }).toBe('true');
    expect(await page.evaluate(() => document.documentElement.dataset.removed ?? '')).toBe('');
    expect(problems).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await keepScreenshot(await page.screenshot(), 'landing-hydrated');
  });

  it('the landing fetches none of the stylesheets it inlines, nor does the next page the buyer opens', async () => {
    const { page, problems } = await app.phonePage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const inlined = (await page.locator('style[data-stylesheets]').getAttribute('data-stylesheets'))!.split(' ');
    expect(inlined.length).toBeGreaterThan(0);
    await reactRunsThePage(page);
    await page.getByRole('link', { name: 'Crie sua memória agora!' }).click();
    await page.getByRole('heading', { level: 1, name: 'Crie a página de vocês' }).waitFor();
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
    // Each of the app's stylesheets is in the page once.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href).filter(Boolean));
    expect(new Set(sheets).size).toBe(sheets.length);
    expect(problems).toEqual([]);
  });
});
