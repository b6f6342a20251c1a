import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';

/**
 * The legal pages of a shop with its own content file and company, on a phone: its name, contact e-mail, the
 * withdrawal text it chose and who sells, and nothing of the demonstration's (the footer is the landing's tests').
 */
const folder = mkdtempSync(join(tmpdir(), 'memories-legal-content-'));
const contentFile = join(folder, 'conteudo.yaml');
writeFileSync(contentFile, ['name: Amor em Página', 'contactEmail: contato@amorempagina.com.br', 'withdrawal: until-opened', ''].join('\n'));

const app = appInBrowser({
  SHOP_CONTENT: contentFile,
  SHOP_LEGAL_NAME: 'Amor em Página Presentes Ltda.',
  SHOP_CNPJ: '11.222.333/0001-81',
  SHOP_ADDRESS: 'Rua das Flores, 100, Curitiba, PR',
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function open(path: string, title: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await app.phonePage();
  await opened.page.goto(path);
  await opened.page.getByRole('heading', { level: 1, name: title }).waitFor();
  return opened;
}

describe('the legal pages of a shop with its own content', () => {
  it("the terms: the shop's name, its withdrawal text (until opened), its contact and who sells, none of ours", async () => {
    const { page, problems } = await open('/terms-of-use', 'Termos de uso');
    expect(await page.title()).toBe('Termos de uso · Amor em Página');
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Estes Termos de Uso regulam o uso do Amor em Página');
    expect(main).toContain('desde que a pessoa presenteada ainda não tenha aberto a página');
    expect(main).toContain('o serviço está prestado e o valor não é mais devolvido por desistência');
    expect(main).toContain('Para desistir, escreva para contato@amorempagina.com.br dentro do prazo');
    expect(main).toContain('O Amor em Página é oferecido por Amor em Página Presentes Ltda., CNPJ 11.222.333/0001-81');
    expect(main).not.toContain('contato@memories.com.br');
    expect(main).not.toContain('@memories');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  it('the privacy policy: the contact e-mail to ask for a copy or the deletion, and the controller', async () => {
    const { page, problems } = await open('/privacy-policy', 'Política de privacidade');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'contato@amorempagina.com.br' }).first().getAttribute('href')).toBe(
      'mailto:contato@amorempagina.com.br',
    );
    const text = await main.innerText();
    expect(text).toContain('O controlador dos seus dados é Amor em Página Presentes Ltda.');
    expect(text).toContain('Respondemos em até 15 (quinze) dias');
    expect(text).not.toContain('contato@memories.com.br');
    expect(problems).toEqual([]);
  });
});
