import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The deliveries on the day (`SqlRecipientDeliveries`): one row per page whose buyer gave the recipient's address, kept
 * until the page is removed. Declared so that the schema check and the backups see the migrations' table; nothing reads
 * it through the entity manager.
 */
export const PageDeliverySchema = defineEntity({
  name: 'PageDeliveryRecord',
  tableName: 'page_deliveries',
  properties: {
    memoryId: p.string().primary(),
    recipientEmail: p.string(),
    status: p.string().index('page_deliveries_status_index'),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
  },
});
