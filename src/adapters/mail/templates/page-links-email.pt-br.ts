import { PLANS } from '../../../domain/plan/plan.js';
import type { PageLinkEmailEntry, PageLinksEmail, PageReceipt } from '../../../application/ports/mailer.js';
import { memorySlug } from '../../../domain/memory/memory-slug.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { PLAN_TITLE, planContentsLine } from '../../../texts/plans.pt-br.js';
import { PAYMENT_METHOD_NAME, RECEIPT, SUPPORT_CONTACT, supportLine } from '../../../texts/receipt.pt-br.js';
import { RECEIPT_SELLER, receiptSellerLine } from '../../../texts/shop-identity.pt-br.js';
import { UNNAMED_SHOP, type ShopIdentity } from '../../../domain/shop/shop-identity.js';
import { SHARE_CARD_EMAIL } from '../../../texts/share-card.pt-br.js';
import { SEALED_PAGE_EMAIL as SEALED } from '../../../texts/sealed-page-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import {
  DEMONSTRATION_WORDS,
  EMAIL_COLORS,
  EMAIL_SANS,
  EMAIL_SERIF,
  emailButton,
  hiddenPreheader,
  roundedTable,
  type EmailShopWords,
} from './email-parts.js';

export interface EmailAttachment {
  readonly filename: string;
  readonly content: Uint8Array;
  readonly contentType: string;
  readonly disposition: 'inline' | 'attachment';
  /** Set on inline parts: the HTML refers to them as `cid:<cid>`. */
  readonly cid?: string;
}

export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly EmailAttachment[];
}

const COLORS = EMAIL_COLORS;
const SERIF = EMAIL_SERIF;
const SANS = EMAIL_SANS;

const endDate = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PRODUCT_TIME_ZONE,
});

const paidTime = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: PRODUCT_TIME_ZONE });

const EDIT_WARNING = 'Guarde este e-mail: com o link abaixo você pode editar sua página. Não compartilhe.';
const QR_HOW_TO = 'Imprima o QR Code ou coloque-o num cartão: quem você ama aponta a câmera do celular para ele e a página abre na hora.';

interface PageView {
  readonly couple: string;
  readonly planLine: string;
  readonly publicUrl: string;
  readonly editUrl: string;
  readonly qrFilename: string;
  readonly qrCid: string;
  /** How the QR code is used: at once, or from the reveal date of a sealed page. */
  readonly qrHowTo: string;
  /** The receipt's lines, label and value; empty when the e-mail carries no receipt. */
  readonly receipt: readonly (readonly [string, string])[];
  /** The printable card's and the status image's links, label and address; empty for a page not paid. */
  readonly cards: readonly (readonly [string, string])[];
}

interface Wording {
  readonly subject: string;
  readonly heading: string;
  readonly greeting: string;
  readonly intro: string;
  readonly footer: string;
  /** The shop's contact e-mail; null: no line asks buyers to write. */
  readonly contactEmail: string | null;
}

/** The e-mail that carries a buyer's page links, QR codes and secret edit links, in Portuguese, in the shop's words. */
export function renderPageLinksEmail(
  email: PageLinksEmail,
  shop: ShopIdentity = UNNAMED_SHOP,
  words: EmailShopWords = DEMONSTRATION_WORDS,
): RenderedEmail {
  const filenames = uniqueFilenames(email.pages);
  const seller = email.reason === 'activated' ? receiptSellerLine(shop) : null;
  const withReceipt = email.reason === 'activated';
  const views = email.pages.map((page, index) => pageView(page, index, filenames[index]!, withReceipt, seller));
  const wording = { ...wordingFor(email), contactEmail: words.contactEmail };
  const attachments = email.pages.flatMap((page, index): EmailAttachment[] => {
    const view = views[index]!;
    const png = { filename: view.qrFilename, content: page.qrCodePng, contentType: 'image/png' };
    return [
      { ...png, disposition: 'inline', cid: view.qrCid },
      { ...png, disposition: 'attachment' },
    ];
  });
  return { subject: wording.subject, html: html(wording, views), text: text(wording, views), attachments };
}

function wordingFor(email: PageLinksEmail): Omit<Wording, 'contactEmail'> {
  const one = email.pages.length === 1;
  const opensAt = one ? (email.pages[0]!.opensAt ?? null) : null;
  const buyers = new Set(email.pages.map((page) => page.yourName));
  const greeting = buyers.size === 1 ? `Oi, ${[...buyers][0]}!` : 'Oi!';
  if (email.reason === 'activated' && opensAt !== null) {
    return {
      subject: SEALED.subject(opensAt),
      heading: SEALED.heading(opensAt),
      greeting,
      intro: SEALED.intro(opensAt),
      footer: 'Você recebeu este e-mail porque criou uma página de amor com este endereço.',
    };
  }
  if (email.reason === 'activated') {
    return {
      subject: one ? 'Sua página de amor está no ar 💌' : 'Suas páginas de amor estão no ar 💌',
      heading: one ? 'Sua página de amor está no ar' : 'Suas páginas de amor estão no ar',
      greeting,
      intro: one
        ? 'Pagamento confirmado! A página que você criou já pode ser aberta por quem você ama. Aqui estão o link, o QR Code e o seu link secreto de edição.'
        : `Pagamento confirmado! As ${email.pages.length} páginas que você criou já podem ser abertas. Aqui estão os links, os QR Codes e os seus links secretos de edição.`,
      footer: 'Você recebeu este e-mail porque criou uma página de amor com este endereço.',
    };
  }
  return {
    subject: one ? 'Seu link e QR Code 💌' : 'Seus links e QR Codes 💌',
    heading: one ? 'Seu link e QR Code' : 'Seus links e QR Codes',
    greeting,
    intro: one
      ? 'Você pediu e aqui está de novo: o link da sua página, o QR Code e o seu link secreto de edição.'
      : `Você pediu e aqui estão de novo: os links das suas ${email.pages.length} páginas, os QR Codes e os seus links secretos de edição.`,
    footer:
      'Você recebeu este e-mail porque pediram o reenvio dos links para este endereço. Se não foi você, fique tranquilo: os links só chegam aqui.',
  };
}

function pageView(page: PageLinkEmailEntry, index: number, qrFilename: string, withReceipt: boolean, seller: string | null): PageView {
  const opensAt = page.opensAt ?? null;
  const until = page.endsAt === null ? 'no ar para sempre' : `disponível até ${endDate.format(page.endsAt)}`;
  const lasts = page.endsAt === null ? SEALED.forever : `disponível até ${endDate.format(page.endsAt)}`;
  return {
    couple: `${page.yourName} & ${page.lovedName}`,
    planLine: opensAt === null ? `${PLAN_TITLE[page.plan]} · ${until}` : SEALED.planLine(PLAN_TITLE[page.plan], opensAt, lasts),
    qrHowTo: opensAt === null ? QR_HOW_TO : SEALED.qrHowTo(opensAt),
    publicUrl: page.publicUrl,
    editUrl: page.editUrl,
    qrFilename,
    qrCid: `qr-code-${index + 1}@page-links`,
    receipt:
      withReceipt && page.receipt ? [...(seller ? [[RECEIPT_SELLER, seller] as [string, string]] : []), ...receiptLines(page, page.receipt)] : [],
    cards: page.shareCards
      ? [
          [SHARE_CARD_EMAIL.a6, page.shareCards.a6],
          [SHARE_CARD_EMAIL.a4, page.shareCards.a4],
          [SHARE_CARD_EMAIL.story, page.shareCards.story],
        ]
      : [],
  };
}

/** Plan, amount paid, order number, date, payment method (as the checkout said), payment code and end date. */
function receiptLines(page: PageLinkEmailEntry, receipt: PageReceipt): [string, string][] {
  const lines: [string, string][] = [
    [RECEIPT.plan, PLAN_TITLE[page.plan]],
    [RECEIPT.includes, planContentsLine(PLANS[page.plan])],
    [RECEIPT.amount, formatBrl(receipt.amountCents)],
    [RECEIPT.order, receipt.orderNumber],
    [RECEIPT.paidAt, `${endDate.format(receipt.paidAt)}, às ${paidTime.format(receipt.paidAt)}`],
  ];
  if (receipt.method !== null) lines.push([RECEIPT.method, PAYMENT_METHOD_NAME[receipt.method]]);
  if (receipt.paymentId !== null && receipt.method !== 'demo') lines.push([RECEIPT.paymentId, receipt.paymentId]);
  const opensAt = page.opensAt ?? null;
  if (opensAt !== null) lines.push([SEALED.receiptOpensAt, SEALED.receiptOpensAtValue(opensAt)]);
  if (page.endsAt !== null) lines.push([RECEIPT.endsAt, endDate.format(page.endsAt)]);
  else lines.push(opensAt === null ? [RECEIPT.forever, RECEIPT.foreverValue] : [SEALED.receiptLasts, SEALED.forever]);
  return lines;
}

/** `qr-code-ana-e-joao.png`; a second page for the same couple gets `-2`, so no attachment hides another. */
function uniqueFilenames(pages: readonly PageLinkEmailEntry[]): string[] {
  const seen = new Map<string, number>();
  return pages.map((page) => {
    const base = `qr-code-${memorySlug(page.yourName, page.lovedName)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? `${base}.png` : `${base}-${count}.png`;
  });
}

function text(wording: Wording, pages: readonly PageView[]): string {
  const sections = pages.map((page) =>
    [
      `♥ ${page.couple}`,
      page.planLine,
      '',
      'Link da página:',
      page.publicUrl,
      '',
      `QR Code: vai anexado a este e-mail (${page.qrFilename}). ${page.qrHowTo}`,
      '',
      ...(page.cards.length === 0
        ? []
        : [SHARE_CARD_EMAIL.heading, SHARE_CARD_EMAIL.lead, ...page.cards.map(([label, url]) => `${label}: ${url}`), '']),
      'SÓ PARA VOCÊ',
      EDIT_WARNING,
      'Editar sua página:',
      page.editUrl,
      ...(page.receipt.length === 0 ? [] : ['', RECEIPT.title.toUpperCase(), ...page.receipt.map(([label, value]) => `${label}: ${value}`)]),
    ].join('\n'),
  );
  return [
    wording.heading,
    '',
    wording.greeting,
    '',
    wording.intro,
    '',
    sections.join('\n\n— — —\n\n'),
    '',
    '—',
    'Feito com carinho para vocês.',
    ...nonNull(supportLine(wording.contactEmail, SUPPORT_CONTACT.withOrder)),
    wording.footer,
    '',
  ].join('\n');
}

function html(wording: Wording, pages: readonly PageView[]): string {
  const preheader = pages.map((page) => page.couple).join(', ');
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${htmlText(wording.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.cream};">
${hiddenPreheader(`${wording.heading}: ${preheader}`)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;width:100%;">
<tr><td align="center" style="padding:8px 16px 4px;font-family:${SERIF};font-size:28px;line-height:36px;color:${COLORS.wine};">💌</td></tr>
<tr><td align="center" style="padding:0 16px 20px;font-family:${SERIF};font-size:26px;line-height:34px;color:${COLORS.wine};">${htmlText(wording.heading)}</td></tr>
<tr><td style="padding:0 16px 8px;font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.ink};">${htmlText(wording.greeting)}</td></tr>
<tr><td style="padding:0 16px 24px;font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.ink};">${htmlText(wording.intro)}</td></tr>
${pages.map(pageCard).join('\n')}
<tr><td align="center" style="padding:8px 16px 0;font-family:${SERIF};font-size:16px;line-height:24px;color:${COLORS.wine};">Feito com carinho para vocês.</td></tr>
${supportRow(wording.contactEmail)}<tr><td align="center" style="padding:8px 16px 24px;font-family:${SANS};font-size:12px;line-height:18px;color:${COLORS.muted};">${htmlText(wording.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const nonNull = <T>(value: T | null): T[] => (value === null ? [] : [value]);

/** The line that asks buyers to write to the shop, its address a mailto link; nothing when the shop gives none. */
function supportRow(contactEmail: string | null): string {
  if (contactEmail === null) return '';
  const address = htmlText(contactEmail);
  const link = `<a href="mailto:${address}" style="color:${COLORS.wine};font-weight:bold;text-decoration:underline;">${address}</a>`;
  return `<tr><td align="center" style="padding:8px 16px 0;font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.ink};">${htmlText(SUPPORT_CONTACT.before)}${link}${htmlText(SUPPORT_CONTACT.withOrder)}</td></tr>
`;
}

function pageCard(page: PageView): string {
  const couple = htmlText(page.couple);
  const publicUrl = htmlText(page.publicUrl);
  const editUrl = htmlText(page.editUrl);
  const cell = `font-family:${SANS};font-size:15px;line-height:22px;color:${COLORS.ink};`;
  const urlText = `font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.link};word-break:break-all;`;
  return `<tr><td style="padding:0 0 24px;">
${roundedTable(`background-color:${COLORS.card};border:1px solid ${COLORS.border};`, 16)}
<tr><td align="center" style="padding:24px 20px 4px;font-family:${SERIF};font-size:24px;line-height:32px;color:${COLORS.wine};">${couple}</td></tr>
<tr><td align="center" style="padding:0 20px 20px;font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.muted};">${htmlText(page.planLine)}</td></tr>
<tr><td align="center" style="padding:0 20px 8px;">
${emailButton(page.publicUrl, 'Abrir a página')}
</td></tr>
<tr><td align="center" style="padding:0 20px 20px;${urlText}"><a href="${publicUrl}" target="_blank" style="color:${COLORS.link};text-decoration:underline;">${publicUrl}</a></td></tr>
<tr><td align="center" style="padding:0 20px 8px;">
<img src="cid:${htmlText(page.qrCid)}" width="200" height="200" alt="QR Code da página de ${couple}" style="display:block;width:200px;height:200px;border:0;text-decoration:none;">
</td></tr>
<tr><td align="center" style="padding:0 24px 20px;${cell}">${htmlText(page.qrHowTo)} A imagem também vai anexada a este e-mail.</td></tr>
${cardLinks(page)}<tr><td style="padding:0 16px 16px;">
${roundedTable(`background-color:${COLORS.blush};border-left:4px solid ${COLORS.wine};`, 8)}
<tr><td style="padding:14px 16px 4px;font-family:${SANS};font-size:12px;line-height:16px;font-weight:bold;letter-spacing:1px;color:${COLORS.wine};">🔒 SÓ PARA VOCÊ</td></tr>
<tr><td style="padding:0 16px 8px;${cell}">${htmlText(EDIT_WARNING)}</td></tr>
<tr><td style="padding:0 16px 4px;${cell}"><a href="${editUrl}" target="_blank" style="color:${COLORS.wine};font-weight:bold;text-decoration:underline;">Editar minha página</a></td></tr>
<tr><td style="padding:0 16px 14px;${urlText}"><a href="${editUrl}" target="_blank" style="color:${COLORS.link};text-decoration:underline;">${editUrl}</a></td></tr>
</table>
</td></tr>
${receiptTable(page)}</table>
</td></tr>`;
}

/** The printable card's and the status image's links under the QR code; nothing for a page not paid. */
function cardLinks(page: PageView): string {
  if (page.cards.length === 0) return '';
  const link = `font-family:${SANS};font-size:15px;line-height:26px;color:${COLORS.wine};font-weight:bold;text-decoration:underline;`;
  const links = page.cards.map(([label, url]) => `<a href="${htmlText(url)}" target="_blank" style="${link}">${htmlText(label)}</a>`);
  return `<tr><td align="center" style="padding:0 24px 4px;font-family:${SERIF};font-size:18px;line-height:26px;color:${COLORS.wine};">${htmlText(SHARE_CARD_EMAIL.heading)}</td></tr>
<tr><td align="center" style="padding:0 24px 8px;font-family:${SANS};font-size:14px;line-height:21px;color:${COLORS.ink};">${htmlText(SHARE_CARD_EMAIL.lead)}</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">${links.join('<br>')}</td></tr>
`;
}

/** The receipt under a page's links, as label/value rows; nothing when the e-mail carries none. */
function receiptTable(page: PageView): string {
  if (page.receipt.length === 0) return '';
  const label = `padding:4px 0;font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.muted};`;
  const value = `padding:4px 0 4px 12px;font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.ink};text-align:right;overflow-wrap:anywhere;word-break:break-word;`;
  const rows = page.receipt.map(([name, text]) => `<tr><td style="${label}">${htmlText(name)}</td><td style="${value}">${htmlText(text)}</td></tr>`);
  return `<tr><td style="padding:0 16px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid ${COLORS.border};">
<tr><td colspan="2" style="padding:14px 0 6px;font-family:${SANS};font-size:12px;line-height:16px;font-weight:bold;letter-spacing:1px;color:${COLORS.wine};">${htmlText(RECEIPT.title.toUpperCase())}</td></tr>
${rows.join('\n')}
</table>
</td></tr>
`;
}
