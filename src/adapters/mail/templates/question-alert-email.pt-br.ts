import type { QuestionAlertEmail } from '../../../application/ports/mailer.js';
import { QUESTION_PAGE_TEXT as WORDS } from '../../../texts/question-page.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { cardEmailHtml, DEMONSTRATION_WORDS, emailButton, type EmailShopWords } from './email-parts.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';

/** "Alguém tentou abrir a página de vocês", to the buyer, in Portuguese: never an answer tried, nor who tried. */
export function renderQuestionAlertEmail(email: QuestionAlertEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const subject = WORDS.alertSubject;
  const greeting = WORDS.alertGreeting(email.yourName);
  const intro = `${WORDS.alertLead(email.lovedName)} ${WORDS.alertReassure}`;
  const support = supportLine(words.contactEmail);
  const text = [
    subject,
    '',
    greeting,
    '',
    intro,
    '',
    `${WORDS.alertAdvice}`,
    `${WORDS.alertEditButton}:`,
    email.editUrl,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    WORDS.alertFooter,
    '',
  ].join('\n');
  const html = cardEmailHtml({
    title: subject,
    icon: '🔐',
    heading: subject,
    greeting,
    intro,
    rows: `<tr><td align="center" style="padding:4px 24px 8px;font-size:15px;">${WORDS.alertAdvice}</td></tr>
<tr><td align="center" style="padding:4px 24px 24px;">
${emailButton(email.editUrl, WORDS.alertEditButton)}
</td></tr>`,
    support,
    footer: WORDS.alertFooter,
  });
  return { subject, text, html, attachments: [] };
}
