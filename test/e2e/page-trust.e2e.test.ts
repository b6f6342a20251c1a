import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import type { BoughtPage } from '../support/browser/app-server.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

/** Where the screens of this file are kept, to look at them. */
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-page';

const app = appInBrowser();
let premium: BoughtPage;

beforeAll(async () => {
  premium = await app.server.buy(memoryFormFields(), [await jpegImage(900, 1200), await jpegImage(1200, 800)]);
});

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  // Let one-off animations (the reveal, a dialog opening) end; the hearts go on.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage, animations: 'allow' });
}

/** Opens the public page as a recipient does: the address, then the 'Clique' gate. */
async function openPublicPage(page: Page): Promise<void> {
  await page.goto(premium.path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).waitFor();
  await page.locator('[data-testid="falling-hearts"] > span').first().waitFor({ state: 'attached' });
}

/** The parts of the page a recipient reads, by a CSS selector each. */
const READ = {
  names: 'h1',
  photo: '[aria-roledescription="carrossel"]',
  counter: 'section[aria-labelledby="time-together-title"]',
  message: 'section[aria-labelledby="message-title"] p',
} as const;

/**
 * What the browser finds on top at the centre and near the four corners of `selector` (scrolled into view with
 * `block`): for each point, whether the element hit belongs to it.
 */
function hitsOn(page: Page, selector: string, block: ScrollLogicalPosition = 'center') {
  return page.evaluate(
    ([selector, block]) => {
      const target = document.querySelector(selector)!;
      target.scrollIntoView({ block, behavior: 'instant' });
      const box = target.getBoundingClientRect();
      const inset = Math.min(14, box.width / 4, box.height / 4);
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ].filter(([, y]) => y! >= 0 && y! < innerHeight);
      return points.map(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return { x, y, own: hit !== null && target.contains(hit), hit: hit?.outerHTML.slice(0, 80) ?? null };
      });
    },
    [selector, block] as const,
  );
}

describe('what the recipient reads stays readable (Chromium, 390x844)', () => {
  it('paints the falling hearts beneath the names, the photo, the counter and the message', async () => {
    const { page, problems } = await app.phonePage();
    await openPublicPage(page);
    await screenshot(page, 'hearts-phone-top');

    // The hearts never take a tap; to see what is painted over what, the test lets them be hit for a moment: the
    // browser then answers with the top-most thing at each point, which must be the page's own content.
    await page.addStyleTag({ content: '[data-testid="falling-hearts"], [data-testid="falling-hearts"] > span { pointer-events: auto !important; }' });
    for (const [part, selector] of Object.entries(READ)) {
      const hits = await hitsOn(page, selector);
      expect(hits.length, part).toBeGreaterThan(0);
      for (const hit of hits) expect(hit.own, `${part} at (${hit.x}, ${hit.y}) is covered by ${hit.hit}`).toBe(true);
    }

    // And every heart that lies over one of them (at its centre) is painted beneath it.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const covering = await page.evaluate((selectors) => {
      const parts = selectors.flatMap((selector) => [...document.querySelectorAll(selector)]);
      const inside = (element: Element, x: number, y: number) => {
        const r = element.getBoundingClientRect();
        return x > r.left && x < r.right && y > r.top && y < r.bottom;
      };
      return [...document.querySelectorAll('[data-testid="falling-hearts"] > span')].flatMap((heart, i) => {
        const box = heart.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (!parts.some((part) => inside(part, x, y))) return [];
        return document.elementFromPoint(x, y) === heart ? [`heart ${i} at (${Math.round(x)}, ${Math.round(y)})`] : [];
      });
    }, Object.values(READ));
    expect(covering).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("keeps the owner's 'Editar página' button off the counter, the names, the photo and the message, and it still opens the editor", async () => {
    const { page, problems } = await app.phonePage();
    // The e-mailed edit link keeps the token in this browser: the public page then shows its owner the button.
    await page.goto(premium.editUrl);
    await page.getByRole('heading', { level: 1, name: 'Editar Página de Amor' }).waitFor();
    await openPublicPage(page);
    const button = page.getByRole('button', { name: 'Editar página' });
    await button.waitFor();
    await screenshot(page, 'owner-phone-top');

    const overlap = () =>
      page.evaluate((selectors) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Editar página'))!;
        const b = button.getBoundingClientRect();
        return selectors.flatMap((selector) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          const crosses = b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
          return crosses ? [selector] : [];
        });
      }, Object.values(READ));

    // The counter where the floating button used to be (the bottom of the screen), in the middle and at the top.
    for (const block of ['end', 'center', 'start'] as const) {
      const hits = await hitsOn(page, READ.counter, block);
      for (const hit of hits) expect(hit.own, `counter (${block}) at (${hit.x}, ${hit.y}) is covered by ${hit.hit}`).toBe(true);
      expect(await overlap(), `scrolled with the counter at the ${block}`).toEqual([]);
      if (block === 'end') await screenshot(page, 'owner-phone-counter-at-bottom');
    }
    for (const [part, selector] of Object.entries(READ)) {
      for (const block of ['end', 'start'] as const) {
        const hits = await hitsOn(page, selector, block);
        for (const hit of hits) expect(hit.own, `${part} (${block}) at (${hit.x}, ${hit.y}) is covered by ${hit.hit}`).toBe(true);
      }
    }

    // The button is still there for its owner, and opens the editor.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await button.isVisible()).toBe(true);
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await button.click();
    await page.getByRole('dialog', { name: 'Editar Página de Amor' }).waitFor();
    await screenshot(page, 'owner-phone-popup');
    expect(problems).toEqual([]);
  });
});

describe('the owner after saving an edit (Chromium, 390x844)', () => {
  it('lands on the opened page, without the Clique gate; a later visit shows the gate again', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'basic', youtube: '' }), [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage();
    await page.goto(bought.editUrl);
    const message = page.getByLabel('Mensagem');
    await expect.poll(() => message.inputValue(), { timeout: 10_000 }).not.toBe('');
    await message.fill('Salvo agora, e a página já aberta.');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL(`${app.server.baseUrl}${bought.path}`);

    await page.getByText('Salvo agora, e a página já aberta.').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Ana Júlia & João' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Clique' }).count()).toBe(0);
    await screenshot(page, 'owner-after-save-phone');

    // The mark is used once: a reload is a visit like any other, with its gate.
    await page.reload();
    await page.getByRole('button', { name: 'Clique' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('the e-mail of a bought page is its receipt (Chromium, 390x844)', () => {
  it('says the plan, the amount paid, the order number, the date, the payment method, the end and whom to ask, in both parts', async () => {
    const mail = (await app.server.outbox()).find((m) => m.text?.includes(premium.editUrl));
    expect(mail, 'the activation e-mail of the page').toBeDefined();
    const text = mail!.text ?? '';
    const receipt = text.slice(text.indexOf('RECIBO DA COMPRA')).split('\n').slice(0, 9);
    expect(receipt).toEqual([
      'RECIBO DA COMPRA',
      'Plano: Plano Pra Sempre',
      'Inclui: 3 fotos, Chuva de emojis, Música de fundo, Nossa história: até 8 momentos',
      'Valor pago: R$\u00a016,00',
      `Número do pedido: ${premium.id}`,
      expect.stringMatching(/^Data do pagamento: \d{1,2} de [a-zç]+ de \d{4}, às \d{2}:\d{2}$/),
      'Forma de pagamento: Demonstração (nenhuma cobrança real)',
      'Página no ar: para sempre',
      '',
    ]);
    expect(text).toContain('Precisa de ajuda? Escreva para contato@memories.com.br');
    const html = String(mail!.html);
    for (const cell of [
      'RECIBO DA COMPRA',
      'Valor pago',
      'R$\u00a016,00',
      premium.id,
      'Demonstração (nenhuma cobrança real)',
      'mailto:contato@memories.com.br',
    ]) {
      expect(html).toContain(cell);
    }

    // How it reads on a phone's mail app.
    const { page } = await app.phonePage();
    await page.setContent(html);
    await screenshot(page, 'email-phone', true);
    const rows = await page.locator('td', { hasText: /^Valor pago$/ }).count();
    expect(rows).toBe(1);
  });
});

describe('the resend modal when nothing arrives (Chromium, 390x844)', () => {
  it('asks for the address of the purchase and says where to look, how long to wait and whom to write to', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Reenviar QR Code por e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reenviar QR Code' });
    await dialog.waitFor();

    // The spec's text, unchanged, and the address to use.
    expect(
      await dialog
        .getByText('Digite o e-mail que você usou para criar sua página. Se encontrarmos seu registro, reenviaremos o QR Code.')
        .isVisible(),
    ).toBe(true);
    const field = dialog.getByLabel('E-mail');
    expect(await field.getAttribute('placeholder')).toBe('Seu e-mail');
    const hintId = await field.getAttribute('aria-describedby');
    expect(hintId, 'the field is described by a hint').toBeTruthy();
    expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(/mesmo e-mail que você informou na compra/);

    const help = dialog.getByRole('region', { name: 'Não recebeu o QR Code?' });
    expect(await help.isVisible()).toBe(true);
    expect(await help.textContent()).toMatch(/Spam.*Promoções/);
    expect(await help.textContent()).toMatch(/alguns minutos/);
    const contact = help.getByRole('link', { name: 'contato@memories.com.br' });
    expect(await contact.getAttribute('href')).toBe('mailto:contato@memories.com.br');
    await screenshot(page, 'resend-modal-phone');

    // The way out fits the phone's screen with the form: the dialog scrolls, nothing is cut off sideways.
    const width = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(width).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
