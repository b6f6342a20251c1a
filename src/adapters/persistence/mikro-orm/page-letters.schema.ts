import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The letters for the future (`SqlFutureLetters`): one row per letter, keyed by its page and its id on the page, kept
 * until the page is removed. Declared so that the schema check and the backups see the migrations' table; nothing reads
 * it through the entity manager.
 */
export const PageLetterSchema = defineEntity({
  name: 'PageLetterRecord',
  tableName: 'page_letters',
  properties: {
    memoryId: p.string().primary(),
    id: p.string().primary(),
    title: p.string(),
    text: p.text(),
    opensOn: p.string(),
    createdAt: p.datetime(),
    openedAt: p.datetime().nullable(),
  },
});
