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

/** The edit page's section. */
export const LETTERS_SECTION = {
  title: 'Cartas para o futuro',
  intro: 'Escreva cartas que só abrem no dia que você escolher, de amanhã até cinco anos à frente. Até lá, quem abre a página vê só o envelope.',
  none: 'Nenhuma carta ainda.',
  count: (count: number, max: number) => `${count} de ${max} cartas.`,
  opensOn: (opensOn: string) => `Abre em ${letterDayText(opensOn)}`,
  openedOn: (opensOn: string) => `Abriu em ${letterDayText(opensOn)}`,
  readByThem: 'Já foi lida.',
  newLetter: 'Escrever uma carta',
  titleLabel: 'Título do envelope',
  titleHint: 'Aparece no envelope, antes do dia. Ex.: Abra quando sentir saudade',
  textLabel: 'Carta',
  dayLabel: 'Dia em que abre',
  save: 'Guardar carta',
  saveChange: 'Salvar mudanças',
  cancel: 'Cancelar',
  edit: 'Editar',
  remove: 'Apagar',
  removeConfirm: 'Apagar esta carta? Ela ainda não foi aberta e não poderá ser recuperada.',
  saved: 'Carta guardada.',
  changed: 'Carta atualizada.',
  removed: 'Carta apagada.',
  full: 'Esta página já guarda as 12 cartas possíveis.',
  loadFailed: 'Não foi possível carregar as cartas. Recarregue a página para tentar de novo.',
  saveFailed: 'Não foi possível salvar a carta. Tente de novo.',
} as const;

/** The public page's envelopes. */
export const LETTERS_PAGE = {
  heading: 'Cartas para o futuro',
  opensOn: (opensOn: string) => `Abre em ${letterDayText(opensOn)}`,
  open: 'Abrir a carta',
  openFailed: 'Não foi possível abrir a carta agora. Tente de novo.',
} as const;
