import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * "Um novo capítulo" (`SqlPageChapters`): one row per page and year, its photos' paths and placeholders as JSON text.
 * Declared so that the schema check and the backups see the migrations' table; nothing reads it through the entity
 * manager.
 */
export const PageChapterSchema = defineEntity({
  name: 'PageChapterRecord',
  tableName: 'page_chapters',
  properties: {
    memoryId: p.string().primary(),
    year: p.integer().primary(),
    title: p.string(),
    text: p.text(),
    photos: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
