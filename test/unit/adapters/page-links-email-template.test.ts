import { describe, expect, it } from 'vitest';
import { renderPageLinksEmail } from '../../../src/adapters/mail/templates/page-links-email.pt-br.js';
import { expectReceipt, SUPPORT_LINE } from '../../support/mail.js';
import { aPageLinkEntry, aReceipt, BIA_AND_CAIO_BASIC, BIA_AND_CAIO_RECEIPT_LINES } from '../../support/mothers/page-links-email.mother.js';

const basic = aPageLinkEntry({
  id: 'mem0000000000002',
  yourName: 'Bia',
  lovedName: 'Caio',
  plan: 'basic',
  publicUrl: 'https://memories.example/bia-e-caio/mem0000000000002',
  // 23:00 on 10 March in São Paulo, already 11 March in UTC.
  endsAt: new Date('2027-03-11T02:00:00.000Z'),
});
const premium = aPageLinkEntry();

describe('page links e-mail template (pt-BR)', () => {
  it('speaks of one page in the singular', () => {
    const activated = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [premium] });
    const resent = renderPageLinksEmail({ to: 'ana@example.com', reason: 'resend', pages: [premium] });

    expect(activated.subject).toBe('Sua página de amor está no ar 💌');
    expect(activated.text).toContain('A página que você criou já pode ser aberta');
    expect(resent.subject).toBe('Seu link e QR Code 💌');
    expect(resent.text).toContain('o link da sua página, o QR Code');
  });

  it('speaks of several pages in the plural', () => {
    const activated = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [premium, basic] });
    const resent = renderPageLinksEmail({ to: 'ana@example.com', reason: 'resend', pages: [premium, basic] });

    expect(activated.subject).toBe('Suas páginas de amor estão no ar 💌');
    expect(activated.text).toContain('As 2 páginas que você criou já podem ser abertas');
    expect(resent.subject).toBe('Seus links e QR Codes 💌');
    expect(resent.text).toContain('os links das suas 2 páginas');
    expect(resent.html).toContain('Ana &amp; João');
    expect(resent.html).toContain('Bia &amp; Caio');
    expect(resent.text).toContain('Ana & João');
    expect(resent.text).toContain('Bia & Caio');
  });

  it('greets the buyer by name only when every page is theirs', () => {
    expect(renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [premium] }).text).toContain('Oi, Ana!');
    expect(renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [premium, basic] }).text).toMatch(/^Oi!$/m);
  });

  it('says "para sempre" for premium and the end date in Portuguese, São Paulo time, for basic', () => {
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [premium, basic] });

    for (const part of [email.html, email.text]) {
      expect(part).toContain('Plano Pra Sempre · no ar para sempre');
      expect(part).toContain('Plano Anual · disponível até 10 de março de 2027');
      expect(part).not.toContain('11 de março');
    }
  });

  it('puts both links in both parts, with the private warning before the edit link', () => {
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [premium] });
    const warning = 'Guarde este e-mail: com o link abaixo você pode editar sua página. Não compartilhe.';

    for (const part of [email.html, email.text]) {
      expect(part).toContain(premium.publicUrl);
      expect(part).toContain(premium.editUrl);
      expect(part.indexOf(warning)).toBeGreaterThan(-1);
      expect(part.indexOf(warning)).toBeLessThan(part.indexOf(premium.editUrl));
    }
    expect(email.html).toContain(`href="${premium.publicUrl}"`);
    expect(email.html).toContain(`href="${premium.editUrl}"`);
    expect(email.text).toContain('câmera do celular');
  });

  it('attaches each QR code inline, referenced by cid, and as a downloadable file', () => {
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [premium, basic] });

    const inline = email.attachments.filter((a) => a.disposition === 'inline');
    const files = email.attachments.filter((a) => a.disposition === 'attachment');
    expect(inline.map((a) => a.filename)).toEqual(['qr-code-ana-e-joao.png', 'qr-code-bia-e-caio.png']);
    expect(files.map((a) => a.filename)).toEqual(['qr-code-ana-e-joao.png', 'qr-code-bia-e-caio.png']);
    expect(new Set(inline.map((a) => a.cid)).size).toBe(2);
    for (const attachment of inline) expect(email.html).toContain(`src="cid:${attachment.cid}"`);
    expect(inline[0]!.content).toBe(premium.qrCodePng);
    expect(files[1]!.content).toBe(basic.qrCodePng);
    expect(email.attachments.every((a) => a.contentType === 'image/png')).toBe(true);
  });

  it('gives two pages of the same couple distinct file names', () => {
    const again = aPageLinkEntry({ id: 'mem0000000000009' });
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [premium, again] });

    const names = email.attachments.filter((a) => a.disposition === 'attachment').map((a) => a.filename);
    expect(names).toEqual(['qr-code-ana-e-joao.png', 'qr-code-ana-e-joao-2.png']);
  });

  it('escapes names in the HTML but keeps them readable in the text part', () => {
    const hostile = aPageLinkEntry({ yourName: '<script>alert("x")</script>', lovedName: "O'Neil & Co" });
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [hostile] });

    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; O&#39;Neil &amp; Co');
    expect(email.text).toContain(`<script>alert("x")</script> & O'Neil & Co`);
  });

  it('builds the HTML as a phone-width table layout with no external resources', () => {
    const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [premium] });

    expect(email.html).toContain('max-width:560px');
    expect(email.html).toContain('<table role="presentation"');
    expect(email.html).not.toMatch(/<link\b|@import|url\(|src="https?:/i);
  });

  describe('the receipt (activation e-mail)', () => {
    it('lists plan, amount paid, order number, date, payment method, payment code and end date, in both parts', () => {
      const paid = aPageLinkEntry({ ...BIA_AND_CAIO_BASIC, receipt: aReceipt() });
      const email = renderPageLinksEmail({ to: 'bia@example.com', reason: 'activated', pages: [paid] });

      expectReceipt(email.html, email.text, BIA_AND_CAIO_RECEIPT_LINES);
      // After the links: the e-mail is first about the page.
      expect(email.text.indexOf('RECIBO DA COMPRA')).toBeGreaterThan(email.text.indexOf(paid.editUrl));
    });

    it('says a premium page stays online for good, a card as "Cartão", and the demonstration checkout for what it is', () => {
      const card = aPageLinkEntry({ receipt: aReceipt({ orderNumber: 'mem0000000000001', method: 'card', amountCents: 1600 }) });
      const demo = aPageLinkEntry({
        receipt: aReceipt({ orderNumber: 'mem0000000000001', method: 'demo', paymentId: 'demo-mem0000000000001', amountCents: 1600 }),
      });
      const byCard = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [card] });
      const byDemo = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [demo] });

      const start: [string, string][] = [
        ['Plano', 'Plano Pra Sempre'],
        ['Inclui', '3 fotos, Chuva de emojis, Música de fundo, Nossa história: até 8 momentos'],
        ['Valor pago', 'R$\u00a016,00'],
        ['Número do pedido', 'mem0000000000001'],
        ['Data do pagamento', '10 de março de 2026, às 12:00'],
      ];
      expectReceipt(byCard.html, byCard.text, [
        ...start,
        ['Forma de pagamento', 'Cartão'],
        ['Código do pagamento', '1325489570'],
        ['Página no ar', 'para sempre'],
      ]);
      // The demonstration's own payment code means nothing to the buyer: left out.
      expectReceipt(byDemo.html, byDemo.text, [
        ...start,
        ['Forma de pagamento', 'Demonstração (nenhuma cobrança real)'],
        ['Página no ar', 'para sempre'],
      ]);
    });

    it('leaves out the method a checkout did not report, and has no receipt for an unpaid page or in a resend', () => {
      const unsaid = aPageLinkEntry({ ...BIA_AND_CAIO_BASIC, receipt: aReceipt({ method: null }) });
      const email = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [unsaid] });
      expectReceipt(
        email.html,
        email.text,
        BIA_AND_CAIO_RECEIPT_LINES.filter(([label]) => label !== 'Forma de pagamento'),
      );

      const unpaid = renderPageLinksEmail({ to: 'a@example.com', reason: 'activated', pages: [aPageLinkEntry({ receipt: null })] });
      const resent = renderPageLinksEmail({ to: 'a@example.com', reason: 'resend', pages: [aPageLinkEntry({ receipt: aReceipt() })] });
      for (const part of [unpaid.html, unpaid.text, resent.html, resent.text]) expect(part).not.toContain('RECIBO DA COMPRA');
    });

    it('ends every e-mail with the support contact, a mailto link in the HTML', () => {
      for (const reason of ['activated', 'resend'] as const) {
        const email = renderPageLinksEmail({ to: 'a@example.com', reason, pages: [premium] });
        expect(email.text).toContain(SUPPORT_LINE);
        expect(email.html).toContain('href="mailto:contato@memories.com.br"');
        expect(email.html).toContain('Precisa de ajuda? Escreva para ');
      }
    });
  });
});
