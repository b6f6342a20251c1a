import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The counts of openings of each page (`SqlPageOpenings`): one row per page once it was opened or its buyer turned the
 * "opened" e-mails off. Nothing about the visitor: no address, no identifier. Declared so that the schema check sees
 * the migrations' table; nothing reads it through the entity manager.
 */
export const PageOpeningSchema = defineEntity({
  name: 'PageOpeningRecord',
  tableName: 'page_openings',
  properties: {
    memoryId: p.string().primary(),
    openings: p.integer().default(0),
    firstOpenedAt: p.datetime().nullable(),
    lastOpenedAt: p.datetime().nullable(),
    emailsOff: p.boolean().default(false),
  },
});
