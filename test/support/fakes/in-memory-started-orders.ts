import type { StartedOrder, StartedOrders } from '../../../src/application/ports/started-orders.js';

/** Honours `StartedOrders` like `SqlStartedOrders`: an order recorded again keeps its first record. */
export class InMemoryStartedOrders implements StartedOrders {
  private readonly rows = new Map<string, StartedOrder>();

  async record(order: StartedOrder): Promise<void> {
    if (!this.rows.has(order.orderId)) this.rows.set(order.orderId, { ...order, startedAt: new Date(order.startedAt) });
  }

  async startedSince(instant: Date): Promise<StartedOrder[]> {
    return this.sorted().filter((order) => order.startedAt.getTime() >= instant.getTime());
  }

  async ofMemory(memoryId: string): Promise<StartedOrder[]> {
    return this.sorted().filter((order) => order.memoryId === memoryId);
  }

  async count(): Promise<number> {
    return this.rows.size;
  }

  private sorted(): StartedOrder[] {
    return [...this.rows.values()].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.orderId.localeCompare(b.orderId));
  }
}
