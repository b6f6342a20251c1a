import type { Memory } from '../../domain/memory/memory.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import { duplicatePaymentProblem, type ApplyProviderPayment, type AppliedPayment } from './apply-provider-payment.js';
import { describeError } from '../shared/drain-due-tasks.js';

export interface ReconcilePendingPaymentsInput {
  /** Unpaid pages created within this many days are asked about; older ones are left to housekeeping. */
  readonly withinDays?: number;
}

export interface ReconciledMemory {
  readonly memoryId: string;
  readonly statusBefore: Memory['status'];
  readonly statusAfter: Memory['status'];
  /** Payments the provider reports for the page. */
  readonly payments: number;
  /** Payments that could not be applied (not the plan's price, or paying for a page already paid), one line each. */
  readonly problems: readonly string[];
}

export interface ReconcilePendingPaymentsOutput {
  readonly checked: readonly ReconciledMemory[];
  /** Set when the provider could not be reached: the pages after the first failure were not checked. */
  readonly error: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_WITHIN_DAYS = 30;

/**
 * For notifications that never arrived: asks the provider about every unpaid page (pending or failed) and applies what
 * it reports, oldest payment first, through the same checks a notification goes through.
 */
export class ReconcilePendingPayments {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly gateway: PaymentGateway,
    private readonly applyPayment: ApplyProviderPayment,
    private readonly clock: Clock,
  ) {}

  async execute(input: ReconcilePendingPaymentsInput = {}): Promise<ReconcilePendingPaymentsOutput> {
    const unpaid = await this.repository.findUnpaidCreatedSince(this.windowStart(input));
    const checked: ReconciledMemory[] = [];
    for (const memory of unpaid) {
      try {
        checked.push(await this.reconcile(memory));
      } catch (error) {
        return { checked, error: describeError(error) };
      }
    }
    return { checked, error: null };
  }

  /**
   * The same for one page, while its buyer waits on the return page: null when it is unknown, already paid, or older
   * than the window. Rejects with `PaymentProviderUnavailableError` when the provider cannot be reached.
   */
  async executeFor(memoryId: string, input: ReconcilePendingPaymentsInput = {}): Promise<ReconciledMemory | null> {
    const memory = await this.repository.findById(memoryId);
    if (!memory || (memory.status !== 'pending_payment' && memory.status !== 'payment_failed')) return null;
    if (memory.snapshot().createdAt.getTime() < this.windowStart(input).getTime()) return null;
    return this.reconcile(memory);
  }

  /**
   * The payments of one renewal or upgrade order (its checkout's reference), applied through the same checks: for the
   * buyer back from that checkout when its notification is late or lost. Rejects with `PaymentProviderUnavailableError`.
   */
  async executeForOrder(orderId: string): Promise<void> {
    for (const payment of await this.gateway.paymentsFor(orderId)) await this.applyPayment.execute(payment);
  }

  private windowStart(input: ReconcilePendingPaymentsInput): Date {
    return new Date(this.clock.now().getTime() - (input.withinDays ?? DEFAULT_WITHIN_DAYS) * DAY_MS);
  }

  private async reconcile(memory: Memory): Promise<ReconciledMemory> {
    const payments = await this.gateway.paymentsFor(memory.id);
    const problems: string[] = [];
    let statusAfter = memory.status;
    for (const payment of payments) {
      const applied: AppliedPayment = await this.applyPayment.execute(payment);
      if (applied.result === 'applied') statusAfter = applied.status;
      if (applied.result === 'mismatch') problems.push(`pagamento ${payment.id}: ${applied.detail}`);
      if (applied.result === 'duplicate') problems.push(duplicatePaymentProblem(payment, applied.paidBy));
      if (applied.result === 'refused') problems.push(`pagamento ${payment.id}: ${applied.detail}`);
    }
    return { memoryId: memory.id, statusBefore: memory.status, statusAfter, payments: payments.length, problems };
  }
}
