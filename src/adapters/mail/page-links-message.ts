import type { ShopIdentity } from '../../domain/shop/shop-identity.js';
import type { SendMailOptions } from 'nodemailer';
import type { PageLinksEmail } from '../../application/ports/mailer.js';
import { renderedMessageWithAttachments } from './rendered-message.js';
import { renderPageLinksEmail } from './templates/page-links-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';
import { isPlanEmail, renderPlanEmail } from './templates/plan-email.pt-br.js';

/** The nodemailer message for a page-links e-mail; every transport (file, SMTP) sends exactly this. */
export function pageLinksMessage(email: PageLinksEmail, from: string, shop?: ShopIdentity, words?: EmailShopWords): SendMailOptions {
  const rendered = isPlanEmail(email) ? renderPlanEmail(email) : renderPageLinksEmail(email, shop, words);
  return renderedMessageWithAttachments(rendered, email.to, from);
}
