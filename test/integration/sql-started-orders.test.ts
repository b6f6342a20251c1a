import { expect, it } from 'vitest';
import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { SqlStartedOrders } from '../../src/adapters/persistence/mikro-orm/sql-started-orders.js';
import { describeStartedOrdersContract } from '../contract/started-orders.contract.js';
import { InMemoryStartedOrders } from '../support/fakes/in-memory-started-orders.js';
import { aMemory, NOW } from '../support/mothers/memory.mother.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describeStartedOrdersContract('SqlStartedOrders on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  return { orders: new SqlStartedOrders(database), cleanup: remove };
});

describeStartedOrdersContract('InMemoryStartedOrders', async () => ({ orders: new InMemoryStartedOrders(), cleanup: async () => {} }));

it('removes the started orders of a page with the page', async () => {
  const { database, remove } = await temporaryDatabase();
  try {
    const repository = new MikroOrmMemoryRepository(database);
    const orders = new SqlStartedOrders(database);
    await repository.add(aMemory({ id: 'withorders000001', status: 'active', details: { plan: 'basic' } }));
    await orders.record({ orderId: 'renewal.withorders000001.e1', kind: 'renewal', memoryId: 'withorders000001', startedAt: NOW });
    await orders.record({ orderId: 'renewal.otherpage0000001.e1', kind: 'renewal', memoryId: 'otherpage0000001', startedAt: NOW });

    expect(await repository.remove('withorders000001')).toBe(true);
    expect(await orders.ofMemory('withorders000001')).toEqual([]);
    expect(await orders.count()).toBe(1);
  } finally {
    await remove();
  }
});
