import type { SendMailOptions } from 'nodemailer';
import type { LetterOpenedEmail } from '../../application/ports/mailer.js';
import { renderedMessageWithAttachments } from './rendered-message.js';
import { renderLetterOpenedEmail } from './templates/letter-opened-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';

/** The nodemailer message of "A carta de … foi aberta"; every transport sends exactly this. */
export function letterOpenedMessage(email: LetterOpenedEmail, from: string, words?: EmailShopWords): SendMailOptions {
  return renderedMessageWithAttachments(renderLetterOpenedEmail(email, words), email.to, from);
}
