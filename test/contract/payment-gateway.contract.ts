import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailableError, type PaymentGateway, type ProviderPayment } from '../../src/application/ports/payment-gateway.js';
import { PLANS } from '../../src/domain/plan/plan.js';
import { SPEC_PLAN_PRICES } from '../../src/domain/shop/shop-content.js';
import { rejectionOf } from '../support/rejection.js';

/** A payment made at the provider's checkout, as the test sets it up there. */
export interface PaymentAtProvider {
  readonly memoryId: string | null;
  readonly outcome: 'approved' | 'rejected' | 'pending';
  readonly amountCents: number;
  readonly currency: string;
}

export interface PaymentGatewayUnderTest {
  readonly gateway: PaymentGateway;
  /** Has the provider record a payment, as a buyer paying at its checkout would; resolves to the payment's id. */
  pay?(payment: PaymentAtProvider): Promise<string>;
  /** Makes the provider unreachable for every later call. */
  breakProvider?(): void;
  cleanup(): Promise<void>;
}

export interface PaymentGatewayCapabilities {
  /** The provider keeps payments that can be asked about (a demonstration checkout keeps none). */
  readonly keepsPayments: boolean;
  /** There is a provider that can be out of reach (the demonstration checkout is part of this app). */
  readonly canBeUnreachable: boolean;
}

const request = (memoryId: string, plan = PLANS.premium) => ({
  memoryId,
  plan,
  amountCents: SPEC_PLAN_PRICES[plan.id],
  payerEmail: 'ana@example.com',
});

/** One specification of `PaymentGateway`, run against the fake and every real adapter. */
export function describePaymentGatewayContract(
  name: string,
  factory: () => Promise<PaymentGatewayUnderTest>,
  capabilities: PaymentGatewayCapabilities,
): void {
  describe(`PaymentGateway contract: ${name}`, () => {
    let subject: PaymentGatewayUnderTest;
    let gateway: PaymentGateway;

    beforeEach(async () => {
      subject = await factory();
      gateway = subject.gateway;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    /** The test's own payment at the provider; only called where the capabilities say there is one. */
    const pay = (payment: PaymentAtProvider) => subject.pay!(payment);

    describe('createCheckout', () => {
      it('returns an absolute http(s) address for the buyer to pay at', async () => {
        const { initPoint } = await gateway.createCheckout(request('mem0000000000001'));

        expect(['http:', 'https:']).toContain(new URL(initPoint).protocol);
      });

      it('opens the same checkout when asked again for the same memory, and another one for another memory', async () => {
        const first = await gateway.createCheckout(request('mem0000000000001'));
        const again = await gateway.createCheckout(request('mem0000000000001'));
        const other = await gateway.createCheckout(request('mem0000000000002', PLANS.basic));

        expect(again).toEqual(first);
        expect(other.initPoint).not.toBe(first.initPoint);
      });
    });

    describe('createOrderCheckout', () => {
      const order = (orderId: string, kind: 'renewal' | 'upgrade' = 'renewal') => ({
        orderId,
        memoryId: 'mem0000000000001',
        kind,
        amountCents: kind === 'renewal' ? 1200 : 400,
        payerEmail: 'ana@example.com',
      });

      it("opens the same checkout for the same order, another for another order, neither the page's own", async () => {
        const page = await gateway.createCheckout(request('mem0000000000001'));
        const first = await gateway.createOrderCheckout(order('renewal.mem0000000000001.e1'));
        const again = await gateway.createOrderCheckout(order('renewal.mem0000000000001.e1'));
        const upgrade = await gateway.createOrderCheckout(order('upgrade.mem0000000000001.e1', 'upgrade'));

        expect(['http:', 'https:']).toContain(new URL(first.initPoint).protocol);
        expect(again).toEqual(first);
        expect(new Set([page.initPoint, first.initPoint, upgrade.initPoint]).size).toBe(3);
      });
    });

    describe('findPayment and paymentsFor', () => {
      it('returns null for a payment id the provider does not know', async () => {
        await expect(gateway.findPayment('404404404')).resolves.toBeNull();
      });

      it('returns no payments for a memory nobody paid for, even with its checkout open', async () => {
        await gateway.createCheckout(request('mem0000000000001'));

        await expect(gateway.paymentsFor('mem0000000000001')).resolves.toEqual([]);
      });
    });

    if (capabilities.keepsPayments)
      describe('payments the provider reports', () => {
        it('round-trips the memory reference, outcome, amount to the cent and currency of a payment', async () => {
          const id = await pay({ memoryId: 'mem0000000000001', outcome: 'approved', amountCents: 1990, currency: 'BRL' });

          const payment = await gateway.findPayment(id);

          expect(payment).toMatchObject<Partial<ProviderPayment>>({
            id,
            memoryId: 'mem0000000000001',
            outcome: 'approved',
            amountCents: 1990,
            currency: 'BRL',
          });
          expect(typeof payment!.providerStatus).toBe('string');
          expect(payment!.updatedAt === null || payment!.updatedAt instanceof Date).toBe(true);
        });

        it('reports the order a payment of a renewal or an upgrade names, as its reference', async () => {
          const id = await pay({ memoryId: 'renewal.mem0000000000001.e1', outcome: 'approved', amountCents: 1200, currency: 'BRL' });

          await expect(gateway.findPayment(id)).resolves.toMatchObject({ memoryId: 'renewal.mem0000000000001.e1', amountCents: 1200 });
        });

        it('reports a payment in another currency, and one without a memory reference, as they are', async () => {
          const foreign = await pay({ memoryId: 'mem0000000000001', outcome: 'rejected', amountCents: 1200, currency: 'USD' });
          const unreferenced = await pay({ memoryId: null, outcome: 'pending', amountCents: 1600, currency: 'BRL' });

          await expect(gateway.findPayment(foreign)).resolves.toMatchObject({ outcome: 'rejected', amountCents: 1200, currency: 'USD' });
          await expect(gateway.findPayment(unreferenced)).resolves.toMatchObject({ memoryId: null, outcome: 'pending' });
        });

        it("lists every payment of one memory, oldest first, and none of another memory's", async () => {
          const refused = await pay({ memoryId: 'mem0000000000001', outcome: 'rejected', amountCents: 1600, currency: 'BRL' });
          await pay({ memoryId: 'mem0000000000002', outcome: 'approved', amountCents: 1200, currency: 'BRL' });
          const approved = await pay({ memoryId: 'mem0000000000001', outcome: 'approved', amountCents: 1600, currency: 'BRL' });

          const payments = await gateway.paymentsFor('mem0000000000001');

          expect(payments.map((payment) => [payment.id, payment.outcome])).toEqual([
            [refused, 'rejected'],
            [approved, 'approved'],
          ]);
          expect(payments.every((payment) => payment.memoryId === 'mem0000000000001')).toBe(true);
        });
      });

    if (capabilities.canBeUnreachable)
      describe('an unreachable provider', () => {
        it('makes every call reject with PaymentProviderUnavailableError, never answer "unknown"', async () => {
          subject.breakProvider!();

          await rejectionOf(gateway.createCheckout(request('mem0000000000001')), PaymentProviderUnavailableError);
          await rejectionOf(gateway.findPayment('1'), PaymentProviderUnavailableError);
          await rejectionOf(gateway.paymentsFor('mem0000000000001'), PaymentProviderUnavailableError);
        });
      });
  });
}
