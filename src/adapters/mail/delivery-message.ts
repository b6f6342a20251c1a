import type { SendMailOptions } from 'nodemailer';
import type { DeliveryEmail } from '../../application/ports/mailer.js';
import { renderedMessageWithAttachments } from './rendered-message.js';
import { renderDeliveryEmail } from './templates/delivery-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';

/** The nodemailer message of a delivery on the day (to the recipient, or the buyer's notice); every transport sends exactly this. */
export function deliveryMessage(email: DeliveryEmail, from: string, words?: EmailShopWords): SendMailOptions {
  return renderedMessageWithAttachments(renderDeliveryEmail(email, words), email.to, from);
}
