import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The replies visitors sent to a page ("Responder com carinho", `SqlPageReplies`): a heart alone (no note) or a heart
 * and a short note. The visitor's address is never kept, only `client_key`, a keyed digest of it that the limits count
 * by. Declared so that the schema check sees the migrations' table; nothing reads it through the entity manager.
 */
export const PageReplySchema = defineEntity({
  name: 'PageReplyRecord',
  tableName: 'page_replies',
  properties: {
    id: p.string().primary(),
    memoryId: p.string().index('page_replies_memory_id_index'),
    note: p.text().nullable(),
    clientKey: p.string(),
    createdAt: p.datetime(),
  },
});
