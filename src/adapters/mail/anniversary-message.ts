import type { SendMailOptions } from 'nodemailer';
import type { AnniversaryEmail } from '../../application/ports/mailer.js';
import { renderAnniversaryEmail } from './templates/anniversary-email.pt-br.js';

/**
 * The nodemailer message for the yearly anniversary e-mail; every transport sends exactly this. `List-Unsubscribe`
 * names the same signed link as the e-mail's own, so a mail app's "unsubscribe" button reaches it too.
 */
export function anniversaryMessage(email: AnniversaryEmail, from: string): SendMailOptions {
  const rendered = renderAnniversaryEmail(email);
  return {
    from,
    to: email.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: { 'List-Unsubscribe': `<${email.turnOffUrl}>` },
  };
}
