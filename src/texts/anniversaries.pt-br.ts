/** "1 ano", "2 anos". */
export const yearsWord = (years: number): string => (years === 1 ? '1 ano' : `${years.toLocaleString('pt-BR')} anos`);

/** The yearly anniversary e-mail to the buyer, and the page behind its "turn off" link. */
export const ANNIVERSARY_EMAIL = {
  subject: (years: string) => `Hoje vocês completam ${years}! 🎉`,
  heading: (years: string) => `Hoje vocês completam ${years}!`,
  greeting: (yourName: string) => `Oi, ${yourName}!`,
  intro: (lovedName: string, years: string) =>
    `Hoje faz ${years} que a história de vocês começou, e a página que você fez para ${lovedName} está comemorando junto: quem abrir hoje vê a festa.`,
  share: 'Que tal mandar o link de novo, para reviver tudo no dia de vocês?',
  openPage: 'Ver a página',
  endsOn: (date: string) => `A página fica no ar até ${date}. Para mantê-la por mais um ano, é só renovar:`,
  renew: 'Renovar a página',
  turnOff: 'Não quero mais receber o aviso de aniversário',
  footer: 'Você recebeu este e-mail porque criou esta página de amor com este endereço. Avisamos uma vez por ano, no dia.',
} as const;

/** The page behind the e-mail's "turn off" link. */
export const ANNIVERSARY_EMAILS_OFF_PAGE = {
  title: 'Avisos de aniversário',
  confirmQuestion: 'Quer deixar de receber o e-mail de aniversário de namoro desta página?',
  confirmButton: 'Sim, não quero mais o aviso',
  turnedOff: 'Pronto! Você não vai mais receber o e-mail de aniversário desta página.',
  alreadyOff: 'Este aviso já estava desligado: você não vai receber o e-mail de aniversário desta página.',
  invalidLink: 'Este link não é válido. Use o link do próprio e-mail, sem mudar nada, ou fale com a gente.',
} as const;

/** memories-cli show: the anniversaries e-mailed, and whether these e-mails are on. */
export const ANNIVERSARY_SUPPORT = {
  sentLabel: 'Aniversários avisados',
  none: 'nenhum',
  sent: (years: string, when: string) => `${years} (${when})`,
  offLabel: 'Aviso de aniversário',
  off: 'desligado pelo comprador',
  on: 'ligado',
  emailsOffNote: 'avisos de aniversário desligados',
  notConfiguredNote: 'aviso de aniversário não configurado',
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) =>
    `Aniversários: ${source} página(s) com aniversários avisados ou aviso desligado na origem, ${copied} copiadas agora.`,
} as const;
