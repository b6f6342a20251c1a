import type { Checkout, CheckoutRequest, PaymentGateway } from '../../src/application/ports/payment-gateway.js';

export class FakePaymentGateway implements PaymentGateway {
  readonly requests: CheckoutRequest[] = [];
  failWith: Error | null = null;

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (this.failWith) throw this.failWith;
    this.requests.push(request);
    return { initPoint: `https://pay.example/checkout/${request.memoryId}` };
  }
}
