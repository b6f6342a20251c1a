import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { holdRequests } from '../support/browser/browser.js';

const app = appInBrowser();

/** The fonts Chromium really drew an element's text with (not what its style asks for). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Whether a face of the family has finished loading (check() says true of a family the page has not declared yet). */
const loaded = (page: Page, family: string) =>
  page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'), family);

describe('the web fonts of the landing and the form', () => {
  it.each(['/', '/create?plan=premium'])('swap in together on %s: a font that arrives first waits for the other', async (path) => {
    const { page, problems } = await app.phonePage();
    const releaseInter = await holdRequests(page, /\/inter-latin-wght-normal-[^/]*\.woff2$/);
    await page.goto(path);
    await expect.poll(() => loaded(page, 'Fraunces Variable')).toBe(true);

    // Fraunces is there, but the title is still drawn with its stand-in while Inter is on its way.
    expect(await loaded(page, 'Inter Variable')).toBe(false);
    expect(await drawnFonts(page, 'h1')).not.toContain('Fraunces');

    releaseInter();
    await expect.poll(() => drawnFonts(page, 'h1')).toContain('Fraunces');
    expect(await drawnFonts(page, 'label, p')).toContain('Inter');
    expect(problems).toEqual([]);
  });
});
