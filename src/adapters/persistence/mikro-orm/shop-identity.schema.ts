import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The one-row table of the shop's identity (`SqlShopIdentity`), the same id as the mark beside the photos. Declared so
 * that the schema check sees the migrations' table; nothing reads it through the entity manager.
 */
export const ShopIdentitySchema = defineEntity({
  name: 'ShopIdentityRecord',
  tableName: 'shop_identity',
  properties: {
    id: p.integer().primary().autoincrement(false),
    shopId: p.text(),
    createdAt: p.datetime(),
  },
});
