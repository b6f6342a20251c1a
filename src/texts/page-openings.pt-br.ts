/** "A surpresa foi aberta!": the e-mail to the buyer, the page that turns it off, and the edit page's section. */
export const OPENED_EMAIL = {
  subject: 'A surpresa foi aberta! 💌',
  heading: 'A surpresa foi aberta!',
  greeting: (yourName: string) => `Oi, ${yourName}!`,
  intro: (lovedName: string, when: string) =>
    `Alguém acabou de tocar em “Clique” na página que você fez para ${lovedName}: ela foi aberta pela primeira vez ${when}.`,
  howWeKnow: 'Contamos só que a página foi aberta: nada sobre quem abriu, nem de onde. As suas próprias visitas não contam.',
  openPage: 'Ver a página',
  counts: 'No link de edição que você recebeu, a página mostra quantas vezes ela já foi aberta.',
  turnOff: 'Não quero mais receber este aviso',
  footer: 'Você recebeu este e-mail porque criou esta página de amor com este endereço. Avisamos só na primeira abertura.',
} as const;

/** The page behind the e-mail's "turn off" link. */
export const OPENING_EMAILS_OFF_PAGE = {
  title: 'Avisos de abertura',
  confirmQuestion: 'Quer deixar de receber o aviso “A surpresa foi aberta!” desta página?',
  confirmButton: 'Sim, não quero mais o aviso',
  turnedOff: 'Pronto! Você não vai mais receber o aviso “A surpresa foi aberta!” desta página.',
  alreadyOff: 'Este aviso já estava desligado: você não vai receber o aviso “A surpresa foi aberta!” desta página.',
  invalidLink: 'Este link não é válido. Use o link do próprio e-mail, sem mudar nada, ou fale com a gente.',
} as const;

/** The edit page's section. */
export const OPENINGS_SECTION = {
  title: 'Aberturas da surpresa',
  never: 'Ainda ninguém abriu a página. Assim que abrirem, a gente te avisa por e-mail.',
  count: (count: number) => (count === 1 ? 'Aberta 1 vez' : `Aberta ${count.toLocaleString('pt-BR')} vezes`),
  first: 'Primeira vez',
  last: 'Última vez',
  note: 'Suas próprias visitas não contam, e várias aberturas em meia hora contam como uma.',
} as const;
