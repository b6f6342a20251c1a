/** "Pergunta de vocês" in the browser: the recipient's question screen and the owner's section of the edit page. */
export const QUESTION_TEXT = {
  /** The public page of a page that asks, until this browser gave the right answer. */
  lead: (yourName: string) => `${yourName} quer saber se é você mesmo. Responda para abrir a surpresa.`,
  hint: (hint: string) => `Dica: ${hint}`,
  answerLabel: 'Sua resposta',
  open: 'Abrir',
  checking: 'Conferindo…',
  wrongAnswer: 'Essa não é a resposta.',
  tooManyTries: 'Muitas respostas erradas. Espere um pouco e tente de novo.',
  answerFailed: 'Não foi possível conferir a resposta agora. Tente de novo.',
  /** The owner's own look, without answering. */
  ownerPreviewOffer: 'Você é quem preparou a página: veja como ela vai ficar, sem responder.',
  ownerPreviewButton: 'Ver a prévia',
  ownerPreview: 'Prévia só para você: quem receber a página vê tudo depois de acertar a resposta.',
} as const;

/** The edit page's section. */
export const QUESTION_SECTION = {
  title: 'Pergunta de vocês',
  intro: 'Uma pergunta que só vocês dois sabem responder. Até a resposta certa, quem abrir o link vê só os nomes e a pergunta.',
  none: 'A página abre sem pergunta.',
  current: (question: string) => `Pergunta: ${question}`,
  currentHint: (hint: string) => `Dica: ${hint}`,
  add: 'Adicionar pergunta',
  change: 'Trocar pergunta',
  remove: 'Remover pergunta',
  removeConfirm: 'Remover a pergunta? A página passa a abrir direto para quem tiver o link.',
  cancel: 'Cancelar',
  questionLabel: 'Pergunta',
  questionPlaceholder: 'Ex.: Onde foi o nosso primeiro beijo?',
  hintLabel: 'Dica (opcional)',
  hintPlaceholder: 'Ex.: Perto do mar',
  answerLabel: 'Resposta',
  answerHint: 'Acentos, maiúsculas e espaços não contam. Nunca mostramos a resposta, nem para você.',
  keepAnswer: 'Deixe em branco para manter a resposta atual',
  keepAnswerHint:
    'Deixe em branco para manter a resposta atual (nunca mostramos a resposta, nem para você). Acentos, maiúsculas e espaços não contam.',
  save: 'Salvar pergunta',
  saved: 'Pergunta salva.',
  removed: 'Pergunta removida.',
  loadFailed: 'Não foi possível carregar a pergunta. Recarregue a página para tentar de novo.',
  saveFailed: 'Não foi possível salvar a pergunta. Tente de novo.',
} as const;
