import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { renewalKey } from '../../src/application/shared/renewal-links.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser } from '../support/browser/browser.js';
import { formData } from '../support/http/forms.js';
import { createFormRuns } from '../support/browser/create-form.js';

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
/** The rules the shop answers for (html-validate's recommended set also judges style, e.g. attribute quotes). */
const MARKUP_RULES = ['aria-label-misuse', 'wcag/h32'];
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** axe-core's serious and critical findings on the page as it stands, one line each. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(`${await AXE_SOURCE};0`);
  const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`)) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** html-validate's findings of the rules above in a document, one line each. */
async function markupFindings(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => MARKUP_RULES.includes(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`);
}

interface Made {
  readonly bought: BoughtPage;
  readonly pendingId: string;
  readonly renewal: string;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();

/** Every screen a buyer, an owner or a recipient meets, and what says it is ready. */
const SCREENS: readonly { name: string; path: (made: Made) => string; ready: (page: Page) => Promise<unknown> }[] = [
  { name: 'landing', path: () => '/', ready: heading },
  { name: 'create', path: () => '/create', ready: createFormRuns },
  {
    name: 'editor',
    path: ({ bought }) => new URL(bought.editUrl).pathname + new URL(bought.editUrl).search,
    ready: (page) => expect.poll(() => page.getByLabel('Mensagem').inputValue(), { timeout: 10_000 }).not.toBe(''),
  },
  { name: 'return (approved)', path: ({ bought }) => `/pagamento/${bought.id}`, ready: heading },
  { name: 'return (pending)', path: ({ pendingId }) => `/pagamento/${pendingId}`, ready: heading },
  { name: 'renewal', path: ({ renewal }) => renewal, ready: (page) => page.getByRole('button', { name: /Renovar/ }).waitFor() },
  { name: 'terms', path: () => '/terms-of-use', ready: heading },
  { name: 'privacy', path: () => '/privacy-policy', ready: heading },
  { name: 'not found', path: () => '/nada/por/aqui', ready: heading },
  { name: 'public page (gate)', path: ({ bought }) => bought.path, ready: (page) => page.getByRole('button').first().waitFor() },
];

describe('every screen passes axe-core and the markup rules, on a phone and on a desktop', () => {
  let server: AppServer;
  let browser: Browser;
  let made: Made;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), testBrowser()]);
    const bought = await server.buy(memoryFormFields({ plan: 'basic', youtube: undefined }), [await jpegImage(800, 600)]);
    const pending = await fetch(`${server.baseUrl}/api/create-payment`, {
      method: 'POST',
      body: formData(memoryFormFields({ plan: 'basic', youtube: undefined }), [await jpegImage(800, 600)]),
    });
    const pendingId = ((await pending.json()) as { init_point: string }).init_point.split('/').pop()!;
    const renewal = `/renovar/${bought.id}?chave=${renewalKey(server.runtime.container.get(PORTS.EditTokens), bought.id)}`;
    made = { bought, pendingId, renewal };
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  const opened = async (size: keyof typeof VIEWPORTS, screen: (typeof SCREENS)[number]) => {
    const context = await browser.newContext({ ...VIEWPORTS[size], baseURL: server.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto(screen.path(made));
    await screen.ready(page);
    return { page, close: () => context.close() };
  };

  describe.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s', (_name, screen) => {
    it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])('at the %s size, axe-core finds nothing serious or critical', async (size) => {
      const { page, close } = await opened(size, screen);
      const findings = await seriousAxeFindings(page);
      await close();
      expect(findings).toEqual([]);
    });

    it('html-validate finds no aria-label misuse and no form without a submit, as served and as rendered', async () => {
      const served = await (await fetch(`${server.baseUrl}${screen.path(made)}`)).text();
      const { page, close } = await opened('phone', screen);
      const rendered = await page.content();
      await close();
      expect({ served: await markupFindings(served), rendered: await markupFindings(rendered) }).toEqual({ served: [], rendered: [] });
    });
  });

  it.each(['create', 'editor'])('the sticky header on %s hides the form scrolled under it: opaque, no see-through', async (name) => {
    const { page, close } = await opened(
      'phone',
      SCREENS.find((screen) => screen.name === name)!,
    );
    await page.mouse.wheel(0, 600);
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return { position: style.position, background: style.backgroundColor, filter: style.backdropFilter };
      });
    await close();
    expect(header).toEqual({ position: 'sticky', background: 'rgb(251, 244, 238)', filter: 'none' });
  });

  it('axe-core can fail: a photo without a description and pale text are serious', async () => {
    const context = await browser.newContext(VIEWPORTS.phone);
    const page = await context.newPage();
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><title>t</title><main><img src="x.png"><p style="color:#ddd">Pagamento seguro</p></main></html>',
    );
    const findings = await seriousAxeFindings(page);
    await context.close();
    expect(findings.map((line) => line.split(' ')[0]).sort()).toEqual(['color-contrast', 'image-alt']);
  });

  it('the markup checker can fail: a struck price with an aria-label and a form with no submit are found', async () => {
    const findings = await markupFindings(
      '<!doctype html><html lang="pt-BR"><head><title>t</title></head><body><s aria-label="de R$ 24,00">R$ 24,00</s><form><label>Nome <input type="text" name="a"></label><button type="button">Pagar</button></form></body></html>',
    );
    expect(findings.map((line) => line.split(':')[0])).toEqual(['aria-label-misuse', 'wcag/h32']);
  });
});
