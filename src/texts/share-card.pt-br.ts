import { MONTH_NAMES } from './months.pt-br.js';
import { REVEAL_TEXT } from './reveal-date.pt-br.js';

/** The printable card, the status image and the share actions, in Portuguese. */

const MONTHS = MONTH_NAMES;

/** `2021-06-12` or `2021-06-12T20:30` → "12 de junho de 2021" (the day as the buyer typed it, no time zone involved). */
export function longDatePtBr(datingSince: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(datingSince);
  if (!match) return datingSince;
  const [, year, month, day] = match;
  return `${Number(day)} de ${MONTHS[Number(month) - 1] ?? ''} de ${year}`;
}

export const SHARE_CARD_TEXT = {
  since: (datingSince: string) => `Juntos desde ${longDatePtBr(datingSince)}`,
  callToAction: 'Aponte a câmera do celular',
  callToActionOn: REVEAL_TEXT.cardCallToAction,
  cutHint: 'Recorte nas marcas dos cantos',
  title: (yourName: string, lovedName: string) => `${yourName} & ${lovedName}`,
} as const;

/** The file names a download is saved under, from the page's slug (`ana-e-joao`). */
export const SHARE_CARD_FILE_NAME = {
  a6: (slug: string) => `cartao-${slug}-a6.pdf`,
  a4: (slug: string) => `cartao-${slug}-a4.pdf`,
  story: (slug: string) => `status-${slug}.png`,
} as const;

/** The page-links e-mail's lines about the card. */
export const SHARE_CARD_EMAIL = {
  heading: 'Cartão para imprimir',
  lead: 'Pronto para a impressora, com os nomes, a data e o QR Code. E uma imagem para o status do WhatsApp ou do Instagram.',
  a6: 'Cartão A6 (PDF)',
  a4: 'Folha A4 com marcas de corte (PDF)',
  story: 'Imagem para o status (PNG)',
} as const;

/** The share actions and the download buttons (payment return page and edit page). */
export const SHARE_ACTIONS_TEXT = {
  heading: 'Imprima e compartilhe',
  lead: 'Um cartão com o QR Code para imprimir (num cartão, num porta-retrato, numa caixa de bombons) e uma imagem para o status.',
  printCard: 'Baixar cartão para imprimir',
  printA6: 'A6: o cartão no tamanho de um cartão-postal',
  /** For a page that shows its sky: the card and the image carry it above the names. */
  withSky: 'Com o céu daquela noite no cartão',
  printA4: 'A4: numa folha comum, com marcas de corte',
  storyImage: 'Imagem para o status',
  whatsApp: 'Compartilhar no WhatsApp',
  share: 'Compartilhar',
  loading: 'Preparando o cartão…',
  unavailable: 'Não foi possível preparar o cartão agora. Use o link do e-mail ou tente novamente mais tarde.',
  /** The message WhatsApp opens with, before the link. */
  whatsAppMessage: (lovedName: string) => `${lovedName}, preparei uma surpresa para você 💌 Abra com carinho:`,
  shareTitle: (yourName: string, lovedName: string) => `${yourName} & ${lovedName}`,
} as const;

/** `https://wa.me/?text=…`: WhatsApp opens with the message and the page's link, the contact still to choose. */
export function whatsAppShareUrl(message: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message}\n${link}`)}`;
}
