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

/** The text styles of a short e-mail's body and of its small print. */
export const EMAIL_BODY_STYLE = `font-family:${EMAIL_SANS};font-size:16px;line-height:24px;color:${EMAIL_COLORS.ink};`;
export const EMAIL_SMALL_STYLE = `font-family:${EMAIL_SANS};font-size:12px;line-height:18px;color:${EMAIL_COLORS.muted};`;

/** A short e-mail about one page, as its card says it: everything but its own rows is the same in each. */
export interface CardEmail {
  /** The document's title: the subject. */
  readonly title: string;
  /** The emoji above the heading. */
  readonly icon: string;
  readonly heading: string;
  readonly greeting: string;
  readonly intro: string;
  /** The card's rows after the intro, as HTML (`<tr>`s). */
  readonly rows: string;
  /** The shop's contact line, before the footer; null for none. */
  readonly support: string | null;
  readonly footer: string;
  /** The link that turns these e-mails off, under the footer; absent when the e-mail has none. */
  readonly turnOff?: { readonly url: string; readonly label: string };
}

/** The HTML of a short e-mail about one page: a card on the cream page, the shop's words and footer under it. */
export function cardEmailHtml(email: CardEmail): string {
  const { wine, cream, card, border, muted } = EMAIL_COLORS;
  const turnOff =
    email.turnOff === undefined
      ? ''
      : `<p style="margin:8px 16px 0;${EMAIL_SMALL_STYLE}"><a href="${htmlText(email.turnOff.url)}" target="_blank" style="color:${muted};text-decoration:underline;">${htmlText(email.turnOff.label)}</a></p>\n`;
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${htmlText(email.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${cream};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${cream};">
<tr><td align="center" style="padding:24px 12px;">
${roundedTable(`max-width:560px;width:100%;background-color:${card};border:1px solid ${border};`, 16)}
<tr><td align="center" style="padding:24px 16px 4px;font-family:${EMAIL_SERIF};font-size:32px;line-height:40px;color:${wine};">${email.icon}</td></tr>
<tr><td align="center" style="padding:0 16px 20px;font-family:${EMAIL_SERIF};font-size:26px;line-height:34px;color:${wine};">${htmlText(email.heading)}</td></tr>
<tr><td style="padding:0 24px 8px;${EMAIL_BODY_STYLE}">${htmlText(email.greeting)}</td></tr>
<tr><td style="padding:0 24px 16px;${EMAIL_BODY_STYLE}">${htmlText(email.intro)}</td></tr>
${email.rows}
</table>
<p style="margin:16px 0 0;font-family:${EMAIL_SERIF};font-size:16px;line-height:24px;color:${wine};">Feito com carinho para vocês.</p>
<p style="margin:8px 16px 0;${EMAIL_SMALL_STYLE}">${email.support === null ? '' : `${htmlText(email.support)} `}${htmlText(email.footer)}</p>
${turnOff}</td></tr>
</table>
</body>
</html>
`;
}
