import type { EntitySchema } from '@mikro-orm/core';
import { ENTITY_SCHEMAS } from './entity-schemas.js';
import { HealthHeartbeatSchema } from './health-heartbeat.schema.js';
import { PageQuestionTrySchema } from './page-questions.schema.js';
import { JobLeaseSchema, RateLimitHitSchema } from './shared-state.schema.js';

/**
 * Tables that hold only the state of the running processes, not of the shop: each row expires by itself within
 * minutes or hours, and a restored shop rebuilds them as it runs (the health check's heartbeat, the rate limits'
 * counters, the periodic jobs' leases, the wrong answers to a page's question, counted for 15 minutes). They are left out of backups; every other table, including one added later,
 * is carried.
 */
export const TRANSIENT_SCHEMAS: readonly EntitySchema[] = [HealthHeartbeatSchema, RateLimitHitSchema, JobLeaseSchema, PageQuestionTrySchema];

/** The schemas whose rows a backup carries: every one of ENTITY_SCHEMAS that is not transient. */
export const BACKED_UP_SCHEMAS: readonly EntitySchema[] = ENTITY_SCHEMAS.filter(
  (schema) => !TRANSIENT_SCHEMAS.includes(schema as EntitySchema),
) as EntitySchema[];
