import type { PageReplyEmail } from '../../../application/ports/mailer.js';
import { REPLY_EMAIL } from '../../../texts/replies-owner.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import {
  cardEmailHtml,
  DEMONSTRATION_WORDS,
  EMAIL_BODY_STYLE,
  EMAIL_COLORS,
  EMAIL_SERIF,
  EMAIL_SMALL_STYLE,
  emailButton,
  type EmailShopWords,
} from './email-parts.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { openedWhen } from './page-opened-email.pt-br.js';

const COLORS = EMAIL_COLORS;
const SERIF = EMAIL_SERIF;

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
  const note =
    email.note === null
      ? `<tr><td align="center" style="padding:0 24px 16px;font-family:${SERIF};font-size:40px;line-height:48px;color:${COLORS.rose};">&#10084;</td></tr>`
      : `<tr><td style="padding:0 24px 16px;"><div style="padding:16px 18px;border-left:4px solid ${COLORS.rose};background-color:${COLORS.blush};border-radius:8px;font-family:${SERIF};font-size:18px;line-height:28px;color:${COLORS.wine};">${htmlText(email.note).replaceAll('\n', '<br>')}</div></td></tr>`;
  return cardEmailHtml({
    title: REPLY_EMAIL.subject,
    icon: '💌',
    heading: REPLY_EMAIL.heading,
    greeting: REPLY_EMAIL.greeting(email.yourName),
    intro,
    rows: `${note}
<tr><td style="padding:0 24px 20px;${EMAIL_SMALL_STYLE}">${htmlText(when)}</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">
${emailButton(email.publicUrl, REPLY_EMAIL.openPage)}
</td></tr>
<tr><td style="padding:0 24px 8px;${EMAIL_BODY_STYLE}">${htmlText(REPLY_EMAIL.allReplies)}</td></tr>
<tr><td style="padding:0 24px 24px;${EMAIL_SMALL_STYLE}">${htmlText(REPLY_EMAIL.privacy)}</td></tr>`,
    support,
    footer: REPLY_EMAIL.footer,
  });
}
