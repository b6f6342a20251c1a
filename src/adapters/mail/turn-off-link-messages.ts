import type { SendMailOptions } from 'nodemailer';
import type { RenderedEmail } from './templates/page-links-email.pt-br.js';
import { renderedMessage } from './rendered-message.js';
import { renderAnniversaryEmail } from './templates/anniversary-email.pt-br.js';
import { renderPageOpenedEmail } from './templates/page-opened-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';

/**
 * The nodemailer message of an e-mail a page sends on its own, with its signed turn-off link; every transport sends
 * exactly this. `List-Unsubscribe` names the same link as the e-mail's own, so a mail app's "unsubscribe" button
 * reaches it too.
 */
function messageWithTurnOffLink<E extends { readonly to: string; readonly turnOffUrl: string }>(
  render: (email: E, words?: EmailShopWords) => RenderedEmail,
) {
  return (email: E, from: string, words?: EmailShopWords): SendMailOptions => ({
    ...renderedMessage(render(email, words), email.to, from),
    headers: { 'List-Unsubscribe': `<${email.turnOffUrl}>` },
  });
}

/** "A surpresa foi aberta!" */
export const pageOpenedMessage = messageWithTurnOffLink(renderPageOpenedEmail);

/** The yearly anniversary e-mail. */
export const anniversaryMessage = messageWithTurnOffLink(renderAnniversaryEmail);
