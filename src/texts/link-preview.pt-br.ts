import { MONTH_NAMES } from './months.pt-br.js';
/**
 * What a link to a public page shows when pasted into WhatsApp, Instagram or Telegram: the head's title and
 * description, and the words on its preview image. They name the couple and the day they started, never the message
 * or a photo, so the surprise is kept for whoever opens the page.
 */
export const LINK_PREVIEW_TEXT = {
  /** The head of a page that is unknown, unpaid, expired or suspended: nothing about whose page it was. */
  genericTitle: (shopName: string) => `Uma página de amor · ${shopName}`,
  genericDescription: 'Uma página de amor feita especialmente para você.',
  /** The words on the generic preview image. */
  genericImageTitle: 'Uma surpresa para você',
  genericImageSubtitle: 'Uma página de amor feita especialmente para você',
  imageAlt: 'Os nomes do casal e a data em que começaram, na capa da página',
  genericImageAlt: 'Uma página de amor',
} as const;

const MONTHS = MONTH_NAMES;

/** 'Ana & João': the page's title and the preview image's headline. */
export const coupleTitle = (yourName: string, lovedName: string) => `${yourName} & ${lovedName}`;

/** '12 de junho de 2021' from the page's start ('2021-06-12T20:30', the couple's own wall clock); null when unreadable. */
export function startDateText(datingSince: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(datingSince);
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) return null;
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}

/** 'Juntos desde 12 de junho de 2021', under the names on the preview image. */
export function togetherSinceText(datingSince: string): string | null {
  const date = startDateText(datingSince);
  return date === null ? null : `Juntos desde ${date}`;
}

/** 'Uma surpresa de Ana para João. Juntos desde 12 de junho de 2021.' */
export function coupleDescription(yourName: string, lovedName: string, datingSince: string): string {
  const since = togetherSinceText(datingSince);
  return `Uma surpresa de ${yourName} para ${lovedName}.${since === null ? '' : ` ${since}.`}`;
}
