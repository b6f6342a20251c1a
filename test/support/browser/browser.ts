import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { OFFLINE_CHROMIUM_FLAGS } from '../chromium-flags.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing trying the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...OFFLINE_CHROMIUM_FLAGS],
  });
}

let shared: Promise<Browser> | null = null;

/**
 * The test worker's one Chromium: launched by the first browser test file and kept for the next ones, which share their
 * worker (isolate: false), instead of a launch per file (about 0.7 s of CPU and 1-2 s each). Each test still opens
 * contexts of its own (their own cache, cookies and storage); a file ends with `releaseBrowser`, never with
 * `browser.close()`. Playwright kills it when the worker exits.
 */
export function testBrowser(): Promise<Browser> {
  if (shared === null) {
    const launched = launchBrowser();
    shared = launched;
    void launched.then(
      (browser) => browser.on('disconnected', () => shared === launched && (shared = null)),
      () => shared === launched && (shared = null),
    );
  }
  return shared;
}

/** Closes what a test file left open in the shared browser, which stays up for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
/** The screens a buyer's walk is checked on: an iPhone's 390×844 and a small Android's 360×740. */
export const PHONE_SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
export type PhoneScreen = (typeof PHONE_SCREENS)[number];

/**
 * A phone-sized page that fails the test on any console error or uncaught exception, and never reaches beyond the
 * app (YouTube and other hosts are answered locally with an empty page).
 */
export async function phonePage(
  browser: Browser,
  baseURL: string,
  screen: PhoneScreen = PHONE.viewport,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ ...PHONE, viewport: screen, baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>externo</title>' }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/**
 * Stops the page's clock, installed with `page.clock.install()` before the page loaded: from here on its timers fire
 * only when the test moves time on with `page.clock.runFor`. It jumps a minute ahead first, because the pause must be
 * at a moment that is surely not in the page's past.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/**
 * A phone with scripts off that gets the document and nothing else: what paints then came with the HTML alone.
 * `refused` lists every other request the page made.
 */
export async function htmlOnlyPhone(browser: Browser): Promise<{ context: BrowserContext; refused: string[] }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, locale: 'pt-BR' });
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    refused.push(route.request().url());
    return route.abort();
  });
  return { context, refused };
}

/** Resolves once React has taken over the page's root (hydrateRoot and createRoot mark the element). */
export async function reactRunsThePage(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** Holds back every request whose address matches `url` until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's script back until the returned function is called: the prerendered page shows, its code does not run. */
export function holdAppScript(page: Page): Promise<() => void> {
  return holdRequests(page, /\/assets\/app-[^/]*\.js$/);
}
