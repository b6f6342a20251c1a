import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

/**
 * A production shop with its own content file, on a phone: the landing, the footer and the creation form show its
 * words, contacts and prices and nothing of the demonstration's; a purchase is charged and receipted at the price in
 * force; the promotion is gone from its end on, with the server still running.
 */
const folder = mkdtempSync(join(tmpdir(), 'memories-shop-content-'));
const contentFile = join(folder, 'loja.yaml');
writeFileSync(
  contentFile,
  [
    'name: Amor em Página',
    'contactEmail: contato@amorempagina.com.br',
    "instagram: '@amorempagina'",
    'testimonials:',
    '  - { text: Ela guardou o QR Code na carteira., name: Paula, city: "Curitiba, PR" }',
    'prices: { basic: 15, premium: 20 }',
    'promotion: { percent: 30, ends: 2027-06-14 }',
    '',
  ].join('\n'),
);
const PROMOTION_END = new Date('2027-06-15T03:00:00.000Z');
const clock = new FixedClock(new Date('2027-06-10T15:00:00.000Z'));

const app = appInBrowser(
  {
    NODE_ENV: 'production',
    APP_SECRET: 's'.repeat(40),
    ALLOW_DEMO_CHECKOUT: 'true',
    ALLOW_FILE_MAILER: 'true',
    YOUTUBE_OEMBED_URL: 'off',
    SHOP_CONTENT: contentFile,
  },
  clock,
);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const OURS = ['contato@memories.com.br', 'instagram.com/memories', 'tiktok.com/@memories', '@memories', 'Lucas', 'memories.com.br'];
const expectNoneOfOurs = (text: string) => {
  for (const ours of OURS) expect(text).not.toContain(ours);
};

describe('a shop with its own content (Chromium, 390×844, production)', () => {
  it("the landing and its footer: the operator's name, promotion with its end, prices, testimonial and contacts", async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    expect(await page.getByText('Todos os planos com 30% de desconto até 14/06').first().isVisible()).toBe(true);
    const basic = page.getByRole('article', { name: 'Plano Anual' });
    expect(await basic.locator('s').textContent()).toBe('De R$\u00a015,00');
    expect(await basic.getByText('R$ 10,50').isVisible()).toBe(true);
    expect(await page.getByText('Ela guardou o QR Code na carteira.', { exact: false }).isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'contato@amorempagina.com.br' }).getAttribute('href')).toBe('mailto:contato@amorempagina.com.br');
    expect(await footer.getByText(`© 2027 Amor em Página`).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: /TikTok/ }).count()).toBe(0);
    expectNoneOfOurs(await page.content());
    expect(problems).toEqual([]);
  });

  it('the creation form and its checkout bar: the promotion price of the plan chosen', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/create?plan=premium');
    await page.getByRole('heading', { level: 1, name: 'Crie a página de vocês' }).waitFor();
    expect(await page.getByText('30% off em todos os planos até 14/06').isVisible()).toBe(true);
    const premium = page.getByTestId('plano-premium');
    expect(await premium.getByText('R$ 14,00').isVisible()).toBe(true);
    expect(await premium.locator('s').textContent()).toBe('de R$\u00a020,00');
    expectNoneOfOurs(await page.content());
    expect(problems).toEqual([]);
  });

  it('a purchase is charged and receipted at the price in force, and its e-mail gives our contact only', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'basic' }), [await jpegImage(64, 48)]);
    const mail = (await app.server.outbox()).find((message) => message.html && message.html.includes(bought.id));
    expect(mail).toBeDefined();
    const text = `${mail!.text ?? ''}\n${mail!.html || ''}`;
    expect(text).toContain('R$\u00a010,50');
    expect(text).toContain('contato@amorempagina.com.br');
    expectNoneOfOurs(text);
  });

  it('from the promotion’s end the price is the price: no banner, no crossed-out figure, no restart', async () => {
    clock.set(PROMOTION_END);
    const html = await (await fetch(`${app.server.baseUrl}/`)).text();
    expect(html).not.toContain('de desconto');
    expect(html).not.toMatch(/<s[ >]/);
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    const basic = page.getByRole('article', { name: 'Plano Anual' });
    await basic.waitFor();
    expect(await basic.getByText('R$ 15,00').isVisible()).toBe(true);
    expect(await page.locator('s').count()).toBe(0);
    expect(await page.getByText(/\d+% off|-\d+%/).count()).toBe(0);
    const created = await fetch(`${app.server.baseUrl}/create?plan=premium`);
    expect(await created.text()).not.toContain('R$&nbsp;14,00');
    expect(problems).toEqual([]);
  });
});
