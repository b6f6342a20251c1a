import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';

const app = appInBrowser();
let page: Page;
let problems: string[];

async function open(path: string, title: string) {
  ({ page, problems } = await app.phonePage());
  const response = await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return response;
}

/** The numbered section headings ("1. …", "2. …") of the document. */
async function numberedSections(): Promise<string[]> {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  return headings.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /^\d+\. /.test(text));
}

describe('the legal pages', () => {
  it.each([
    ['/terms-of-use', 'Termos de uso', 10],
    ['/privacy-policy', 'Política de privacidade', 10],
  ])('%s: %s, last updated 6 December 2026, with %i numbered sections', async (path, title, count) => {
    await open(path, title);
    expect(await page.title()).toBe(`${title} · memories`);
    expect(await page.getByText('Última atualização: 6 de dezembro de 2026').isVisible()).toBe(true);

    const sections = await numberedSections();
    expect(sections).toHaveLength(count);
    expect(sections.map((text) => Number(text.split('.')[0]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('the terms say what the spec asks (photos, e-mail, plan durations, content, the payment provider) and the 7-day right of withdrawal', async () => {
    await open('/terms-of-use', 'Termos de uso');
    const text = await page.getByRole('main').innerText();
    expect(text).toContain('até 3 (três) fotos');
    expect(text).toContain('e-mail válido');
    expect(text).toContain('não é compartilhado com terceiros');
    expect(text).toContain('você pode desistir da compra em até 7 (sete) dias, contados da confirmação do pagamento');
    expect(text).toContain('Para desistir, escreva para contato@memories.com.br dentro do prazo');
    expect(text).not.toContain('não realizamos reembolsos');
    expect(text).toContain('por 1 (um) ano');
    expect(text).toContain('vitalícia');
    expect(text).toContain('responsável pelos nomes, mensagens, fotos e links');
    expect(text).toContain('Mercado Pago');
  });

  it('the privacy policy names the only third party and how to access, correct or delete the data', async () => {
    await open('/privacy-policy', 'Política de privacidade');
    const text = await page.getByRole('main').innerText();
    expect(text).toContain('O único terceiro com quem compartilhamos dados é o provedor de pagamento, o Mercado Pago');
    expect(text).toContain('acessar, corrigir ou excluir os seus dados');
    expect(await page.getByRole('main').getByRole('link', { name: 'contato@memories.com.br' }).first().getAttribute('href')).toBe(
      'mailto:contato@memories.com.br',
    );
  });

  it("'Voltar para o início' goes back to the landing", async () => {
    await open('/privacy-policy', 'Política de privacidade');
    const back = page.getByRole('link', { name: 'Voltar para o início' }).first();
    expect(await back.getAttribute('href')).toBe('/');
    await back.click();
    await page.waitForURL(`${app.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Declare seu amor com uma página só de vocês' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the footer links lead from one legal page to the other', async () => {
    await open('/terms-of-use', 'Termos de uso');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click();
    await page.getByRole('heading', { level: 1, name: 'Política de privacidade' }).waitFor();
    expect(await page.title()).toBe('Política de privacidade · memories');
    // The new page opens at its top, not where the footer was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('an unknown address', () => {
  it('answers 404 with a friendly page and the way home', async () => {
    const response = await open('/pagina-que-nao-existe', 'Esta página se perdeu no caminho');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Página não encontrada · memories');
    // The browser logs the 404 of the document itself; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);

    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL(`${app.server.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Declare seu amor com uma página só de vocês' }).waitFor();
  });
});
