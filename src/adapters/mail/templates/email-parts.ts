import type { ShopContent } from '../../../domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../../texts/demo-shop-content.pt-br.js';
import { htmlText } from '../../shared/html-text.js';

/** What the e-mails say of the shop: its name, and its contact e-mail (null: no contact line). */
export type EmailShopWords = Pick<ShopContent, 'name' | 'contactEmail'>;

/** The words of the demonstration shop, as `npm start` sends them; the composition root gives the shop's own. */
export const DEMONSTRATION_WORDS: EmailShopWords = DEMO_SHOP_CONTENT;

/** The e-mails' colours. `link` keeps AA contrast (4.5:1) on the white card and on the blush box alike. */
export const EMAIL_COLORS = {
  cream: '#fbf4ec',
  card: '#ffffff',
  wine: '#7a1f3d',
  rose: '#c4587b',
  link: '#a83a60',
  blush: '#f6e4e8',
  border: '#ecd8d3',
  ink: '#3a2a2f',
  muted: '#7a666c',
} as const;
export const EMAIL_SERIF = "Georgia, 'Times New Roman', Times, serif";
export const EMAIL_SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/**
 * The line a mail app shows beside the subject, hidden in the message itself. Gmail's mobile webmail drops
 * `display:none`, so the text is also 1 px, in the background's colour, with no height; a run of zero-width joiners keeps
 * the body's first words out of the preview.
 */
export function hiddenPreheader(text: string): string {
  const style = `display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;mso-hide:all;color:${EMAIL_COLORS.cream};`;
  return `<div style="${style}">${htmlText(text)}${'&#8204;&nbsp;'.repeat(40)}</div>`;
}

/**
 * A rounded button every client draws: Outlook for Windows (Word renders it, and ignores `border-radius`) gets a VML
 * round rectangle with the same colour, size and link; every other client the styled link.
 */
export function emailButton(url: string, label: string): string {
  const href = htmlText(url);
  const text = htmlText(label);
  const width = Math.max(160, Math.round(label.length * 9.5) + 56);
  return `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:46px;v-text-anchor:middle;width:${width}px;" arcsize="50%" stroke="f" fillcolor="${EMAIL_COLORS.wine}"><w:anchorlock/><center style="color:#ffffff;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">${text}</center></v:roundrect><![endif]-->
<!--[if !mso]><!--><a href="${href}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:${EMAIL_SANS};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;background-color:${EMAIL_COLORS.wine};text-decoration:none;border-radius:999px;">${text}</a><!--<![endif]-->`;
}

/**
 * The opening tag of a card (a table of `style`): rounded where the client can, square in Outlook for Windows, which
 * cannot round a table's corners and is given the same card without asking it to.
 */
export function roundedTable(
  style: string,
  radius: number,
  attributes = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"',
): string {
  return `<!--[if mso]><table ${attributes} style="${style}"><![endif]-->
<!--[if !mso]><!--><table ${attributes} style="${style}border-radius:${radius}px;"><!--<![endif]-->`;
}
