/**
 * How the payment that published a page was made, as the checkout reported it: PIX, a card (credit, debit or prepaid),
 * the demonstration checkout (no money moved), or anything else the provider may add. Shown on the buyer's receipt.
 */
export type PaymentMethod = 'pix' | 'card' | 'demo' | 'other';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['pix', 'card', 'demo', 'other'];
