import type { Container } from 'inversify';
import { ApplyOrderPayment } from '../../application/payments/apply-order-payment.js';
import { ConfirmPayment } from '../../application/payments/confirm-payment.js';
import { MakeAvifCopies } from '../../application/payments/make-avif-copies.js';
import { UpdateMemory } from '../../application/buyer/update-memory.js';
import type { Logger } from '../logging/logger.js';

export interface AvifAfterApproval {
  /** Stops taking pages and closes the photo worker (shutdown): a page under way fails with it and keeps serving WebP. */
  stop(): Promise<void>;
  /** Resolves once every page queued so far is done (tests, the bench). */
  idle(): Promise<void>;
}

/**
 * Makes a page's AVIF copies once its payment is approved (or an approved order brings it back), and a paid page's
 * new photos after an owner's edit: after the use case has answered, one page at a time, in the photo worker, so
 * neither the request nor the buyer's e-mail (queued in the approval's own write) waits for it. Every caller of these
 * use cases is covered (notifications, reconciliation, the demo checkout, the return page). A failure is logged and
 * leaves the page serving WebP; `memories-cli photo-variants` makes what is missing.
 */
export function makeAvifAfterApproval(container: Container, logger: Logger, closeWorker: () => Promise<void>): AvifAfterApproval {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const queued = new Set<string>();
  const enqueue = (memoryId: string) => {
    if (stopped || queued.has(memoryId)) return;
    queued.add(memoryId);
    chain = chain.then(async () => {
      queued.delete(memoryId);
      if (stopped) return;
      try {
        const report = await container.get(MakeAvifCopies).execute({ memoryId });
        if (report.made > 0) logger.info('AVIF copies made', { memoryId, ...report });
      } catch (error) {
        if (!stopped) logger.warn('AVIF copies failed; the page serves WebP', { memoryId, err: error });
      }
    });
  };
  container.onActivation(ConfirmPayment, (_context, confirm) => {
    const execute = confirm.execute.bind(confirm);
    confirm.execute = async (input) => {
      const output = await execute(input);
      if (output.activated) enqueue(input.memoryId);
      return output;
    };
    return confirm;
  });
  container.onActivation(ApplyOrderPayment, (_context, apply) => {
    const execute = apply.execute.bind(apply);
    apply.execute = async (payment, order) => {
      const applied = await execute(payment, order);
      if (applied.result === 'applied' && applied.activated) enqueue(order.memoryId);
      return applied;
    };
    return apply;
  });
  container.onActivation(UpdateMemory, (_context, update) => {
    const execute = update.execute.bind(update);
    update.execute = async (input) => {
      const view = await execute(input);
      enqueue(input.id);
      return view;
    };
    return update;
  });
  return {
    stop: () => {
      stopped = true;
      return closeWorker();
    },
    idle: () => chain,
  };
}
