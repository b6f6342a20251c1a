/** The resend modal's way out when nothing arrives, around the spec's fixed texts (which stay in messages.pt-br.ts). */
export const RESEND_HELP = {
  sameAddress: 'Use o mesmo e-mail que você informou na compra: é para ele que enviamos o link, o QR Code e o link de edição.',
  title: 'Não recebeu o QR Code?',
  steps: ['Procure nas pastas Spam, Lixo eletrônico e Promoções.', 'Espere alguns minutos: às vezes o e-mail demora um pouco para chegar.'],
  /** Before the shop's contact e-mail. */
  contactBefore: 'Ainda nada? Fale com a gente em ',
  /** Before the WhatsApp link, when the shop gives no contact e-mail. */
  whatsappBefore: 'Ainda nada? Fale com a gente no ',
  contactAfter: ' e ajudamos a recuperar sua página.',
} as const;
