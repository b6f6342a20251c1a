import type { DeliveryEmail } from '../../../application/ports/mailer.js';
import { DELIVERY_EMAIL } from '../../../texts/delivery.pt-br.js';
import { supportLine } from '../../../texts/receipt.pt-br.js';
import { htmlText } from '../../shared/html-text.js';
import { cardEmailHtml, DEMONSTRATION_WORDS, EMAIL_BODY_STYLE, emailButton, type EmailShopWords } from './email-parts.js';
import type { EmailAttachment, RenderedEmail } from './page-links-email.pt-br.js';

const QR_CID = 'qr-code@memories';
const QR_FILENAME = 'qr-code.png';

/** What one of the two e-mails says: the recipient's at the instant the page opens, or the buyer's notice. */
interface DeliveryWording {
  readonly subject: string;
  readonly heading: string;
  readonly greeting: string;
  readonly intro: string;
  readonly openPage: string;
  readonly footer: string;
}

function wordingOf(email: DeliveryEmail): DeliveryWording {
  if (email.kind === 'arrived') {
    const words = DELIVERY_EMAIL.arrived;
    return {
      subject: words.subject(email.yourName),
      heading: words.heading,
      greeting: words.greeting(email.lovedName),
      intro: words.intro(email.yourName),
      openPage: words.openPage,
      footer: words.footer(email.yourName),
    };
  }
  const words = DELIVERY_EMAIL.sent;
  return {
    subject: words.subject(email.lovedName),
    heading: words.heading,
    greeting: words.greeting(email.yourName),
    intro: words.intro(email.lovedName),
    openPage: words.openPage,
    footer: words.footer,
  };
}

/** "Chegou a hora: …" to the recipient (the link and the QR code, inline and attached), or the buyer's notice, in Portuguese. */
export function renderDeliveryEmail(email: DeliveryEmail, words: EmailShopWords = DEMONSTRATION_WORDS): RenderedEmail {
  const wording = wordingOf(email);
  const support = supportLine(words.contactEmail);
  const qrCode = email.qrCodePng;
  const text = [
    wording.heading,
    '',
    wording.greeting,
    '',
    wording.intro,
    '',
    `${wording.openPage}:`,
    email.publicUrl,
    '',
    '—',
    'Feito com carinho para vocês.',
    ...(support === null ? [] : [support]),
    wording.footer,
    '',
  ].join('\n');
  const attachments: EmailAttachment[] =
    qrCode === null
      ? []
      : [
          { filename: QR_FILENAME, content: qrCode, contentType: 'image/png', disposition: 'inline', cid: QR_CID },
          { filename: QR_FILENAME, content: qrCode, contentType: 'image/png', disposition: 'attachment' },
        ];
  return { subject: wording.subject, text, html: html(email, wording, support), attachments };
}

function html(email: DeliveryEmail, wording: DeliveryWording, support: string | null): string {
  const qrCode =
    email.qrCodePng === null
      ? ''
      : `
<tr><td align="center" style="padding:0 24px 8px;${EMAIL_BODY_STYLE}">${htmlText(DELIVERY_EMAIL.arrived.qrCode)}</td></tr>
<tr><td align="center" style="padding:0 24px 24px;"><img src="cid:${QR_CID}" width="200" height="200" alt="QR Code da página" style="display:block;width:200px;height:200px;border:0;"></td></tr>`;
  return cardEmailHtml({
    title: wording.subject,
    icon: '💝',
    heading: wording.heading,
    greeting: wording.greeting,
    intro: wording.intro,
    rows: `<tr><td align="center" style="padding:4px 24px 24px;">
${emailButton(email.publicUrl, wording.openPage)}
</td></tr>${qrCode}`,
    support,
    footer: wording.footer,
  });
}
