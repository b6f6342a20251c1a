import { PaymentProviderUnavailableError } from '../../../src/application/ports/payment-gateway.js';
import { describePaymentGatewayContract } from '../../contract/payment-gateway.contract.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';

describePaymentGatewayContract(
  'FakePaymentGateway',
  async () => {
    const gateway = new FakePaymentGateway();
    let paid = 0;
    return {
      gateway,
      pay: async ({ memoryId, outcome, amountCents, currency }) =>
        gateway.report({ id: `pay-${++paid}`, memoryId, outcome, providerStatus: outcome, amountCents, currency }).id,
      breakProvider: () => {
        gateway.failWith = new PaymentProviderUnavailableError('the provider is down');
      },
      cleanup: async () => {},
    };
  },
  { keepsPayments: true, canBeUnreachable: true },
);
