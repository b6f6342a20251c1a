import type { Plan } from '../../domain/plan/plan.js';
import type { PaymentMethod } from '../../domain/memory/payment-method.js';
import type { PaymentOutcome } from '../../domain/memory/payment-outcome.js';
import type { PageOrderKind } from '../../domain/renewal/page-orders.js';

export interface CheckoutRequest {
  readonly memoryId: string;
  readonly plan: Plan;
  /** What it costs: the price the order was placed at. */
  readonly amountCents: number;
  readonly payerEmail: string;
}

/** The checkout of a renewal or an upgrade of a paid page: its own order, at a price from the catalogue. */
export interface OrderCheckoutRequest {
  /** Carried as the checkout's reference (`external_reference`): a payment names the order it pays. */
  readonly orderId: string;
  readonly memoryId: string;
  readonly kind: PageOrderKind;
  readonly amountCents: number;
  readonly payerEmail: string;
}

export interface Checkout {
  /** Where the buyer's browser goes to pay. */
  readonly initPoint: string;
}

/** A payment as the provider reports it when asked: the only version of it we trust. */
export interface ProviderPayment {
  readonly id: string;
  /**
   * The reference the checkout was opened with (Mercado Pago's `external_reference`): a memory id, or the id of a
   * renewal or upgrade order (see `parseOrderId`); null when absent.
   */
  readonly memoryId: string | null;
  /** The provider's status in our words; `pending` covers every state that is not final yet. */
  readonly outcome: PaymentOutcome | 'pending';
  /** The provider's own status word, for logs and support. */
  readonly providerStatus: string;
  readonly amountCents: number;
  /** ISO 4217, as the provider reports it ("BRL"). */
  readonly currency: string;
  /** How it was paid (PIX, card…); null or absent when the provider does not say. */
  readonly method?: PaymentMethod | null;
  /** When the provider last changed it; null when it does not say. */
  readonly updatedAt: Date | null;
}

export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

export interface PaymentGateway {
  /**
   * Opens a checkout for one memory at its plan's price. Opening it again for the same memory must not make a second
   * charge. Rejects with `PaymentProviderUnavailableError` when the provider cannot be reached or refuses.
   */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Opens the checkout of a renewal or an upgrade; the same order opened again must not make a second charge. */
  createOrderCheckout(request: OrderCheckoutRequest): Promise<Checkout>;
  /** The payment with that id; null when the provider does not know it. Rejects with `PaymentProviderUnavailableError`. */
  findPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Every payment made for a memory, oldest first (empty for a checkout that reports none). */
  paymentsFor(memoryId: string): Promise<ProviderPayment[]>;
}
