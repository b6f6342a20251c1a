import type { Checkout, CheckoutRequest, OrderCheckoutRequest, PaymentGateway, ProviderPayment } from '../../../application/ports/payment-gateway.js';

/**
 * The embedded checkout: no money moves. The buyer lands on a page of this app that says so, and approving there
 * runs the same confirm-payment use case a real provider's notification runs. It keeps no payments of its own to be
 * asked about: its decisions are applied as they are made.
 */
export class DemoPaymentGateway implements PaymentGateway {
  private readonly origin: string;

  constructor(publicUrl: string) {
    this.origin = publicUrl.replace(/\/+$/, '');
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    return { initPoint: `${this.origin}/checkout/demo/${encodeURIComponent(request.memoryId)}` };
  }

  async createOrderCheckout(request: OrderCheckoutRequest): Promise<Checkout> {
    return { initPoint: `${this.origin}/checkout/demo/${encodeURIComponent(request.orderId)}` };
  }

  async findPayment(): Promise<ProviderPayment | null> {
    return null;
  }

  async paymentsFor(): Promise<ProviderPayment[]> {
    return [];
  }
}

export const demoPaymentId = (memoryId: string) => `demo-${memoryId}`;
