import type { Plan } from '../../domain/plan/plan.js';

export interface CheckoutRequest {
  readonly memoryId: string;
  readonly plan: Plan;
  readonly payerEmail: string;
}

export interface Checkout {
  /** Where the buyer's browser goes to pay. */
  readonly initPoint: string;
}

export interface PaymentGateway {
  /** Opens a checkout for one memory at its plan's price. Rejects when the provider cannot be reached. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
}
