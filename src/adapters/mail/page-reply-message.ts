import type { SendMailOptions } from 'nodemailer';
import type { PageReplyEmail } from '../../application/ports/mailer.js';
import { renderedMessage } from './rendered-message.js';
import { renderPageReplyEmail } from './templates/page-reply-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';

/** The nodemailer message that brings a visitor's reply to the buyer; every transport sends exactly this. */
export function pageReplyMessage(email: PageReplyEmail, from: string, words?: EmailShopWords): SendMailOptions {
  return renderedMessage(renderPageReplyEmail(email, words), email.to, from);
}
