import type { PageOpenedEmail } from '../../../application/ports/mailer.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { OPENED_EMAIL } from '../../../texts/page-openings.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { cardEmailHtml, DEMONSTRATION_WORDS, EMAIL_BODY_STYLE, emailButton, type EmailShopWords } from './email-parts.js';

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
  return cardEmailHtml({
    title: OPENED_EMAIL.subject,
    icon: '💌',
    heading: OPENED_EMAIL.heading,
    greeting: OPENED_EMAIL.greeting(email.yourName),
    intro,
    rows: `<tr><td style="padding:0 24px 20px;${EMAIL_BODY_STYLE}">${htmlText(OPENED_EMAIL.howWeKnow)}</td></tr>
<tr><td align="center" style="padding:0 24px 20px;">
${emailButton(email.publicUrl, OPENED_EMAIL.openPage)}
</td></tr>
<tr><td style="padding:0 24px 24px;${EMAIL_BODY_STYLE}">${htmlText(OPENED_EMAIL.counts)}</td></tr>`,
    support,
    footer: OPENED_EMAIL.footer,
    turnOff: { url: email.turnOffUrl, label: OPENED_EMAIL.turnOff },
  });
}
