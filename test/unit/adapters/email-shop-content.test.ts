import type { SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { shopContentOf } from '../../../src/adapters/composition/shop-content.js';
import { pageLinksMessage } from '../../../src/adapters/mail/page-links-message.js';
import { pageReplyMessage } from '../../../src/adapters/mail/page-reply-message.js';
import { withShopFooter } from '../../../src/adapters/mail/shop-footer.js';
import { anniversaryMessage, pageOpenedMessage } from '../../../src/adapters/mail/turn-off-link-messages.js';
import type { ShopContentGiven } from '../../../src/domain/shop/shop-content.js';
import type { ShopIdentity } from '../../../src/domain/shop/shop-identity.js';
import { aPageLinkEntry, aReceipt } from '../../support/mothers/page-links-email.mother.js';

/**
 * Every e-mail in the shop's own words: the name and contact e-mail of its content file, none of the demonstration's,
 * and no line asking buyers to write when a production shop gives no contact e-mail.
 */
const FROM = 'Amor em Página <nao-responda@amorempagina.com.br>';
const SELLER: ShopIdentity = {
  legalName: 'Amor em Página Presentes Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua das Flores, 100, Curitiba, PR',
  whatsapp: '5541912345678',
};
const TURN_OFF = 'https://amorempagina.com.br/desligar/abc';

/** Each e-mail the shop sends, as its transports send it (footer included), with the content of a production shop. */
function everyEmail(given: ShopContentGiven | null): Record<string, { text: string; html: string }> {
  const content = shopContentOf({ env: 'production', shopContentFile: given });
  const person = { to: 'ana@example.com', yourName: 'Ana', lovedName: 'João', publicUrl: 'https://amorempagina.com.br/ana-e-joao/abc' };
  const messages: Record<string, SendMailOptions> = {
    purchase: pageLinksMessage(
      { to: 'ana@example.com', reason: 'activated', pages: [aPageLinkEntry({ receipt: aReceipt() })] },
      FROM,
      SELLER,
      content,
    ),
    resend: pageLinksMessage({ to: 'ana@example.com', reason: 'resend', pages: [aPageLinkEntry()] }, FROM, SELLER, content),
    opened: pageOpenedMessage({ ...person, openedAt: new Date('2027-01-01T12:00:00Z'), turnOffUrl: TURN_OFF }, FROM, content),
    anniversary: anniversaryMessage({ ...person, years: 2, plan: null, turnOffUrl: TURN_OFF }, FROM, content),
    reply: pageReplyMessage({ ...person, note: 'Te amo', sentAt: new Date('2027-01-01T12:00:00Z') }, FROM, content),
  };
  return Object.fromEntries(
    Object.entries(messages).map(([name, message]) => {
      const footed = withShopFooter(message, SELLER, content);
      return [name, { text: String(footed.text), html: String(footed.html) }];
    }),
  );
}

describe('the e-mails speak for the shop of the content file', () => {
  it("name the operator's contact e-mail and shop, and nothing of the demonstration's", () => {
    const emails = everyEmail({ name: 'Amor em Página', contactEmail: 'contato@amorempagina.com.br' });
    for (const [name, { text, html }] of Object.entries(emails)) {
      for (const part of [text, html]) {
        expect(part, name).toContain('Precisa de ajuda? Escreva para ');
        expect(part, name).toContain('contato@amorempagina.com.br');
        expect(part, name).toContain('Amor em Página é um serviço de Amor em Página Presentes Ltda.');
        expect(part, name).not.toContain('contato@memories.com.br');
        expect(part, name).not.toContain('@memories');
        expect(part, name).not.toContain('memories é um serviço');
      }
    }
    expect(emails.purchase!.html).toContain('href="mailto:contato@amorempagina.com.br"');
    expect(emails.purchase!.text).toContain(
      'Precisa de ajuda? Escreva para contato@amorempagina.com.br e informe o número do pedido (ou o e-mail da compra).',
    );
    expect(emails.opened!.text).toContain('Precisa de ajuda? Escreva para contato@amorempagina.com.br.');
    // The WhatsApp greeting names the shop too.
    expect(decodeURIComponent(emails.purchase!.text)).toContain('Olá! Preciso de ajuda com a minha página do Amor em Página.');
  });

  it('say no contact line at all when a production shop gives no contact e-mail', () => {
    for (const [name, { text, html }] of Object.entries(everyEmail(null))) {
      for (const part of [text, html]) {
        expect(part, name).not.toContain('Precisa de ajuda? Escreva para');
        expect(part, name).not.toContain('mailto:');
        expect(part, name).not.toContain('memories.com.br');
        // The WhatsApp link and who sells stay: the footer names them.
        expect(part, name).toContain('Fale com a gente no WhatsApp');
      }
    }
  });
});
