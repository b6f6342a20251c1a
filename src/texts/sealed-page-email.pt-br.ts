import { revealMomentText } from './reveal-date.pt-br.js';

/** The purchase e-mail of a page that opens on a later day: it never says the page is already live. */
export const SEALED_PAGE_EMAIL = {
  subject: (opensAt: Date) => `Sua página de amor abre em ${revealMomentText(opensAt)} 💌`,
  heading: (opensAt: Date) => `Sua página de amor abre em ${revealMomentText(opensAt)}`,
  intro: (opensAt: Date) =>
    `Pagamento confirmado! A página que você criou abre em ${revealMomentText(opensAt)} (horário de Brasília): até lá, quem abrir vê só os nomes e uma contagem regressiva. Aqui estão o link, o QR Code e o seu link secreto de edição, que mostra a prévia só para você.`,
  /** The plan line under the names: "Premium · Abre em 07/12 às 00:00 · para sempre". */
  planLine: (plan: string, opensAt: Date, lasts: string) => `${plan} · Abre em ${revealMomentText(opensAt)} · ${lasts}`,
  forever: 'para sempre',
  qrHowTo: (opensAt: Date) =>
    `Imprima o QR Code ou coloque-o num cartão: quem você ama aponta a câmera do celular para ele e a página abre em ${revealMomentText(opensAt)}. Antes disso, mostra os nomes e a contagem regressiva.`,
  /** The receipt's line in place of "Página no ar: para sempre". */
  receiptOpensAt: 'Abre em',
  receiptOpensAtValue: (opensAt: Date) => revealMomentText(opensAt),
  receiptLasts: 'Duração',
} as const;
