import { ApplyOrderPayment } from '../../src/application/payments/apply-order-payment.js';
import { ApplyProviderPayment } from '../../src/application/payments/apply-provider-payment.js';
import { ConfirmPayment } from '../../src/application/payments/confirm-payment.js';
import type { Clock } from '../../src/application/ports/clock.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { Outcomes } from '../../src/application/ports/outcomes.js';
import { SPEC_PRICES } from './fakes/spec-plan-prices.js';

/** `ApplyProviderPayment` as the container wires it, at the spec's prices: pages through `ConfirmPayment`, orders through `ApplyOrderPayment`. */
export function providerPayments(repository: MemoryRepository, clock: Clock, outcomes: Outcomes): ApplyProviderPayment {
  return new ApplyProviderPayment(
    repository,
    new ConfirmPayment(repository, clock, outcomes),
    new ApplyOrderPayment(repository, clock, SPEC_PRICES, outcomes),
    outcomes,
  );
}
