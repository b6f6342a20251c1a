import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The renewals and upgrades whose checkout was opened (`SqlStartedOrders`): one row per order, removed with its page.
 * Declared so that the schema check sees the migrations' table; nothing reads it through the entity manager.
 */
export const StartedOrderSchema = defineEntity({
  name: 'StartedOrderRecord',
  tableName: 'page_orders',
  properties: {
    orderId: p.string().primary(),
    memoryId: p.string().index('page_orders_memory_id_index'),
    kind: p.string(),
    startedAt: p.datetime().index('page_orders_started_at_index'),
  },
});
