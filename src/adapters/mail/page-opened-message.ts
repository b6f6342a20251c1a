import type { SendMailOptions } from 'nodemailer';
import type { PageOpenedEmail } from '../../application/ports/mailer.js';
import { renderPageOpenedEmail } from './templates/page-opened-email.pt-br.js';

/**
 * The nodemailer message for "A surpresa foi aberta!"; every transport sends exactly this. `List-Unsubscribe` names the
 * same signed link as the e-mail's own, so a mail app's "unsubscribe" button reaches it too.
 */
export function pageOpenedMessage(email: PageOpenedEmail, from: string): SendMailOptions {
  const rendered = renderPageOpenedEmail(email);
  return {
    from,
    to: email.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'List-Unsubscribe': `<${email.turnOffUrl}>` },
  };
}
