/**
 * The spec's fixed Portuguese texts (sections 2, 4, 5 and 8): what the site shows, and, for the mistakes the site
 * also catches before sending, what the server answers. A module without imports, so a page that shows one of them
 * loads nothing else.
 */
export const MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooShort: 'Nome muito curto',
  emailInvalid: 'E-mail inválido',
  messageRequired: 'Mensagem é obrigatória',
  photoRequired: 'Por favor, selecione pelo menos uma foto!',
  fillRequired: 'Por favor, preencha todos os campos obrigatórios!',
  emailInvalidBeforePayment: 'Por favor, insira um e-mail válido!',
  missingData: 'Preencha os dados faltantes',
  createFailed: 'Erro ao processar. Tente novamente.',
  connectionLost: 'Sua conexão caiu. Seus dados continuam aqui.',
  retryAfterConnectionLost: 'Tentar de novo',
  resendInvalidEmail: 'Por favor, insira um e-mail válido',
  resendNotFound: 'E-mail não encontrado',
  resendFailed: 'Não foi possível reenviar o e-mail. Tente novamente.',
  resendSuccessTitle: 'E-mail enviado com sucesso!',
  resendSuccessText: 'Verifique sua caixa de entrada.',
  resendAccepted: 'Se encontrarmos uma página ativa com este e-mail, o QR Code chegará em instantes.',
  resendIntro: 'Digite o e-mail que você usou para criar sua página. Se encontrarmos seu registro, reenviaremos o QR Code.',
  editLoadFailed: 'Erro ao carregar a página. Tente novamente.',
  editSaveFailed: 'Erro ao atualizar os dados. Tente novamente.',
  editSaved: 'Dados atualizados com sucesso!',
  youtubeInvalid: 'Link do YouTube inválido',
  confirmPhotoRemoval: 'Tem certeza que deseja remover esta foto?',
  siteCreated: 'Site criado com sucesso!',
  loading: 'Carregando...',
  saving: 'Salvando...',
  sending: 'Enviando...',
} as const;

/** 'Plano {plan} permite no máximo {n} foto(s).' */
export const photoLimitSentence = (planName: string, limit: number) => `Plano ${planName} permite no máximo ${limit} foto(s).`;

/** 'Limite máximo de fotos atingido (N foto(s))' */
export const photoLimitReached = (limit: number) => `Limite máximo de fotos atingido (${limit} foto(s))`;
