import type { ReconcilePendingPayments } from '../payments/reconcile-pending-payments.js';
import type { GetPaymentStatus, PaymentStatusView } from './get-payment-status.js';

/** While a buyer waits on the return page, the provider is asked about that order at most this often. */
export const PAYMENT_REFRESH_PACE_MS = 10_000;
/** Only recent orders are asked about from the return page: someone back from the checkout bought minutes ago. */
const PAYMENT_REFRESH_WITHIN_DAYS = 2;

export interface RefreshPaymentStatusInput {
  readonly id: string;
  /**
   * Whether the provider may be asked about this order now, at most once per `PAYMENT_REFRESH_PACE_MS` across every
   * instance of the shop (the caller's shared limiter). Called only for a known, unpaid order.
   */
  readonly mayAskProvider: () => Promise<boolean>;
}

export interface RefreshPaymentStatusOutput {
  readonly status: PaymentStatusView;
  /** The provider could not be asked (down, too slow): the status is the one recorded; for the caller's log. */
  readonly providerFailure: unknown;
}

/**
 * The buyer's return page asking how their payment went. The status is ours, whatever the checkout's return address
 * says. While the order is unpaid, the provider is asked directly now and then, so a late or lost notification does not
 * keep the buyer waiting; a provider that cannot be reached leaves the recorded status. An unknown order is
 * `MemoryNotFoundError`, before anything else is asked.
 */
export class RefreshPaymentStatus {
  constructor(
    private readonly getPaymentStatus: GetPaymentStatus,
    private readonly reconcilePendingPayments: ReconcilePendingPayments,
  ) {}

  async execute(input: RefreshPaymentStatusInput): Promise<RefreshPaymentStatusOutput> {
    const { id } = input;
    const status = await this.getPaymentStatus.execute({ id });
    if (status.status === 'approved' || !(await input.mayAskProvider())) return { status, providerFailure: null };
    let providerFailure: unknown = null;
    await this.reconcilePendingPayments.executeFor(id, { withinDays: PAYMENT_REFRESH_WITHIN_DAYS }).catch((error: unknown) => {
      providerFailure = error;
    });
    return { status: await this.getPaymentStatus.execute({ id }), providerFailure };
  }
}
