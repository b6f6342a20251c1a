import { wallTimeAt } from '../domain/shared/zoned-time.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** '12/06 às 00:00' (Brasília time) from a reveal instant. */
export function revealMomentText(opensAt: Date | string): string {
  const wall = wallTimeAt(typeof opensAt === 'string' ? new Date(opensAt) : opensAt);
  return `${pad(wall.day)}/${pad(wall.month)} às ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The public page before its reveal date, the creation form's optional section and the edit page's field. */
export const REVEAL_TEXT = {
  /** 'Abre em 12/06 às 00:00', under the names of a page that is not open yet. */
  opensAt: (opensAt: Date | string) => `Abre em ${revealMomentText(opensAt)}`,
  sealedLead: (lovedName: string) => `Uma surpresa está guardada aqui para ${lovedName}.`,
  countdownLabel: 'Faltam',
  countdownUnits: { days: ['dia', 'dias'], hours: ['hora', 'horas'], minutes: ['minuto', 'minutos'], seconds: ['segundo', 'segundos'] },
  openNow: 'Chegou a hora! Toque no coração para abrir',
  /** The owner's own look before the day. */
  ownerPreviewOffer: 'Você criou esta página: pode ver como ela vai ficar. Esta visita não conta como a abertura.',
  ownerPreviewButton: 'Ver a prévia',
  ownerPreview: (opensAt: Date | string) => `Prévia só para você: a página abre para todos em ${revealMomentText(opensAt)}.`,
  /** The creation form's collapsed section, and its field. */
  extrasSummary: 'Deixar ainda mais especial (opcional)',
  fieldLabel: 'Data de abertura',
  fieldHint:
    'Quer entregar antes do dia? Escolha quando a página abre (horário de Brasília). Até lá, quem abrir vê só os nomes e uma contagem regressiva.',
  dateLabel: 'Dia',
  timeLabel: 'Horário',
  clear: 'Abrir assim que o pagamento for aprovado',
  /** The edit page. */
  editHint: 'Até esse momento, quem abrir a página vê só os nomes e a contagem regressiva. Você pode mudar ou tirar a data até lá.',
  /** From the form's value, "2026-06-12T00:00". */
  editPassed: (revealAt: string) => `A página abriu em ${revealAt.slice(8, 10)}/${revealAt.slice(5, 7)} às ${revealAt.slice(11, 16)}.`,
  /** The printable card, the status image and the link preview. */
  /** Under the card's QR code while the day is ahead: 'Abra em 12/06: aponte a câmera do celular'. */
  cardCallToAction: (opensAt: Date | string) => `Abra em ${revealMomentText(opensAt).split(' ')[0]}: aponte a câmera do celular`,
  sealedDescription: (yourName: string, lovedName: string, opensAt: Date | string) =>
    `Uma surpresa de ${yourName} para ${lovedName}. Abre em ${revealMomentText(opensAt)}.`,
} as const;

/** The payment return page of a page that opens on a later day. */
export const SEALED_RETURN_TEXT = {
  opensAt: (opensAt: Date | string) => `Sua página abre em ${revealMomentText(opensAt)}. Este é o link para compartilhar:`,
  untilThen: 'Até lá, quem abrir o link vê só os nomes e uma contagem regressiva.',
  preview: REVEAL_TEXT.ownerPreviewButton,
  /** A browser without the edit token: the preview is behind the edit link. */
  previewByEmail: 'Para ver a prévia antes do dia, abra o link de edição que enviamos para o seu e-mail.',
} as const;
