import { describe, expect, it } from 'vitest';
import { jpegImage } from '../support/test-images.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';

const app = appInBrowser();

describe('a shared link to a public page', () => {
  it('shows its preview to an unfurler that runs no script: title, Open Graph and Twitter tags, and the image', async () => {
    const page = await app.server.buy(memoryFormFields({ yourName: 'Bia', lovedName: 'Léo', datingSince: '2021-06-12T20:30' }), [
      await jpegImage(900, 1200),
    ]);
    const context = await app.browser.newContext({ javaScriptEnabled: false });
    try {
      const tab = await context.newPage();
      const response = await tab.goto(`${app.server.baseUrl}${page.path}`);
      expect(response?.status()).toBe(200);

      const content = (key: string) => tab.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');
      expect(await tab.title()).toBe('Bia & Léo · memories');
      expect(await content('og:title')).toBe('Bia & Léo');
      expect(await content('og:description')).toBe('Uma surpresa de Bia para Léo. Juntos desde 12 de junho de 2021.');
      expect(await content('twitter:card')).toBe('summary_large_image');
      expect(await content('robots')).toBe('noindex');
      const image = (await content('og:image'))!;
      expect(image).toMatch(/\/api\/preview\/bia-e-leo\/[^/]+\/[^/]+\.png$/);

      const imageResponse = await context.request.get(`${app.server.baseUrl}${new URL(image).pathname}`);
      expect(imageResponse.status()).toBe(200);
      expect(imageResponse.headers()['content-type']).toBe('image/png');
      // The gate is painted by the HTML alone.
      expect(await tab.getByText('Clique').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('has its data preloaded by the head as the page is read, and used by the app: one request for it, before the tap', async () => {
    const bought = await app.server.buy(memoryFormFields({ yourName: 'Caio', lovedName: 'Duda' }), [await jpegImage(900, 1200)]);
    const { context, page, problems } = await app.phonePage();
    // Who started each request for the page's data: the HTML's own preload in the head (the parser, as it reads the
    // page) or the app's own code (a fetch of its own, from a file under /assets).
    const cdp = await context.newCDPSession(page);
    const initiators: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname !== `/api${bought.path}`) return;
      const caller = event.initiator.stack?.callFrames[0]?.url ?? event.initiator.url ?? '';
      initiators.push(`${event.initiator.type} ${new URL(caller).pathname}`);
    });
    await cdp.send('Network.enable');
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    await page.getByRole('heading', { level: 1, name: 'Caio & Duda' }).waitFor();

    expect(initiators).toEqual([`parser ${bought.path}`]);
    expect(problems).toEqual([]);
  });
});
