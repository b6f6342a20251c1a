import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';

/**
 * Commits a write to the one-row heartbeat table: a read alone succeeds on a full disk or a read-only file, where
 * every order would fail. A rolled-back write would prove nothing (in WAL mode it never reaches the disk).
 */
export async function writeHealthHeartbeat({ orm }: SqlDatabase, now: Date): Promise<void> {
  await orm.em
    .getConnection()
    .execute('insert into "health_heartbeat" ("id", "beat_at") values (1, ?) on conflict ("id") do update set "beat_at" = excluded."beat_at"', [
      now.toISOString(),
    ])
    .catch((error: unknown) => {
      throw statementError('health heartbeat', error);
    });
}
