import type { Memory } from '../../domain/memory/memory.js';
import type { SupportNote } from '../../domain/shared/support-note.js';
import { isOrderInEffect, type PageOrderKind } from '../../domain/renewal/page-orders.js';
import type { Clock } from '../ports/clock.js';
import type { MemoryRepository } from '../ports/memory-repository.js';
import type { Outcomes } from '../ports/outcomes.js';
import type { PaymentGateway, ProviderPayment } from '../ports/payment-gateway.js';
import type { StartedOrder, StartedOrders } from '../ports/started-orders.js';
import type { AppliedPayment } from './applied-payment.js';
import { duplicatePaymentNote, type ApplyProviderPayment } from './apply-provider-payment.js';
import { describeError } from '../shared/drain-due-tasks.js';

export interface ReconcilePendingPaymentsInput {
  /** Unpaid pages created within this many days are asked about; older ones are left to housekeeping. */
  readonly withinDays?: number;
  /** Renewals and upgrades started within this many days and not applied yet are asked about; 30 when absent. */
  readonly ordersWithinDays?: number;
}

export interface ReconciledMemory {
  readonly memoryId: string;
  readonly statusBefore: Memory['status'];
  readonly statusAfter: Memory['status'];
  /** Payments the provider reports for the page. */
  readonly payments: number;
  /** Payments that could not be applied (not the plan's price, or paying for a page already paid), one note each. */
  readonly problems: readonly SupportNote[];
}

/** A renewal or an upgrade whose checkout was opened and that was not applied yet when asked about. */
export interface ReconciledOrder {
  readonly orderId: string;
  readonly memoryId: string;
  readonly kind: PageOrderKind;
  /** Applied to its page by this check (its notification was lost). */
  readonly applied: boolean;
  /** Payments the provider reports for the order. */
  readonly payments: number;
  /** Payments that could not be applied, one note each. */
  readonly problems: readonly SupportNote[];
}

export interface ReconcilePendingPaymentsOutput {
  readonly checked: readonly ReconciledMemory[];
  /** The started renewals and upgrades asked about. */
  readonly orders: readonly ReconciledOrder[];
  /** Set when the provider could not be reached: the pages after the first failure were not checked. */
  readonly error: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_WITHIN_DAYS = 30;

/**
 * For notifications that never arrived: asks the provider about every unpaid page (pending or failed), and about every
 * renewal or upgrade whose checkout was opened and that its page has not applied, and applies what it reports, oldest
 * payment first, through the same checks a notification goes through (an order is applied once, by its page's record).
 * The pages and orders it changed are told as reconciled: each one a notification that was lost or late.
 */
export class ReconcilePendingPayments {
  constructor(
    private readonly repository: MemoryRepository,
    private readonly gateway: PaymentGateway,
    private readonly applyPayment: ApplyProviderPayment,
    private readonly clock: Clock,
    private readonly startedOrders: StartedOrders,
    private readonly outcomes: Outcomes,
  ) {}

  async execute(input: ReconcilePendingPaymentsInput = {}): Promise<ReconcilePendingPaymentsOutput> {
    const output = await this.checkAll(input);
    const pages = output.checked.filter(changedStatus).length;
    await this.reconciled(pages + output.orders.filter((order) => order.applied).length);
    return output;
  }

  private async checkAll(input: ReconcilePendingPaymentsInput): Promise<ReconcilePendingPaymentsOutput> {
    const unpaid = await this.repository.findUnpaidCreatedSince(this.windowStart(input.withinDays));
    const checked: ReconciledMemory[] = [];
    const orders: ReconciledOrder[] = [];
    try {
      for (const memory of unpaid) checked.push(await this.reconcile(memory));
      for (const order of await this.startedOrders.startedSince(this.windowStart(input.ordersWithinDays))) {
        const reconciled = await this.reconcileOrder(order);
        if (reconciled) orders.push(reconciled);
      }
    } catch (error) {
      return { checked, orders, error: describeError(error) };
    }
    return { checked, orders, error: null };
  }

  /** Pages and orders this check changed: each one a notification that was lost or late. */
  private async reconciled(count: number): Promise<void> {
    if (count > 0) await this.outcomes.publish({ kind: 'payments-reconciled', count });
  }

  /**
   * The same for one page, while its buyer waits on the return page: null when it is unknown, already paid, or older
   * than the window. Rejects with `PaymentProviderUnavailableError` when the provider cannot be reached.
   */
  async executeFor(memoryId: string, input: ReconcilePendingPaymentsInput = {}): Promise<ReconciledMemory | null> {
    const memory = await this.repository.findById(memoryId);
    if (!memory || (memory.status !== 'pending_payment' && memory.status !== 'payment_failed')) return null;
    if (memory.snapshot().createdAt.getTime() < this.windowStart(input.withinDays).getTime()) return null;
    const reconciled = await this.reconcile(memory);
    if (changedStatus(reconciled)) await this.reconciled(1);
    return reconciled;
  }

  /**
   * The payments of one renewal or upgrade order (its checkout's reference), applied through the same checks: for the
   * buyer back from that checkout when its notification is late or lost. Rejects with `PaymentProviderUnavailableError`.
   */
  async executeForOrder(orderId: string): Promise<void> {
    for (const payment of await this.gateway.paymentsFor(orderId)) await this.applyPayment.execute(payment);
  }

  private windowStart(days: number | undefined): Date {
    return new Date(this.clock.now().getTime() - (days ?? DEFAULT_WITHIN_DAYS) * DAY_MS);
  }

  private async reconcile(memory: Memory): Promise<ReconciledMemory> {
    const payments = await this.gateway.paymentsFor(memory.id);
    const { results, problems } = await this.applyAll(payments);
    const statusAfter = results.reduce((status, applied) => (applied.result === 'applied' ? applied.status : status), memory.status);
    return { memoryId: memory.id, statusBefore: memory.status, statusAfter, payments: payments.length, problems };
  }

  /** Null for an order its page applied already, or whose page is gone: nothing to ask. */
  private async reconcileOrder(order: StartedOrder): Promise<ReconciledOrder | null> {
    const memory = await this.repository.findById(order.memoryId);
    if (!memory || isOrderInEffect(memory.orders, order.orderId)) return null;
    const payments = await this.gateway.paymentsFor(order.orderId);
    const { results, problems } = await this.applyAll(payments);
    const applied = results.some((result) => result.result === 'applied' && result.changed);
    return { orderId: order.orderId, memoryId: order.memoryId, kind: order.kind, applied, payments: payments.length, problems };
  }

  /** Applies the payments in turn; what could not be applied becomes a line for support. */
  private async applyAll(payments: readonly ProviderPayment[]): Promise<{ results: AppliedPayment[]; problems: SupportNote[] }> {
    const results: AppliedPayment[] = [];
    const problems: SupportNote[] = [];
    for (const payment of payments) {
      const applied = await this.applyPayment.execute(payment);
      results.push(applied);
      if (applied.result === 'mismatch') problems.push({ kind: 'payment-price-problem', paymentId: payment.id, detail: applied.detail });
      if (applied.result === 'refused') problems.push({ kind: 'payment-refused', paymentId: payment.id, refusal: applied.refusal });
      if (applied.result === 'duplicate') problems.push(duplicatePaymentNote(payment, applied.paidBy));
    }
    return { results, problems };
  }
}

function changedStatus(page: ReconciledMemory): boolean {
  return page.statusAfter !== page.statusBefore;
}
