/** "Pergunta de vocês" as the server says it: the link preview of a page that asks, and the buyer's alert. */
export const QUESTION_PAGE_TEXT = {
  askingDescription: (yourName: string, lovedName: string) => `${yourName} preparou uma surpresa para ${lovedName}: responda à pergunta para abrir.`,
  alertSubject: 'Alguém tentou abrir a página de vocês',
  alertGreeting: (yourName: string) => `Oi, ${yourName}!`,
  alertFooter: 'Você recebeu este e-mail porque a sua página de amor tem uma pergunta. Avisamos no máximo uma vez por dia.',
  alertLead: (lovedName: string) => `Alguém errou a resposta da pergunta da página para ${lovedName} algumas vezes.`,
  alertReassure: 'A página continua fechada para quem não sabe a resposta. Se foi você ou quem vai receber, está tudo certo.',
  alertAdvice: 'Se quiser, troque a pergunta ou a dica na página de edição.',
  alertEditButton: 'Editar a página',
} as const;
