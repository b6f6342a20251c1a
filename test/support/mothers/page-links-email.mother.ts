import type { PageLinkEmailEntry, PageReceipt } from '../../../src/application/ports/mailer.js';

const ORIGIN = 'https://memories.example';

/** One page of a page-links e-mail; the QR bytes are a placeholder unless given. */
export function aPageLinkEntry(overrides: Partial<PageLinkEmailEntry> & { id?: string } = {}): PageLinkEmailEntry {
  const { id = 'mem0000000000001', ...fields } = overrides;
  return {
    yourName: 'Ana',
    lovedName: 'João',
    plan: 'premium',
    publicUrl: `${ORIGIN}/ana-e-joao/${id}`,
    editUrl: `${ORIGIN}/update/${id}?token=secret-token-${id}`,
    qrCodePng: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    endsAt: null,
    ...fields,
  };
}

/** A second buyer's page for e-mails listing two: a basic page, with its end date. */
export const BIA_AND_CAIO_BASIC = {
  id: 'mem0000000000002',
  yourName: 'Bia',
  lovedName: 'Caio',
  plan: 'basic',
  publicUrl: `${ORIGIN}/bia-e-caio/mem0000000000002`,
  endsAt: new Date('2027-03-10T15:00:00.000Z'),
} as const satisfies Parameters<typeof aPageLinkEntry>[0];

/** The purchase of Bia's basic page: R$ 12,00 by PIX at noon in São Paulo on 10 March 2026, Mercado Pago's payment 1325489570. */
export function aReceipt(overrides: Partial<PageReceipt> = {}): PageReceipt {
  return {
    orderNumber: BIA_AND_CAIO_BASIC.id,
    paymentId: '1325489570',
    amountCents: 1200,
    paidAt: new Date('2026-03-10T15:00:00.000Z'),
    method: 'pix',
    ...overrides,
  };
}

/** The receipt of `aReceipt()` on `BIA_AND_CAIO_BASIC`, line by line (label, value), as both parts of the e-mail show it. */
export const BIA_AND_CAIO_RECEIPT_LINES: readonly (readonly [string, string])[] = [
  ['Plano', 'Plano Anual'],
  ['Inclui', '1 foto'],
  ['Valor pago', 'R$\u00a012,00'],
  ['Número do pedido', BIA_AND_CAIO_BASIC.id],
  ['Data do pagamento', '10 de março de 2026, às 12:00'],
  ['Forma de pagamento', 'PIX'],
  ['Código do pagamento', '1325489570'],
  ['Página no ar até', '10 de março de 2027'],
];
