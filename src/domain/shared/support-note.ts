import type { OrderRefusal, PageOrderKind } from '../renewal/page-orders.js';

/** Why a renewal's or an upgrade's payment was not applied, for support to give the money back or look into. */
export type OrderPaymentRefusal =
  /** The page can no longer take the order (suspended since, lifetime already). */
  | { readonly kind: 'order-refused'; readonly orderKind: PageOrderKind; readonly memoryId: string; readonly reason: OrderRefusal | string }
  /** Refunded or charged back, but a later order of the page depends on it: only marked. */
  | { readonly kind: 'reversal-kept'; readonly orderKind: PageOrderKind; readonly orderId: string; readonly memoryId: string };

/**
 * What support is told about a task or a payment the product could not complete on its own, as facts: the queues
 * keep it as a task's last line, the CLI prints it. src/texts says each one in Portuguese.
 */
export type SupportNote =
  /** A queued e-mail whose pages are all offline now: cancelled, not sent. */
  | { readonly kind: 'no-page-online' }
  | { readonly kind: 'opening-emails-off' }
  | { readonly kind: 'opening-email-not-configured' }
  | { readonly kind: 'anniversary-emails-off' }
  | { readonly kind: 'anniversary-email-not-configured' }
  /** A reply's e-mail whose reply is no longer stored (its page was removed). */
  | { readonly kind: 'reply-gone' }
  | { readonly kind: 'reply-email-not-configured' }
  | { readonly kind: 'delivery-email-not-configured' }
  /** A letter's e-mail whose letter is no longer stored (its page was removed). */
  | { readonly kind: 'letter-gone' }
  | { readonly kind: 'letter-email-not-configured' }
  | { readonly kind: 'question-alert-not-configured' }
  /** A notification naming a payment the provider does not know. */
  | { readonly kind: 'payment-unknown-to-provider' }
  | { readonly kind: 'payment-without-page'; readonly paymentId: string; readonly providerStatus: string }
  /** Amount or currency not the price; `detail` is the technical comparison ("1 BRL for plan basic"). */
  | { readonly kind: 'payment-not-matching-price'; readonly paymentId: string; readonly detail: string }
  /** The same, as reconciliation lists it. */
  | { readonly kind: 'payment-price-problem'; readonly paymentId: string; readonly detail: string }
  | { readonly kind: 'payment-duplicate'; readonly paymentId: string; readonly memoryId: string | null; readonly paidBy: string | null }
  | { readonly kind: 'payment-not-applied'; readonly paymentId: string; readonly refusal: OrderPaymentRefusal }
  /** The same, as reconciliation lists it. */
  | { readonly kind: 'payment-refused'; readonly paymentId: string; readonly refusal: OrderPaymentRefusal };
