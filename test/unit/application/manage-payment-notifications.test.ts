import { describe, expect, it } from 'vitest';
import { ManagePaymentNotifications } from '../../../src/application/support/manage-payment-notifications.js';
import type { PaymentNotification } from '../../../src/application/ports/payment-notifications.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { NOW } from '../../support/mothers/memory.mother.js';

describe('ManagePaymentNotifications (support CLI: notifications)', () => {
  it('lists the notifications waiting or given up, with their payment and reason, and checks failed ones again', async () => {
    const inbox = new InMemoryTaskQueue<PaymentNotification>();
    const checked = await inbox.enqueue({ paymentId: '100' }, NOW);
    await inbox.finish(checked, NOW, 'done');
    const mismatch = await inbox.enqueue({ paymentId: '101' }, NOW);
    await inbox.fail(mismatch, 'pagamento 101 não confere com o plano: 1 BRL for plan basic', NOW);
    await inbox.enqueue({ paymentId: '102' }, NOW);
    const manage = new ManagePaymentNotifications(inbox, new FixedClock(NOW));

    const listed = await manage.listUnsent();
    expect(listed.map((view) => [view.paymentId, view.status, view.lastError])).toEqual([
      ['101', 'failed', 'pagamento 101 não confere com o plano: 1 BRL for plan basic'],
      ['102', 'pending', null],
    ]);
    expect(listed[0]).not.toHaveProperty('payload');

    await expect(manage.retryFailed()).resolves.toBe(1);
    expect((await manage.listUnsent()).map((view) => view.status)).toEqual(['pending', 'pending']);
  });
});
