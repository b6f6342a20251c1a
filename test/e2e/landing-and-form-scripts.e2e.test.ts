import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_REQUESTED_MARK } from '../../build/after-paint.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { reactRunsThePage } from '../support/browser/browser.js';

const app = appInBrowser();

interface Script {
  readonly path: string;
  /** When the browser asked for it, in ms since the epoch. */
  readonly requestedAt: number;
  readonly bytes: Promise<number>;
}

/** Every script the page downloads from the app, with when it was asked for and the bytes that travelled (compressed). */
function scriptsOf(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'script' || url.origin !== app.server.baseUrl) return;
    scripts.push({ path: url.pathname, requestedAt: request.timing().startTime, bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  return scripts;
}

/** When the page asked for its own code (build/after-paint.ts marks it), in ms since the epoch; null before that. */
const appRequestedAt = (page: Page) =>
  page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry ? performance.timeOrigin + entry.startTime : null;
  }, APP_REQUESTED_MARK);

const isReact = (path: string) => /\/assets\/react-[^/]+\.js$/.test(path);

/** The budgets of issue 39: what a phone downloads before the buyer's first touch. */
const PAGES = [
  { path: '/', heading: 'Declare seu amor com uma página só de vocês', budgetKb: 35 },
  { path: '/create?plan=premium', heading: 'Crie a página de vocês', budgetKb: 60 },
  { path: '/create', heading: 'Crie a página de vocês', budgetKb: 60 },
] as const;

describe('the scripts of the landing and the creation form before the first touch (Chromium, phone)', () => {
  it.each(PAGES)('$path downloads at most $budgetKb KB of compressed JavaScript before it is touched, and no React', async ({ path, budgetKb }) => {
    const { page, problems } = await app.phonePage();
    const scripts = scriptsOf(page);
    await page.goto(path);
    // Left alone, the page asks for its code once the phone is idle, and React takes the page over.
    await reactRunsThePage(page);
    const askedAt = await appRequestedAt(page);
    expect(askedAt).not.toBeNull();

    const firstLoad = scripts.filter((script) => script.requestedAt < askedAt!);
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.map((script) => script.path).filter(isReact)).toEqual([]);
    const bytes = (await Promise.all(firstLoad.map((script) => script.bytes))).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThanOrEqual(budgetKb * 1024);
    expect(problems).toEqual([]);
  });

  it.each(PAGES)('$path asks for its code at the first touch', async ({ path, heading }) => {
    const { page, problems } = await app.phonePage();
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const title = page.getByRole('heading', { level: 1, name: heading });
    await title.waitFor();
    const before = await page.evaluate(() => performance.now());
    expect(await appRequestedAt(page)).toBeNull();

    await title.tap();
    const askedAt = await appRequestedAt(page);
    expect(askedAt).not.toBeNull();
    expect(askedAt! - (await page.evaluate(() => performance.timeOrigin))).toBeGreaterThanOrEqual(before);
    await reactRunsThePage(page);
    expect(problems).toEqual([]);
  });
});
