import type { AnniversaryEmail } from '../../../application/ports/mailer.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { ANNIVERSARY_EMAIL, yearsWord } from '../../../texts/anniversaries.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { DEMONSTRATION_WORDS, EMAIL_COLORS, EMAIL_SANS, EMAIL_SERIF, emailButton, roundedTable, type EmailShopWords } from './email-parts.js';

const COLORS = EMAIL_COLORS;
const SERIF = EMAIL_SERIF;
const SANS = EMAIL_SANS;

const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PRODUCT_TIME_ZONE });

/** "Hoje vocês completam 2 anos!", in Portuguese: the page's link, a basic page's end and renewal, the link that turns it off. */
export function renderAnniversaryEmail(email: AnniversaryEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const support = supportLine(words.contactEmail);
  const years = yearsWord(email.years);
  const intro = ANNIVERSARY_EMAIL.intro(email.lovedName, years);
  const plan = email.plan ? ['', ANNIVERSARY_EMAIL.endsOn(day.format(email.plan.endsAt)), email.plan.renewalUrl] : [];
  const text = [
    ANNIVERSARY_EMAIL.heading(years),
    '',
    ANNIVERSARY_EMAIL.greeting(email.yourName),
    '',
    intro,
    '',
    ANNIVERSARY_EMAIL.share,
    '',
    `${ANNIVERSARY_EMAIL.openPage}:`,
    email.publicUrl,
    ...plan,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    ANNIVERSARY_EMAIL.footer,
    `${ANNIVERSARY_EMAIL.turnOff}:`,
    email.turnOffUrl,
    '',
  ].join('\n');
  return { subject: ANNIVERSARY_EMAIL.subject(years), text, html: html(email, years, intro, support), attachments: [] };
}

function planRows(email: AnniversaryEmail, body: string): string {
  if (!email.plan) return '';
  return `<tr><td style="padding:0 24px 12px;${body}">${htmlText(ANNIVERSARY_EMAIL.endsOn(day.format(email.plan.endsAt)))}</td></tr>
<tr><td align="center" style="padding:0 24px 24px;">${emailButton(email.plan.renewalUrl, ANNIVERSARY_EMAIL.renew)}</td></tr>`;
}

function html(email: AnniversaryEmail, years: string, intro: string, support: string | null): string {
  const body = `font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.ink};`;
  const small = `font-family:${SANS};font-size:12px;line-height:18px;color:${COLORS.muted};`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${htmlText(ANNIVERSARY_EMAIL.subject(years))}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.cream};">
<tr><td align="center" style="padding:24px 12px;">
${roundedTable(`max-width:560px;width:100%;background-color:${COLORS.card};border:1px solid ${COLORS.border};`, 16)}
<tr><td align="center" style="padding:24px 16px 4px;font-family:${SERIF};font-size:32px;line-height:40px;color:${COLORS.wine};">🎉</td></tr>
<tr><td align="center" style="padding:0 16px 20px;font-family:${SERIF};font-size:26px;line-height:34px;color:${COLORS.wine};">${htmlText(ANNIVERSARY_EMAIL.heading(years))}</td></tr>
<tr><td style="padding:0 24px 8px;${body}">${htmlText(ANNIVERSARY_EMAIL.greeting(email.yourName))}</td></tr>
<tr><td style="padding:0 24px 16px;${body}">${htmlText(intro)}</td></tr>
<tr><td style="padding:0 24px 20px;${body}">${htmlText(ANNIVERSARY_EMAIL.share)}</td></tr>
<tr><td align="center" style="padding:0 24px 24px;">${emailButton(email.publicUrl, ANNIVERSARY_EMAIL.openPage)}</td></tr>
${planRows(email, body)}
</table>
<p style="margin:16px 0 0;font-family:${SERIF};font-size:16px;line-height:24px;color:${COLORS.wine};">Feito com carinho para vocês.</p>
<p style="margin:8px 16px 0;${small}">${support === null ? '' : `${htmlText(support)} `}${htmlText(ANNIVERSARY_EMAIL.footer)}</p>
<p style="margin:8px 16px 0;${small}"><a href="${htmlText(email.turnOffUrl)}" target="_blank" style="color:${COLORS.muted};text-decoration:underline;">${htmlText(ANNIVERSARY_EMAIL.turnOff)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}
