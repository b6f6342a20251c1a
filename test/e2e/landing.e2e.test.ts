import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { holdAppScript, reactRunsThePage } from '../support/browser/browser.js';

const app = appInBrowser();
let page: Page;
let problems: string[];

async function openLanding(path = '/') {
  ({ page, problems } = await app.phonePage());
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Declare seu amor com uma página só de vocês' }).waitFor();
  // The landing arrives rendered: its buttons answer once React has taken it over.
  await reactRunsThePage(page);
}

/** Where a section's top sits in the viewport, in CSS pixels. */
const topOf = (id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

/** True once the section's top rests just under the sticky header. */
async function settledInView(id: string): Promise<boolean> {
  const header = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
  const top = await topOf(id);
  return top >= 0 && top <= header + 4;
}

describe('the landing page on a phone', () => {
  it("'Crie sua memória agora!' opens the form on the premium plan", async () => {
    await openLanding();
    const cta = page.getByRole('link', { name: 'Crie sua memória agora!' });
    expect(await cta.getAttribute('href')).toBe('/create?plan=premium');
    expect(problems).toEqual([]);
    await cta.click();
    await page.waitForURL(`${app.server.baseUrl}/create?plan=premium`);
  });

  it("'Comece agora!' opens the form", async () => {
    await openLanding();
    const cta = page.getByRole('link', { name: 'Comece agora!' });
    expect(await cta.getAttribute('href')).toBe('/create');
    expect(problems).toEqual([]);
    await cta.click();
    await page.waitForURL(`${app.server.baseUrl}/create`);
  });

  it.each([
    ['Plano Anual', 'basic'],
    ['Plano Pra Sempre', 'premium'],
  ])("%s: 'Escolher plano' opens the form on that plan", async (title, plan) => {
    await openLanding();
    const card = page.locator('#planos').getByRole('article', { name: title });
    const choose = card.getByRole('link', { name: 'Escolher plano' });
    expect(await choose.getAttribute('href')).toBe(`/create?plan=${plan}`);
    expect(problems).toEqual([]);
    await choose.click();
    await page.waitForURL(`${app.server.baseUrl}/create?plan=${plan}`);
  });

  it('shows both plans with struck list prices, discounted prices and the premium badge', async () => {
    await openLanding();
    const basic = page.locator('#planos').getByRole('article', { name: 'Plano Anual' });
    const premium = page.locator('#planos').getByRole('article', { name: 'Plano Pra Sempre' });
    expect(await basic.locator('s').textContent()).toBe('De R$\u00a024,00');
    expect(await basic.innerText()).toContain('R$\u00a012,00');
    expect(await basic.innerText()).toContain('Sua página fica no ar por 1 ano');
    expect(await premium.locator('s').textContent()).toBe('De R$\u00a032,00');
    expect(await premium.innerText()).toContain('R$\u00a016,00');
    expect(await premium.innerText()).toContain('Sua página fica no ar para sempre');
    expect(await premium.getByText('Mais popular').isVisible()).toBe(true);
    expect(await basic.getByText('Mais popular').count()).toBe(0);
  });

  it("'Saiba mais' brings the 4 steps of #como-funciona into view", async () => {
    await openLanding();
    expect(await settledInView('como-funciona')).toBe(false);
    await page.getByRole('link', { name: 'Saiba mais' }).click();
    await expect.poll(() => settledInView('como-funciona'), { timeout: 5000 }).toBe(true);
    expect(await page.getByRole('heading', { name: 'Pronta em 4 passos simples' }).isVisible()).toBe(true);
    expect(await page.locator('#como-funciona ol > li').count()).toBe(4);
    expect(new URL(page.url()).hash).toBe('#como-funciona');
    expect(problems).toEqual([]);
  });

  it("the footer's 'Planos' brings #planos into view", async () => {
    await openLanding();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Planos' }).click();
    await expect.poll(() => settledInView('planos'), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
  });

  it("the footer's 'Voltar ao topo' scrolls smoothly back to the top", async () => {
    await openLanding();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(3000);
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      window.addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
    });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Voltar ao topo' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);

    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
    const between = seen.filter((y) => y > 0 && y < bottom);
    expect(between.length, 'a smooth scroll passes through positions in between').toBeGreaterThan(2);
    // Keyboard users land at the top of the page too.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('memories, página inicial');
    expect(problems).toEqual([]);
  });

  it('the FAQ keeps one answer open at a time', async () => {
    await openLanding();
    const faq = page.locator('#duvidas');
    const first = faq.getByRole('button', { name: 'Como funciona?' });
    const fourth = faq.getByRole('button', { name: 'Posso editar a página depois?' });
    const firstAnswer = faq.getByRole('region', { name: 'Como funciona?' });
    const fourthAnswer = faq.getByRole('region', { name: 'Posso editar a página depois?' });

    expect(await faq.getByRole('button').count()).toBe(5);
    expect(await firstAnswer.isVisible()).toBe(false);

    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await firstAnswer.waitFor();
    expect(await firstAnswer.innerText()).toContain('Mercado Pago');

    await fourth.click();
    await fourthAnswer.waitFor();
    expect(await fourthAnswer.innerText()).toContain('Basta acessar o link enviado por e-mail');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstAnswer.isVisible()).toBe(false);

    await fourth.click();
    expect(await fourth.getAttribute('aria-expanded')).toBe('false');
    expect(await faq.getByRole('region').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("keeps a tap made before the page's code ran and makes it once React has the page: the FAQ opens, the resend modal too", async () => {
    ({ page, problems } = await app.phonePage());
    const release = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page.locator('#duvidas').getByRole('button', { name: 'Como funciona?' });
    await question.click();
    await page.getByRole('banner').getByRole('button', { name: 'Reenviar QR Code por e-mail' }).click();
    // Nothing answers yet: the page's code is held back.
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))).toBe(false);
    expect(await question.getAttribute('aria-expanded')).toBe('false');

    release();
    const dialog = page.getByRole('dialog', { name: 'Reenviar QR Code' });
    await dialog.waitFor();
    // Each tap is made once: the question toggled open, not open and shut again.
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#duvidas').getByRole('region', { name: 'Como funciona?' }).innerText()).toContain('Mercado Pago');
    expect(problems).toEqual([]);
  });

  it('has the help area, social and legal links in the footer, and the copyright', async () => {
    await openLanding();
    const help = page.getByRole('region', { name: 'Ainda com dúvidas?' });
    expect(await help.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/memories');
    expect(await help.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toBe('mailto:contato@memories.com.br');

    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/memories');
    expect(await footer.getByRole('link', { name: /^TikTok/ }).getAttribute('href')).toBe('https://www.tiktok.com/@memories');
    expect(await footer.getByText(`© ${new Date().getFullYear()} memories`).isVisible()).toBe(true);

    await footer.getByRole('link', { name: 'Termos de uso' }).click();
    await page.waitForURL(`${app.server.baseUrl}/terms-of-use`);
    await page.getByRole('heading', { level: 1, name: 'Termos de uso' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('arriving from another page at /#planos lands on the plans', async () => {
    ({ page, problems } = await app.phonePage());
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Planos' }).click();
    await page.waitForURL(`${app.server.baseUrl}/#planos`);
    await expect.poll(() => settledInView('planos'), { timeout: 5000 }).toBe(true);
    expect(problems).toEqual([]);
  });

  it('fits the phone without horizontal scrolling', async () => {
    await openLanding();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
