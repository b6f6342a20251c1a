import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartedOrders } from '../../src/application/ports/started-orders.js';

export interface StartedOrdersUnderTest {
  readonly orders: StartedOrders;
  cleanup(): Promise<void>;
}

const at = (iso: string) => new Date(iso);

/** One specification of `StartedOrders`, run against the fake and the SQL adapter on both engines. */
export function describeStartedOrdersContract(name: string, factory: () => Promise<StartedOrdersUnderTest>): void {
  describe(`StartedOrders contract: ${name}`, () => {
    let subject: StartedOrdersUnderTest;
    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('keeps the first record of an order opened again, and finds orders by start and by page, oldest first', async () => {
      const { orders } = subject;
      await orders.record({ orderId: 'renewal.pageA.e1', kind: 'renewal', memoryId: 'pageA', startedAt: at('2027-03-20T12:00:00.123Z') });
      await orders.record({ orderId: 'upgrade.pageB.forever', kind: 'upgrade', memoryId: 'pageB', startedAt: at('2027-03-01T12:00:00.000Z') });
      await orders.record({ orderId: 'renewal.pageA.e1', kind: 'renewal', memoryId: 'pageA', startedAt: at('2027-03-25T12:00:00.000Z') });
      await orders.record({ orderId: 'upgrade.pageA.forever', kind: 'upgrade', memoryId: 'pageA', startedAt: at('2027-02-01T12:00:00.000Z') });

      expect(await orders.count()).toBe(3);
      expect(await orders.startedSince(at('2027-03-01T12:00:00.000Z'))).toEqual([
        { orderId: 'upgrade.pageB.forever', kind: 'upgrade', memoryId: 'pageB', startedAt: at('2027-03-01T12:00:00.000Z') },
        { orderId: 'renewal.pageA.e1', kind: 'renewal', memoryId: 'pageA', startedAt: at('2027-03-20T12:00:00.123Z') },
      ]);
      expect((await orders.ofMemory('pageA')).map((order) => order.orderId)).toEqual(['upgrade.pageA.forever', 'renewal.pageA.e1']);
      await expect(orders.ofMemory('nobody')).resolves.toEqual([]);
    });
  });
}
