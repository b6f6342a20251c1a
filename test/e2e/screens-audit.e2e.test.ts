import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { renewalKey } from '../../src/application/shared/renewal-links.js';
import { revealDayRange } from '../../src/domain/memory/reveal-date.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser } from '../support/browser/browser.js';
import { formData } from '../support/http/forms.js';
import { createFormRuns, fillTheCouple } from '../support/browser/create-form.js';

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'small phone': { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
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
  /** A Pra Sempre page: its editor and public page hold "Nossa história". */
  readonly premium: BoughtPage;
  /** A page that opens tomorrow. */
  readonly sealed: BoughtPage;
  readonly pendingId: string;
  readonly renewal: string;
  /** The signed links of the e-mails that turn the anniversary and the opening e-mails off. */
  readonly anniversaryOff: string;
  readonly openingOff: string;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).waitFor();
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const editorLoaded = (page: Page) => expect.poll(() => page.getByLabel('Mensagem').inputValue(), { timeout: 10_000 }).not.toBe('');

/** A moment of "Nossa história" added (in the creation form, under its optional extras), so that its fields are judged too. */
async function withAMoment(page: Page): Promise<void> {
  const extras = page.getByText('Deixar ainda mais especial (opcional)');
  if ((await extras.count()) > 0) await extras.click();
  await page.getByRole('button', { name: /Adicionar momento/ }).click();
  await page.getByRole('group', { name: /Momento 1/ }).waitFor();
}

/** The recipient's tap on the gate, then "Escrever um recado" at the page's end, so that the reply form is judged too. */
async function openedWithTheReplyForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Escrever um recado' }).click();
  await page.getByLabel('Seu recado').waitFor();
}

/** Every screen a buyer, an owner or a recipient meets, and what says it is ready. */
type Size = keyof typeof VIEWPORTS;
/** Every screen is judged on a phone and a desktop; those whose layout is tightest on a small phone, there too. */
const SIZES: readonly Size[] = ['phone', 'desktop'];
const WITH_SMALL_PHONE: readonly Size[] = ['phone', 'small phone', 'desktop'];

interface Screen {
  readonly name: string;
  readonly path: (made: Made) => string;
  readonly ready: (page: Page) => Promise<unknown>;
  readonly sizes?: readonly Size[];
}

const SCREENS: readonly Screen[] = [
  { name: 'landing', path: () => '/', ready: heading, sizes: WITH_SMALL_PHONE },
  { name: 'create', path: () => '/create', ready: createFormRuns, sizes: WITH_SMALL_PHONE },
  {
    name: 'create (Pra Sempre, a moment added)',
    path: () => '/create?plan=premium',
    ready: async (page) => {
      await createFormRuns(page);
      await withAMoment(page);
    },
  },
  {
    name: 'create ("Quase lá!")',
    path: () => '/create?plan=premium',
    ready: async (page) => {
      await createFormRuns(page);
      await fillTheCouple(page, 'Te amo');
      await page.getByRole('button', { name: 'Criar minha página' }).click();
      await page.getByRole('dialog', { name: 'Quase lá!' }).waitFor();
    },
    sizes: ['phone', 'small phone'],
  },
  { name: 'demo checkout', path: ({ pendingId }) => `/checkout/demo/${pendingId}`, ready: heading, sizes: WITH_SMALL_PHONE },
  { name: 'editor', path: ({ bought }) => pathOf(bought.editUrl), ready: editorLoaded, sizes: WITH_SMALL_PHONE },
  {
    name: 'editor (Pra Sempre, a moment added)',
    path: ({ premium }) => pathOf(premium.editUrl),
    ready: async (page) => {
      await editorLoaded(page);
      await withAMoment(page);
    },
  },
  { name: 'return (approved)', path: ({ bought }) => `/pagamento/${bought.id}`, ready: heading, sizes: WITH_SMALL_PHONE },
  { name: 'return (pending)', path: ({ pendingId }) => `/pagamento/${pendingId}`, ready: heading },
  { name: 'return (opens on its day)', path: ({ sealed }) => `/pagamento/${sealed.id}`, ready: heading },
  { name: 'renewal', path: ({ renewal }) => renewal, ready: (page) => page.getByRole('button', { name: /Renovar/ }).waitFor() },
  { name: 'terms', path: () => '/terms-of-use', ready: heading },
  { name: 'privacy', path: () => '/privacy-policy', ready: heading },
  { name: 'not found', path: () => '/nada/por/aqui', ready: heading },
  { name: 'public page (gate)', path: ({ bought }) => bought.path, ready: (page) => page.getByRole('button').first().waitFor() },
  { name: 'public page (open, the reply form open)', path: ({ premium }) => premium.path, ready: openedWithTheReplyForm, sizes: WITH_SMALL_PHONE },
  { name: 'public page (sealed)', path: ({ sealed }) => sealed.path, ready: (page) => page.getByRole('timer').waitFor(), sizes: WITH_SMALL_PHONE },
  { name: 'anniversary e-mails turn-off (asked)', path: ({ anniversaryOff }) => anniversaryOff, ready: heading },
  {
    name: 'anniversary e-mails turn-off (done)',
    path: ({ anniversaryOff }) => anniversaryOff,
    ready: async (page) => {
      await Promise.all([page.waitForNavigation(), page.getByRole('button').first().click()]);
      await heading(page);
    },
  },
  {
    name: 'anniversary e-mails turn-off (a wrong link)',
    path: ({ bought }) => `/aviso-de-aniversario/${bought.id}/desligar?token=x`,
    ready: heading,
  },
  { name: 'opening e-mails turn-off (asked)', path: ({ openingOff }) => openingOff, ready: heading },
];

describe('every screen passes axe-core and the markup rules, on two phones and on a desktop', () => {
  let server: AppServer;
  let browser: Browser;
  let made: Made;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), testBrowser()]);
    const photo = await jpegImage(800, 600);
    const bought = await server.buy(memoryFormFields({ plan: 'basic', youtube: undefined }), [photo]);
    const premium = await server.buy(memoryFormFields({ plan: 'premium', youtube: undefined }), [photo]);
    const revealAt = `${revealDayRange(new Date()).first}T20:00`;
    const sealed = await server.buy({ ...memoryFormFields({ plan: 'basic', youtube: undefined }), revealAt }, [photo]);
    const pending = await fetch(`${server.baseUrl}/api/create-payment`, {
      method: 'POST',
      body: formData(memoryFormFields({ plan: 'basic', youtube: undefined }), [photo]),
    });
    const pendingId = ((await pending.json()) as { init_point: string }).init_point.split('/').pop()!;
    const { container } = server.runtime;
    const renewal = `/renovar/${bought.id}?chave=${renewalKey(container.get(PORTS.EditTokens), bought.id)}`;
    const anniversaryOff = `/aviso-de-aniversario/${bought.id}/desligar?token=${container.get(PORTS.AnniversaryEmailTokens).issue(bought.id)}`;
    const openingOff = `/aviso-de-abertura/${bought.id}/desligar?token=${container.get(PORTS.OpeningEmailTokens).issue(bought.id)}`;
    made = { bought, premium, sealed, pendingId, renewal, anniversaryOff, openingOff };
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  const opened = async (size: Size, screen: Screen) => {
    const context = await browser.newContext({ ...VIEWPORTS[size], baseURL: server.baseUrl, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto(screen.path(made));
    await screen.ready(page);
    return { page, close: () => context.close() };
  };

  describe.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s', (_name, screen) => {
    it.each(screen.sizes ?? SIZES)(
      'at the %s size, axe-core finds nothing serious or critical, nor html-validate an aria-label misuse or a form without a submit',
      async (size) => {
        const served = await (await fetch(`${server.baseUrl}${screen.path(made)}`)).text();
        const { page, close } = await opened(size, screen);
        const findings = { axe: await seriousAxeFindings(page), rendered: await markupFindings(await page.content()) };
        await close();
        expect({ ...findings, served: await markupFindings(served) }).toEqual({ axe: [], rendered: [], served: [] });
      },
    );
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
