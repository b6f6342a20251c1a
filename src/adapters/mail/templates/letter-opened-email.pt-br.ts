import type { LetterOpenedEmail } from '../../../application/ports/mailer.js';
import { LETTER_OPENED_EMAIL as WORDS } from '../../../texts/letters.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { cardEmailHtml, DEMONSTRATION_WORDS, emailButton, type EmailShopWords } from './email-parts.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';

/** "A carta de julho foi aberta", to the buyer, in Portuguese: the letter's title and the page's link, never its text. */
export function renderLetterOpenedEmail(email: LetterOpenedEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const subject = WORDS.subject(email.opensOn);
  const greeting = WORDS.greeting(email.yourName);
  const intro = WORDS.intro(email.lovedName, email.title, email.opensOn);
  const support = supportLine(words.contactEmail);
  const text = [
    WORDS.heading,
    '',
    greeting,
    '',
    intro,
    '',
    `${WORDS.openPage}:`,
    email.publicUrl,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    WORDS.footer,
    '',
  ].join('\n');
  const html = cardEmailHtml({
    title: subject,
    icon: '💌',
    heading: WORDS.heading,
    greeting,
    intro,
    rows: `<tr><td align="center" style="padding:4px 24px 24px;">
${emailButton(email.publicUrl, WORDS.openPage)}
</td></tr>`,
    support,
    footer: WORDS.footer,
  });
  return { subject, text, html, attachments: [] };
}
