import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const SHOP = {
  SHOP_LEGAL_NAME: 'Memories Presentes Digitais Ltda.',
  SHOP_CNPJ: '11222333000181',
  SHOP_ADDRESS: 'Rua das Flores, 123 – Centro, Curitiba/PR',
  SUPPORT_WHATSAPP: '+55 11 91234-5678',
};
const IDENTITY = 'memories é um serviço de Memories Presentes Digitais Ltda. · CNPJ 11.222.333/0001-81 · Rua das Flores, 123 – Centro, Curitiba/PR.';
const whatsappText = (href: string | null) => {
  const url = new URL(href ?? '');
  return { host: url.host, path: url.pathname, text: url.searchParams.get('text') };
};

describe('a shop that says who it is (Chromium, phone)', () => {
  const app = appInBrowser(SHOP);

  it('the landing: a WhatsApp button in the help area with its message written, and the company in the footer', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    const help = page.locator('#ajuda');
    const button = help.getByRole('link', { name: /Falar no WhatsApp/ });
    await button.waitFor();
    expect(whatsappText(await button.getAttribute('href'))).toEqual({
      host: 'wa.me',
      path: '/5511912345678',
      text: 'Olá! Preciso de ajuda com a minha página do memories.',
    });
    expect(await page.locator('footer').getByText(IDENTITY).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the legal pages name the company', async () => {
    const { page, problems } = await app.phonePage();
    for (const path of ['/terms-of-use', '/privacy-policy']) {
      await page.goto(path);
      await page.locator('article').getByText(IDENTITY).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('the return page offers WhatsApp with the order’s number, and the e-mail ends with it and the company, its receipt naming the seller', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'basic' }), [await jpegImage(600, 800)]);
    const { page, problems } = await app.phonePage();
    await page.goto(`/pagamento/${bought.id}`);
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    const button = page.getByRole('link', { name: /Falar no WhatsApp/ });
    expect(whatsappText(await button.getAttribute('href')).text).toBe(`Olá! Preciso de ajuda com o meu pedido ${bought.id} no memories.`);

    const mail = (await app.server.outbox()).find((m) => m.text?.includes(bought.id))!;
    expect(mail.text).toContain('Vendido por: Memories Presentes Digitais Ltda., CNPJ 11.222.333/0001-81');
    expect(mail.text).toContain('Fale com a gente no WhatsApp: https://wa.me/5511912345678?text=');
    expect(mail.text).toContain(IDENTITY);
    expect(problems).toEqual([]);
  });
});
