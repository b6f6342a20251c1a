/** "Entrega no dia": the e-mail the recipient receives at the instant the page opens, and the buyer's notice. */
export const DELIVERY_EMAIL = {
  arrived: {
    subject: (yourName: string) => `Chegou a hora: ${yourName} preparou uma surpresa para você`,
    heading: 'Chegou a hora',
    greeting: (lovedName: string) => `Oi, ${lovedName}!`,
    intro: (yourName: string) => `${yourName} preparou uma página de amor para você e pediu para ela chegar exatamente agora.`,
    openPage: 'Abrir a surpresa',
    qrCode: 'Ou aponte a câmera do celular para o QR Code:',
    footer: (yourName: string) =>
      `Você recebeu este e-mail porque ${yourName} pediu para entregar esta surpresa hoje. Seu endereço não é usado para mais nada.`,
  },
  sent: {
    subject: (lovedName: string) => `A surpresa chegou para ${lovedName}`,
    heading: 'A surpresa foi entregue',
    greeting: (yourName: string) => `Oi, ${yourName}!`,
    intro: (lovedName: string) => `Chegou a hora: acabamos de enviar o link e o QR Code da página para ${lovedName}, como você pediu.`,
    openPage: 'Ver a página',
    footer: 'Você recebeu este e-mail porque pediu a entrega no dia desta página de amor.',
  },
} as const;

/** The creation form's field under the reveal date, and the edit page's section. */
export const DELIVERY_TEXT = {
  fieldLabel: 'E-mail de quem vai receber (opcional)',
  fieldHint: 'Na hora em que a página abrir, enviamos o link e o QR Code para esse e-mail, e avisamos você. O endereço não é usado para mais nada.',
  placeholder: 'amor@exemplo.com',
  /** The edit page's section, on a page with a reveal date. */
  title: 'Entrega no dia',
  offer:
    'Quer que a surpresa chegue sozinha? Na hora em que a página abrir, enviamos o link e o QR Code para o e-mail de quem vai receber, e avisamos você.',
  editLabel: 'E-mail de quem vai receber',
  schedule: 'Agendar entrega',
  scheduled: (to: string) => `Na hora em que a página abrir, enviamos o link e o QR Code para ${to}.`,
  readdress: 'Trocar e-mail',
  saveAddress: 'Salvar e-mail',
  keepAddress: 'Manter o e-mail',
  cancel: 'Cancelar entrega',
  sent: (to: string, at: string) => `Entregue em ${at} para ${to}.`,
  done: { scheduled: 'Entrega agendada.', readdressed: 'E-mail trocado.', cancelled: 'Entrega cancelada.' },
  loadFailed: 'Não foi possível carregar a entrega. Recarregue a página para tentar de novo.',
  saveFailed: 'Não foi possível salvar a entrega. Tente de novo.',
} as const;
