import { describe, expect, it } from 'vitest';
import { withShopFooter } from '../../../src/adapters/mail/shop-footer.js';
import { renderPageLinksEmail } from '../../../src/adapters/mail/templates/page-links-email.pt-br.js';
import { UNNAMED_SHOP, type ShopIdentity } from '../../../src/domain/shop/shop-identity.js';
import { aPageLinkEntry, aReceipt } from '../../support/mothers/page-links-email.mother.js';

const SHOP: ShopIdentity = {
  legalName: 'Memories Presentes Digitais Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua das Flores, 123 – Centro, Curitiba/PR',
  whatsapp: '5511912345678',
};
const MESSAGE = { text: 'Oi!\n\nAté logo.\n', html: '<html><body><p>Oi!</p></body></html>' };

describe('withShopFooter (every e-mail)', () => {
  it('ends the text and the HTML with the WhatsApp link, its message written, and who the shop is', () => {
    const footed = withShopFooter(MESSAGE, SHOP);
    const whatsapp = 'https://wa.me/5511912345678?text=Ol%C3%A1!%20Preciso%20de%20ajuda%20com%20a%20minha%20p%C3%A1gina%20do%20memories.';
    expect(footed.text).toBe(
      'Oi!\n\nAté logo.\n\n' +
        `Fale com a gente no WhatsApp: ${whatsapp}\n` +
        'memories é um serviço de Memories Presentes Digitais Ltda. · CNPJ 11.222.333/0001-81 · Rua das Flores, 123 – Centro, Curitiba/PR.\n',
    );
    expect(footed.html).toContain(`<a href="${whatsapp}" target="_blank"`);
    expect(footed.html).toContain('Fale com a gente no WhatsApp</a>');
    expect(footed.html).toMatch(/CNPJ 11\.222\.333\/0001-81 · Rua das Flores, 123 – Centro, Curitiba\/PR\.<\/p><\/div>\n<\/body>/);
  });

  it('says only what is configured, and leaves the e-mail as it was when nothing is', () => {
    expect(withShopFooter(MESSAGE, UNNAMED_SHOP)).toEqual(MESSAGE);
    expect(withShopFooter(MESSAGE, undefined)).toEqual(MESSAGE);
    const onlyWhatsapp = withShopFooter(MESSAGE, { ...UNNAMED_SHOP, whatsapp: '5511912345678' });
    expect(onlyWhatsapp.text).toMatch(/Fale com a gente no WhatsApp: https:\/\/wa\.me\/5511912345678\?text=\S+\n$/);
    expect(onlyWhatsapp.text).not.toContain('serviço de');
    const onlyCompany = withShopFooter(MESSAGE, { ...UNNAMED_SHOP, legalName: 'Ana & Cia <Ltda>' });
    expect(onlyCompany.text).toMatch(/memories é um serviço de Ana & Cia <Ltda>\.\n$/);
    expect(onlyCompany.html).toContain('Ana &amp; Cia &lt;Ltda&gt;.');
    expect(onlyCompany.html).not.toContain('WhatsApp');
  });
});

describe('the receipt names the seller', () => {
  it('with its company name and CNPJ on the activation e-mail, and not without them', () => {
    const paid = aPageLinkEntry({ receipt: aReceipt() });
    const named = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [paid] }, SHOP);
    expect(named.text).toMatch(/^RECIBO DA COMPRA\nVendido por: Memories Presentes Digitais Ltda\., CNPJ 11\.222\.333\/0001-81\n/m);
    expect(named.html).toContain('Vendido por');
    const unnamed = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [paid] });
    expect(unnamed.text).not.toContain('Vendido por');
  });
});
