import { MONTH_NAMES } from './months.pt-br.js';

/** "12/07" from a letter's day, "2026-07-12". */
export const letterDayText = (opensOn: string) => `${opensOn.slice(8, 10)}/${opensOn.slice(5, 7)}`;

/** "julho" from a letter's day, "2026-07-12". */
const monthOf = (opensOn: string) => MONTH_NAMES[Number(opensOn.slice(5, 7)) - 1] ?? '';

/** "Cartas para o futuro": the buyer's e-mail when a letter is first opened. */
export const LETTER_OPENED_EMAIL = {
  subject: (opensOn: string) => `A carta de ${monthOf(opensOn)} foi aberta`,
  heading: 'Uma carta foi aberta',
  greeting: (yourName: string) => `Oi, ${yourName}!`,
  intro: (lovedName: string, title: string, opensOn: string) =>
    `A carta “${title}”, que você guardou para ${lovedName} até ${letterDayText(opensOn)}, acabou de ser aberta.`,
  openPage: 'Ver a página',
  footer: 'Você recebeu este e-mail porque escreveu uma carta para o futuro nesta página de amor.',
} as const;
