import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PARSED_MARKER_ID } from '../../build/paint-once-parsed.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';

const app = appInBrowser();

const RENDER_BLOCKING_LINK = /\s*<link rel="expect"[^>]*>/;

/**
 * The app through a proxy that sends `path`'s HTML up to the middle of its body and keeps the rest until `release`, as a
 * slow network does; `withoutTheLink` takes the page's render-blocking link out, to see what the page does without it.
 */
async function slowHalfProxy(path: string, withoutTheLink = false) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${app.server.baseUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
      const headers = [...upstream.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
      );
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      if (request.url !== path) return response.end(body);
      const html = withoutTheLink ? body.toString('utf8').replace(RENDER_BLOCKING_LINK, '') : body.toString('utf8');
      const root = html.indexOf('<div id="root">');
      const middle = html.indexOf('<', root + Math.floor((html.indexOf('</body>') - root) / 2));
      response.write(html.slice(0, middle));
      await released;
      response.end(html.slice(middle));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxies.push({ server, release });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, release };
}
const proxies: { server: Server; release(): void }[] = [];
afterEach(async () => {
  for (const { server, release } of proxies.splice(0)) {
    release();
    // The browser keeps its connections open: closing them ends the server at once.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Notes, in the page's own time, when the element closing the body is parsed. */
function noteTheEndOfTheBody(id: string): void {
  new MutationObserver((_, observer) => {
    if (!document.getElementById(id)) return;
    (window as unknown as { parsedAt: number }).parsedAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

const firstPaintAt = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
const parsedAt = (page: Page) => page.evaluate(() => (window as unknown as { parsedAt?: number }).parsedAt ?? null);

describe('the landing and the creation form paint once their HTML is parsed whole (Chromium, phone)', () => {
  it.each(['/', '/create?plan=premium'])('%s: half of it on a slow network paints nothing; the whole of it paints', async (path) => {
    const { page, problems } = await app.phonePage();
    await page.addInitScript(noteTheEndOfTheBody, PARSED_MARKER_ID);
    const proxy = await slowHalfProxy(path);
    await page.goto(proxy.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (document.getElementById('root')?.firstElementChild ?? null) !== null);
    // A browser paints what it has parsed within a frame or two; this one is given far longer, and paints nothing.
    await page.waitForTimeout(1000);
    expect(await firstPaintAt(page)).toBeNull();

    proxy.release();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await firstPaintAt(page)).toBeGreaterThanOrEqual((await parsedAt(page))!);
    expect(problems).toEqual([]);
  });

  it('without its render-blocking link, the form would paint its first half alone', async () => {
    const { page } = await app.phonePage();
    await page.addInitScript(noteTheEndOfTheBody, PARSED_MARKER_ID);
    const proxy = await slowHalfProxy('/create?plan=premium', true);
    await page.goto(proxy.url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    expect(await parsedAt(page)).toBeNull();
    proxy.release();
    await page.waitForFunction(() => (window as unknown as { parsedAt?: number }).parsedAt !== undefined);
  });
});
