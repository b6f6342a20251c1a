import { mikroOrmCore } from './mikro-orm-packages.js';

const { defineEntity, p } = mikroOrmCore;

/**
 * The one-row table `/healthz` rewrites to prove the database can commit a write. Declared so that the schema check
 * sees the migration's table; nothing reads it through the entity manager.
 */
export const HealthHeartbeatSchema = defineEntity({
  name: 'HealthHeartbeatRecord',
  tableName: 'health_heartbeat',
  properties: {
    id: p.integer().primary().autoincrement(false),
    beatAt: p.text(),
  },
});
