import type { SendMailOptions } from 'nodemailer';
import type { ShopIdentity } from '../../domain/shop/shop-identity.js';
import { emailShopFooter } from '../../texts/shop-identity.pt-br.js';
import { htmlText } from '../shared/html-text.js';
import { DEMONSTRATION_WORDS, type EmailShopWords } from './templates/email-parts.js';

const FOOTER_STYLE = "margin:8px 16px 0;font-family:'Helvetica Neue', Helvetica, Arial, sans-serif;font-size:12px;line-height:18px;color:#7a666c;";

/**
 * Every e-mail, whatever its template, ends with the shop's WhatsApp link and who the shop is (its name, company, CNPJ,
 * address), in its plain text and in its HTML just before the body closes; unchanged when none is configured.
 */
export function withShopFooter(
  message: SendMailOptions,
  shop: ShopIdentity | undefined,
  words: EmailShopWords = DEMONSTRATION_WORDS,
): SendMailOptions {
  if (!shop) return message;
  const { whatsapp, identity } = emailShopFooter(shop, words.name);
  if (!whatsapp && !identity) return message;
  const lines = [whatsapp && `${whatsapp.label}: ${whatsapp.url}`, identity].filter((line): line is string => Boolean(line));
  const paragraphs = [
    whatsapp && `<a href="${htmlText(whatsapp.url)}" target="_blank" style="color:#7a1f3d;font-weight:bold;">${htmlText(whatsapp.label)}</a>`,
    identity && htmlText(identity),
  ].filter((paragraph): paragraph is string => Boolean(paragraph));
  const footer = `<div style="text-align:center;padding:0 12px 24px;">${paragraphs.map((p) => `<p style="${FOOTER_STYLE}">${p}</p>`).join('')}</div>`;
  return {
    ...message,
    text: typeof message.text === 'string' ? `${message.text.replace(/\n*$/, '\n')}\n${lines.join('\n')}\n` : message.text,
    html: typeof message.html === 'string' ? message.html.replace(/<\/body>/i, `${footer}\n</body>`) : message.html,
  };
}
