import { describe, expect, it } from 'vitest';
import { renderPageLinksEmail } from '../../../src/adapters/mail/templates/page-links-email.pt-br.js';
import { expectReceipt } from '../../support/mail.js';
import { aPageLinkEntry, aReceipt } from '../../support/mothers/page-links-email.mother.js';

// 7 December 2026 at midnight in São Paulo.
const OPENS_AT = new Date('2026-12-07T03:00:00.000Z');
const receipt = aReceipt({ orderNumber: 'mem0000000000001', method: 'card', amountCents: 1600 });

describe('the purchase e-mail of a page with a reveal date', () => {
  const sealed = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [aPageLinkEntry({ opensAt: OPENS_AT, receipt })] });

  it('says in its subject, body and plain text when the page opens, never that it is live', () => {
    expect(sealed.subject).toBe('Sua página de amor abre em 07/12 às 00:00 💌');
    for (const part of [sealed.html, sealed.text]) {
      expect(part).toContain('Sua página de amor abre em 07/12 às 00:00');
      expect(part).toContain('A página que você criou abre em 07/12 às 00:00 (horário de Brasília)');
      expect(part).toContain('Plano Pra Sempre · Abre em 07/12 às 00:00 · para sempre');
      expect(part).toContain('a página abre em 07/12 às 00:00. Antes disso, mostra os nomes e a contagem regressiva.');
      expect(part).not.toMatch(/está no ar|abre na hora|já pode ser aberta/);
    }
  });

  it('has "Abre em" in its receipt in place of "Página no ar: para sempre"', () => {
    expectReceipt(sealed.html, sealed.text, [
      ['Plano', 'Plano Pra Sempre'],
      ['Inclui', '3 fotos, Chuva de emojis, Música de fundo, Nossa história: até 8 momentos'],
      ['Valor pago', 'R$\u00a016,00'],
      ['Número do pedido', 'mem0000000000001'],
      ['Data do pagamento', '10 de março de 2026, às 12:00'],
      ['Forma de pagamento', 'Cartão'],
      ['Código do pagamento', '1325489570'],
      ['Abre em', '07/12 às 00:00'],
      ['Duração', 'para sempre'],
    ]);
    expect(sealed.text).not.toContain('Página no ar: para sempre');
  });

  it('keeps the texts of a page without a reveal date, or one already open', () => {
    for (const opensAt of [undefined, null]) {
      const email = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [aPageLinkEntry({ opensAt, receipt })] });
      expect(email.subject).toBe('Sua página de amor está no ar 💌');
      expect(email.text).toContain('Página no ar: para sempre');
      expect(email.text).toContain('a página abre na hora.');
      expect(email.text).not.toContain('Abre em');
    }
  });
});
