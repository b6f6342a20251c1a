import type { PageReplyEmail } from '../../../application/ports/mailer.js';
import { REPLY_EMAIL } from '../../../texts/replies-owner.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { DEMONSTRATION_WORDS, EMAIL_COLORS, EMAIL_SANS, EMAIL_SERIF, emailButton, roundedTable, type EmailShopWords } from './email-parts.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { openedWhen } from './page-opened-email.pt-br.js';

const COLORS = EMAIL_COLORS;
const SERIF = EMAIL_SERIF;
const SANS = EMAIL_SANS;

/**
 * A visitor's reply, in Portuguese: a heart alone, or a heart and the note. The note is the visitor's plain text:
 * escaped in the HTML (line breaks kept as `<br>`), as it is in the plain text part. Nothing in it says who the buyer
 * is to the visitor: the visitor never sees this e-mail, nor the buyer's address.
 */
export function renderPageReplyEmail(email: PageReplyEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const support = supportLine(words.contactEmail);
  const intro = email.note === null ? REPLY_EMAIL.introHeart(email.lovedName) : REPLY_EMAIL.introNote(email.lovedName);
  const when = `Enviada ${openedWhen(email.sentAt)}.`;
  const text = [
    REPLY_EMAIL.heading,
    '',
    REPLY_EMAIL.greeting(email.yourName),
    '',
    intro,
    ...(email.note === null ? ['', '❤'] : ['', ...email.note.split('\n').map((line) => `> ${line}`)]),
    '',
    when,
    '',
    `${REPLY_EMAIL.openPage}:`,
    email.publicUrl,
    '',
    REPLY_EMAIL.allReplies,
    REPLY_EMAIL.privacy,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    REPLY_EMAIL.footer,
    '',
  ].join('\n');
  return { subject: REPLY_EMAIL.subject, text, html: html(email, intro, when, support), attachments: [] };
}

function html(email: PageReplyEmail, intro: string, when: string, support: string | null): string {
  const body = `font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.ink};`;
  const small = `font-family:${SANS};font-size:12px;line-height:18px;color:${COLORS.muted};`;
  const note =
    email.note === null
      ? `<tr><td align="center" style="padding:0 24px 16px;font-family:${SERIF};font-size:40px;line-height:48px;color:${COLORS.rose};">&#10084;</td></tr>`
      : `<tr><td style="padding:0 24px 16px;"><div style="padding:16px 18px;border-left:4px solid ${COLORS.rose};background-color:${COLORS.blush};border-radius:8px;font-family:${SERIF};font-size:18px;line-height:28px;color:${COLORS.wine};">${htmlText(email.note).replaceAll('\n', '<br>')}</div></td></tr>`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${htmlText(REPLY_EMAIL.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.cream};">
<tr><td align="center" style="padding:24px 12px;">
${roundedTable(`max-width:560px;width:100%;background-color:${COLORS.card};border:1px solid ${COLORS.border};`, 16)}
<tr><td align="center" style="padding:24px 16px 4px;font-family:${SERIF};font-size:32px;line-height:40px;color:${COLORS.wine};">💌</td></tr>
<tr><td align="center" style="padding:0 16px 20px;font-family:${SERIF};font-size:26px;line-height:34px;color:${COLORS.wine};">${htmlText(REPLY_EMAIL.heading)}</td></tr>
<tr><td style="padding:0 24px 8px;${body}">${htmlText(REPLY_EMAIL.greeting(email.yourName))}</td></tr>
<tr><td style="padding:0 24px 16px;${body}">${htmlText(intro)}</td></tr>
${note}
<tr><td style="padding:0 24px 20px;${small}">${htmlText(when)}</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">
${emailButton(email.publicUrl, REPLY_EMAIL.openPage)}
</td></tr>
<tr><td style="padding:0 24px 8px;${body}">${htmlText(REPLY_EMAIL.allReplies)}</td></tr>
<tr><td style="padding:0 24px 24px;${small}">${htmlText(REPLY_EMAIL.privacy)}</td></tr>
</table>
<p style="margin:16px 0 0;font-family:${SERIF};font-size:16px;line-height:24px;color:${COLORS.wine};">Feito com carinho para vocês.</p>
<p style="margin:8px 16px 0;${small}">${support === null ? '' : `${htmlText(support)} `}${htmlText(REPLY_EMAIL.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
