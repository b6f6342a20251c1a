import { describe, expect, it } from 'vitest';
import { DemoPaymentGateway } from '../../../src/adapters/payments/demo/demo-payment-gateway.js';
import { PLANS } from '../../../src/domain/plan/plan.js';
import { describePaymentGatewayContract } from '../../contract/payment-gateway.contract.js';

// The demonstration checkout is part of this app: nothing to lose contact with, and its decisions are applied as they
// are made, so it keeps no payments to be asked about.
describePaymentGatewayContract(
  'DemoPaymentGateway',
  async () => ({ gateway: new DemoPaymentGateway('http://localhost:3000/'), cleanup: async () => {} }),
  {
    keepsPayments: false,
    canBeUnreachable: false,
  },
);

describe('DemoPaymentGateway', () => {
  it("sends the buyer to this app's demonstration checkout for the memory", async () => {
    const gateway = new DemoPaymentGateway('https://memories.example/');

    await expect(gateway.createCheckout({ memoryId: 'a b/c', plan: PLANS.basic, amountCents: 1200, payerEmail: 'ana@example.com' })).resolves.toEqual(
      {
        initPoint: 'https://memories.example/checkout/demo/a%20b%2Fc',
      },
    );
  });
});
