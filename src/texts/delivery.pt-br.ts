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
