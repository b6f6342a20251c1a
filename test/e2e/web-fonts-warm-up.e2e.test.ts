import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';

const app = appInBrowser();

interface Seen {
  /** Each canvas measure before the web fonts swapped in: the canvas' font, then the text. */
  measuredBeforeSwap: string[] | null;
  measured: string[];
}

/** Notes every canvas measure, and which of them came before the page dropped data-web-fonts-pending. */
function watchTheSwap(): void {
  const seen: Seen = { measuredBeforeSwap: null, measured: [] };
  (window as unknown as { seen: Seen }).seen = seen;
  const measureText = CanvasRenderingContext2D.prototype.measureText;
  CanvasRenderingContext2D.prototype.measureText = function (this: CanvasRenderingContext2D, text: string) {
    seen.measured.push(`${this.font}|${text}`);
    return measureText.call(this, text);
  };
  // Run before the document has its <html>: its attributes are watched from the document down.
  new MutationObserver(() => {
    if (seen.measuredBeforeSwap === null && !document.documentElement.hasAttribute('data-web-fonts-pending')) {
      seen.measuredBeforeSwap = [...seen.measured];
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-web-fonts-pending'] });
}

describe('the web fonts swapping in on the landing and the form (Chromium, 390×844)', () => {
  it.each(['/', '/create?plan=premium'])(
    'come with the words on screen already shaped in them, so that the swap is one short task: %s',
    async (path) => {
      const { page, problems } = await app.phonePage();
      await page.addInitScript(watchTheSwap);
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { seen: Seen }).seen.measuredBeforeSwap !== null);

      const { measuredBeforeSwap } = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
      // The title's own words, in Fraunces at its weight and size.
      const title = await page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        const style = getComputedStyle(h1);
        const ownText = [...h1.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(' ');
        return { words: ownText.trim().split(/\s+/), weight: style.fontWeight, size: style.fontSize };
      });
      for (const word of title.words) {
        expect(measuredBeforeSwap).toContainEqual(
          expect.stringMatching(new RegExp(`(^|\\s)${title.weight} ${title.size} ["']?Fraunces Variable.*\\|${word}$`)),
        );
      }
      // And the text in Inter.
      expect(measuredBeforeSwap!.some((measure) => /Inter Variable/.test(measure))).toBe(true);
      // Nothing out of view: the help section's title ("Ainda com dúvidas?") waits for the page to be scrolled to it.
      if (path === '/') expect(measuredBeforeSwap!.some((measure) => measure.endsWith('|dúvidas?'))).toBe(false);
      expect(problems).toEqual([]);
    },
  );
});
