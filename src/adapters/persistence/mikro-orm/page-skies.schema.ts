import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * "O céu daquela noite" (`SqlPageSkies`): where the couple were, one row per page. Declared so that the schema check and
 * the backups see the migrations' table; nothing reads it through the entity manager.
 */
export const PageSkySchema = defineEntity({
  name: 'PageSkyRecord',
  tableName: 'page_skies',
  properties: {
    memoryId: p.string().primary(),
    placeName: p.string(),
    latitude: p.double(),
    longitude: p.double(),
    timeZone: p.string(),
  },
});
