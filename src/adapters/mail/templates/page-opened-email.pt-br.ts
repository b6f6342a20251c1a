import type { PageOpenedEmail } from '../../../application/ports/mailer.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { OPENED_EMAIL } from '../../../texts/page-openings.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { DEMONSTRATION_WORDS, EMAIL_COLORS, EMAIL_SANS, EMAIL_SERIF, emailButton, roundedTable, type EmailShopWords } from './email-parts.js';

const COLORS = EMAIL_COLORS;
const SERIF = EMAIL_SERIF;
const SANS = EMAIL_SANS;

const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PRODUCT_TIME_ZONE });
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: PRODUCT_TIME_ZONE });

/** "em 10 de março de 2026, às 12:00 (horário de Brasília)". */
export function openedWhen(at: Date): string {
  return `em ${day.format(at)}, às ${time.format(at)} (horário de Brasília)`;
}

/** "A surpresa foi aberta!", in Portuguese, with the link that turns it off. */
export function renderPageOpenedEmail(email: PageOpenedEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const support = supportLine(words.contactEmail);
  const intro = OPENED_EMAIL.intro(email.lovedName, openedWhen(email.openedAt));
  const text = [
    OPENED_EMAIL.heading,
    '',
    OPENED_EMAIL.greeting(email.yourName),
    '',
    intro,
    '',
    OPENED_EMAIL.howWeKnow,
    '',
    `${OPENED_EMAIL.openPage}:`,
    email.publicUrl,
    '',
    OPENED_EMAIL.counts,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    OPENED_EMAIL.footer,
    `${OPENED_EMAIL.turnOff}:`,
    email.turnOffUrl,
    '',
  ].join('\n');
  return { subject: OPENED_EMAIL.subject, text, html: html(email, intro, support), attachments: [] };
}

function html(email: PageOpenedEmail, intro: string, support: string | null): string {
  const body = `font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.ink};`;
  const small = `font-family:${SANS};font-size:12px;line-height:18px;color:${COLORS.muted};`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${htmlText(OPENED_EMAIL.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.cream};">
<tr><td align="center" style="padding:24px 12px;">
${roundedTable(`max-width:560px;width:100%;background-color:${COLORS.card};border:1px solid ${COLORS.border};`, 16)}
<tr><td align="center" style="padding:24px 16px 4px;font-family:${SERIF};font-size:32px;line-height:40px;color:${COLORS.wine};">💌</td></tr>
<tr><td align="center" style="padding:0 16px 20px;font-family:${SERIF};font-size:26px;line-height:34px;color:${COLORS.wine};">${htmlText(OPENED_EMAIL.heading)}</td></tr>
<tr><td style="padding:0 24px 8px;${body}">${htmlText(OPENED_EMAIL.greeting(email.yourName))}</td></tr>
<tr><td style="padding:0 24px 16px;${body}">${htmlText(intro)}</td></tr>
<tr><td style="padding:0 24px 20px;${body}">${htmlText(OPENED_EMAIL.howWeKnow)}</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">
${emailButton(email.publicUrl, OPENED_EMAIL.openPage)}
</td></tr>
<tr><td style="padding:0 24px 24px;${body}">${htmlText(OPENED_EMAIL.counts)}</td></tr>
</table>
<p style="margin:16px 0 0;font-family:${SERIF};font-size:16px;line-height:24px;color:${COLORS.wine};">Feito com carinho para vocês.</p>
<p style="margin:8px 16px 0;${small}">${support === null ? '' : `${htmlText(support)} `}${htmlText(OPENED_EMAIL.footer)}</p>
<p style="margin:8px 16px 0;${small}"><a href="${htmlText(email.turnOffUrl)}" target="_blank" style="color:${COLORS.muted};text-decoration:underline;">${htmlText(OPENED_EMAIL.turnOff)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}
