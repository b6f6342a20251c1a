import type { Checkout, CheckoutRequest, PaymentGateway } from '../../../application/ports/payment-gateway.js';

/**
 * The embedded checkout: no money moves. The buyer lands on a page of this app that says so, and approving there
 * runs the same confirm-payment use case a real provider's notification runs.
 */
export class DemoPaymentGateway implements PaymentGateway {
  private readonly origin: string;

  constructor(publicUrl: string) {
    this.origin = publicUrl.replace(/\/+$/, '');
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { initPoint: `${this.origin}/checkout/demo/${encodeURIComponent(request.memoryId)}` };
  }
}

export const demoPaymentId = (memoryId: string) => `demo-${memoryId}`;
