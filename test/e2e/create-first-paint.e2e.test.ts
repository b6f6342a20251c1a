import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { holdAppScript, htmlOnlyPhone } from '../support/browser/browser.js';
import { distinctColours, keepScreenshot } from '../support/browser/screenshots.js';
import { createFormRuns, openCreateForm } from '../support/browser/create-form.js';

const app = appInBrowser();

const PAGES = [
  { path: '/create?plan=premium', plan: 'Plano Pra Sempre', premium: true },
  { path: '/create?plan=basic', plan: 'Plano Anual', premium: false },
  { path: '/create', plan: 'Plano Anual', premium: false },
] as const;

/** The form's first screen and fields, as a person finds them. */
async function expectTheForm(page: Page, { plan, premium }: (typeof PAGES)[number]): Promise<void> {
  expect(await page.getByRole('heading', { level: 1, name: 'Crie a página de vocês' }).isVisible()).toBe(true);
  for (const label of ['Seu nome', 'Nome de quem você ama', 'Data de início', 'Horário (opcional)']) {
    expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
  }
  expect(await page.getByLabel('Mensagem', { exact: true }).count()).toBe(1);
  expect(await page.getByRole('radio', { name: new RegExp(plan) }).isChecked()).toBe(true);
  expect(await page.getByLabel('Link da música no YouTube (opcional)').count()).toBe(premium ? 1 : 0);
  expect(await page.getByRole('button', { name: 'Criar minha página' }).count()).toBe(1);
}

/** Notes, in the page, every element taken out of the document and every layout shift, from its first byte on. */
async function watchTheDocument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], shifts: [] as number[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) seen.removed.push(node.tagName);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: { removed: string[]; shifts: number[] } }).seen);

describe('the creation form, prerendered', () => {
  it.each(PAGES)('$path arrives rendered: the heading and the fields are in the HTML, styled, with scripts off', async (form) => {
    const html = await (await fetch(`${app.server.baseUrl}${form.path}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('Crie a página de vocês');
    expect(root).toContain('id="yourName"');
    expect(root).toContain('id="message"');

    const { context, refused } = await htmlOnlyPhone(app.browser);
    const page = await context.newPage();
    try {
      await page.goto(`${app.server.baseUrl}${form.path}`);
      await expectTheForm(page, form);
      // The app's styles and the form's came with the HTML: the submit button is the primary button, not a plain one.
      const submit = page.getByRole('button', { name: 'Criar minha página' });
      expect(await submit.evaluate((button) => getComputedStyle(button).borderRadius)).not.toBe('0px');
      expect(await page.title()).toBe('Crie sua página · memories');
      const png = await page.screenshot();
      await keepScreenshot(png, `create-first-paint-${form.path.split('=')[1] ?? 'no-plan'}`);
      expect(distinctColours(png)).toBeGreaterThan(20);
      // The HTML itself asks for no stylesheet and no font: they come after the first paint, with the scripts.
      expect(refused.filter((url) => /\.(css|woff2?)(\?|$)/.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(PAGES)('$path hydrates as it is: no element replaced, no layout shift, no error, and what the browser knows filled in', async (form) => {
    const { page, problems } = await app.phonePage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await watchTheDocument(page);
    // The web fonts stay out: their swap for the metric-matched fallbacks moves text by itself, whatever React does.
    await page.route(/\/assets\/fonts-[^/]*\.css$/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    await openCreateForm(page, form.path);
    await keepScreenshot(await page.screenshot(), `create-hydrated-${form.path.split('=')[1] ?? 'no-plan'}`);

    await expectTheForm(page, form);
    const { removed, shifts } = await seen(page);
    expect(removed).toEqual([]);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    expect(problems).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    // Today bounds the date picker, in the browser's own calendar.
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
    expect(await page.getByLabel('Data de início').getAttribute('max')).toBe(today);
    // It answers: a name typed shows in the preview.
    await page.getByLabel('Seu nome', { exact: true }).fill('Ana');
    await expect.poll(() => page.locator('#previa').innerText()).toContain('Ana');
  });

  it('keeps what the buyer did before the code ran: typed fields, the plan chosen, and a tap on the submit button reloads nothing', async () => {
    const { page, problems } = await app.phonePage();
    const release = await holdAppScript(page);
    await page.goto('/create?plan=premium', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));

    await page.getByLabel('Seu nome', { exact: true }).fill('Ana');
    await page.getByLabel('Nome de quem você ama', { exact: true }).fill('João');
    await page.getByLabel('Mensagem', { exact: true }).fill('Te amo');
    await page.getByRole('radio', { name: /Plano Anual/ }).check();
    await page.getByRole('button', { name: 'Criar minha página' }).click({ force: true });
    expect(await page.evaluate(() => document.getElementById('root')!.firstElementChild !== null)).toBe(true);

    release();
    await createFormRuns(page);
    await page.waitForURL(/plan=basic$/);
    // The same document: the tap did not submit the form to the browser.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    expect(await page.getByRole('radio', { name: /Plano Anual/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Link da música no YouTube (opcional)').count()).toBe(0);
    await expect.poll(() => page.getByTestId('link-previa').textContent()).toBe(`${new URL(app.server.baseUrl).host}/ana-e-joao`);
    // The form's state holds them: typing elsewhere keeps them, and the preview shows the message.
    await page.getByLabel('Data de início').fill('2020-05-01');
    expect(await page.getByLabel('Seu nome', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Mensagem', { exact: true }).inputValue()).toBe('Te amo');
    expect(await page.getByText('Te amo', { exact: true }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('fetches none of the stylesheets it inlines', async () => {
    const { page, problems } = await app.phonePage();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.css')) stylesheets.push(path);
    });
    await openCreateForm(page, '/create?plan=premium');
    const inlined = (await page.locator('style[data-stylesheets]').getAttribute('data-stylesheets'))!.split(' ');
    expect(inlined.length).toBeGreaterThan(1);
    // Only the web fonts' rules, asked for after the first paint.
    expect(stylesheets.filter((path) => !/\/assets\/fonts-[^/]+\.css$/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
  });
});
