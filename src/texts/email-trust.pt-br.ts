/**
 * What the payment modal and the payment return page say about the buyer's address, the names that cannot change, the
 * way back to an unpaid order's checkout, and where to find help. A module without imports.
 */
export const EMAIL_TRUST_TEXT = {
  /** "Você quis dizer bia@gmail.com?", as one button that puts the suggestion in the field. */
  suggestionBefore: 'Você quis dizer ',
  suggestionAfter: '?',
  /** The modal, before paying: the address as the e-mail will show it, masked. */
  willSendTo: (masked: string) => `Enviaremos para ${masked}`,
  /** The return page: where the e-mail went (or goes once paid). */
  sentTo: (masked: string) => `Enviamos o link e o QR Code para ${masked}.`,
  willSendOnceConfirmed: (masked: string) => `Assim que o pagamento for confirmado, enviamos o link e o QR Code para ${masked}.`,
  namesLegend: 'Confira os nomes',
  namesNote: 'Eles formam o endereço da página e não poderão ser alterados depois.',
  namesConfirm: 'Os nomes estão corretos',
  namesRequired: 'Confirme os nomes para continuar.',
  consentBefore: 'Ao continuar, você concorda com os ',
  consentTerms: 'Termos de Uso',
  consentBetween: ' e a ',
  consentPrivacy: 'Política de Privacidade',
  consentAfter: '.',
  newTab: ' (abre em outra aba)',
  wrongEmail: 'E-mail errado? Corrigir',
  correctionForm: 'Corrigir e-mail',
  correctionLabel: 'E-mail correto',
  correctionHint: 'Você pode corrigir o e-mail por até 1 hora depois do pedido, neste navegador.',
  correctionSubmit: 'Corrigir e reenviar',
  correctionSending: 'Enviando...',
  correctionCancel: 'Cancelar',
  correctedSent: (masked: string) => `Pronto! Enviamos de novo para ${masked}.`,
  correctedPending: (masked: string) => `Pronto! O link e o QR Code vão para ${masked} assim que o pagamento for confirmado.`,
  correctionFailed: 'Não foi possível corrigir o e-mail. Tente novamente.',
  backToPaymentIntro: 'Fechou a página do pagamento ou o PIX expirou? Volte ao mesmo pedido, sem preencher tudo de novo.',
  backToPayment: 'Voltar ao pagamento',
  openingPayment: 'Abrindo o pagamento…',
  helpBefore: 'Precisa de ajuda? Escreva para ',
  helpAfter: ' e responderemos o quanto antes.',
} as const;
