import type {
  Checkout,
  CheckoutRequest,
  OrderCheckoutRequest,
  PaymentGateway,
  ProviderPayment,
} from '../../../src/application/ports/payment-gateway.js';

/** A provider whose payments a test sets by hand. */
export class FakePaymentGateway implements PaymentGateway {
  readonly requests: CheckoutRequest[] = [];
  readonly orderRequests: OrderCheckoutRequest[] = [];
  readonly payments = new Map<string, ProviderPayment>();
  failWith: Error | null = null;

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (this.failWith) throw this.failWith;
    this.requests.push(request);
    return { initPoint: `https://pay.example/checkout/${request.memoryId}` };
  }

  async createOrderCheckout(request: OrderCheckoutRequest): Promise<Checkout> {
    if (this.failWith) throw this.failWith;
    this.orderRequests.push(request);
    return { initPoint: `https://pay.example/checkout/${request.orderId}` };
  }

  async findPayment(paymentId: string): Promise<ProviderPayment | null> {
    if (this.failWith) throw this.failWith;
    return this.payments.get(paymentId) ?? null;
  }

  async paymentsFor(memoryId: string): Promise<ProviderPayment[]> {
    if (this.failWith) throw this.failWith;
    return [...this.payments.values()].filter((payment) => payment.memoryId === memoryId);
  }

  /** Test helper: records a payment as the provider would report it. */
  report(payment: Partial<ProviderPayment> & Pick<ProviderPayment, 'id' | 'memoryId'>): ProviderPayment {
    const full: ProviderPayment = {
      outcome: 'approved',
      providerStatus: 'approved',
      amountCents: 1600,
      currency: 'BRL',
      updatedAt: null,
      ...payment,
    };
    this.payments.set(full.id, full);
    return full;
  }
}
