/** The owner's edit page: the replies received and the switch that turns them off. */
export const REPLIES_SECTION = {
  title: 'Respostas com carinho',
  switchLabel: 'Receber respostas na página',
  switchOn: 'Quem abre a página pode mandar um coração ou um recado curto. Você recebe cada um por e-mail, e eles ficam aqui.',
  switchOff: 'As respostas estão desligadas: a página não mostra “Responder com carinho”.',
  none: 'Nenhuma resposta ainda.',
  heartOnly: 'Mandou um coração',
  showAll: (count: number) => `Ver as ${count} respostas`,
  latestOf: (shown: number, total: number) => `As ${shown} mais recentes de ${total.toLocaleString('pt-BR')} respostas.`,
  saveFailed: 'Não foi possível mudar agora. Tente de novo.',
  turnedOn: 'Respostas ligadas.',
  turnedOff: 'Respostas desligadas.',
} as const;

/** The e-mail that brings a reply to the buyer. */
export const REPLY_EMAIL = {
  subject: 'Chegou uma resposta com carinho 💌',
  heading: 'Chegou uma resposta!',
  greeting: (yourName: string) => `Oi, ${yourName}!`,
  introHeart: (lovedName: string) => `Alguém mandou um coração pela página que você fez para ${lovedName}.`,
  introNote: (lovedName: string) => `Alguém respondeu à página que você fez para ${lovedName}, com um coração e este recado:`,
  privacy: 'Quem respondeu não vê o seu e-mail: a resposta chega a você por nós.',
  openPage: 'Ver a página',
  allReplies: 'No link de edição que você recebeu, a página lista todas as respostas, e lá você pode desligá-las.',
  footer: 'Você recebeu este e-mail porque criou esta página de amor com este endereço.',
} as const;
