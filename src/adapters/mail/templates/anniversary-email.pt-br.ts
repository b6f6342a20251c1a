import type { AnniversaryEmail } from '../../../application/ports/mailer.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { ANNIVERSARY_EMAIL, yearsWord } from '../../../texts/anniversaries.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { CHAPTERS_TEXT } from '../../../texts/chapters.pt-br.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { cardEmailHtml, DEMONSTRATION_WORDS, EMAIL_BODY_STYLE, emailButton, type EmailShopWords } from './email-parts.js';

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
    ...(email.chapter ? ['', `${CHAPTERS_TEXT.emailInvite(email.chapter.year)}:`, CHAPTERS_TEXT.emailInviteLine, email.chapter.editUrl] : []),
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

/** The invitation to add the year's chapter, with the edit page's link. */
function chapterRows(email: AnniversaryEmail, body: string): string {
  if (!email.chapter) return '';
  return `<tr><td style="padding:0 24px 12px;${body}">${htmlText(CHAPTERS_TEXT.emailInviteLine)}</td></tr>
<tr><td align="center" style="padding:0 24px 24px;">${emailButton(email.chapter.editUrl, CHAPTERS_TEXT.emailInvite(email.chapter.year))}</td></tr>`;
}

function html(email: AnniversaryEmail, years: string, intro: string, support: string | null): string {
  return cardEmailHtml({
    title: ANNIVERSARY_EMAIL.subject(years),
    icon: '🎉',
    heading: ANNIVERSARY_EMAIL.heading(years),
    greeting: ANNIVERSARY_EMAIL.greeting(email.yourName),
    intro,
    rows: `<tr><td style="padding:0 24px 20px;${EMAIL_BODY_STYLE}">${htmlText(ANNIVERSARY_EMAIL.share)}</td></tr>
<tr><td align="center" style="padding:0 24px 24px;">${emailButton(email.publicUrl, ANNIVERSARY_EMAIL.openPage)}</td></tr>
${chapterRows(email, EMAIL_BODY_STYLE)}
${planRows(email, EMAIL_BODY_STYLE)}`,
    support,
    footer: ANNIVERSARY_EMAIL.footer,
    turnOff: { url: email.turnOffUrl, label: ANNIVERSARY_EMAIL.turnOff },
  });
}
