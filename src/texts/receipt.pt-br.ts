import type { PaymentMethod } from '../domain/memory/payment-method.js';

/** How the buyer paid, in the receipt of the e-mail that says the page is online. */
export const PAYMENT_METHOD_NAME: Readonly<Record<PaymentMethod, string>> = {
  pix: 'PIX',
  card: 'Cartão',
  demo: 'Demonstração (nenhuma cobrança real)',
  other: 'Outra forma de pagamento',
};

/** The receipt's title and the labels of its lines. */
export const RECEIPT = {
  title: 'Recibo da compra',
  plan: 'Plano',
  includes: 'Inclui',
  amount: 'Valor pago',
  order: 'Número do pedido',
  paidAt: 'Data do pagamento',
  method: 'Forma de pagamento',
  paymentId: 'Código do pagamento',
  endsAt: 'Página no ar até',
  forever: 'Página no ar',
  foreverValue: 'para sempre',
} as const;

/** The way to support in every e-mail, around the shop's contact e-mail: whom to write to, and what helps find the purchase. */
export const SUPPORT_CONTACT = {
  before: 'Precisa de ajuda? Escreva para ',
  /** After the address, in the e-mails with page links. */
  withOrder: ' e informe o número do pedido (ou o e-mail da compra).',
  /** After the address, in the others. */
  plain: '.',
} as const;

/** "Precisa de ajuda? Escreva para contato@loja.com.br."; null when the shop gives no contact e-mail (nothing is said). */
export function supportLine(contactEmail: string | null, after: string = SUPPORT_CONTACT.plain): string | null {
  return contactEmail === null ? null : `${SUPPORT_CONTACT.before}${contactEmail}${after}`;
}
