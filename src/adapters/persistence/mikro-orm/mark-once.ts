import type { EntityManager } from '@mikro-orm/core';
import type { QueuedEmail } from '../../../application/ports/email-outbox.js';
import { insertPendingTask } from './mikro-orm-task-queue.js';
import type { SqlDatabase } from './sql-dialect.js';
import { statementError } from './statement-error.js';
import { EmailOutboxSchema } from './task-queue.schema.js';

/** A value bound to a statement's placeholder. */
export type Param = string | number | Date | null;

/** Runs one statement, inside `em`'s transaction when there is one; a failure names `what` it was doing. */
export async function executeIn<Row>(em: EntityManager, what: string, sql: string, params: readonly Param[]): Promise<Row[]> {
  try {
    const context = em.isInTransaction() ? em.getTransactionContext() : undefined;
    return await em.getConnection().execute<Row[]>(sql, [...params], 'all', context);
  } catch (error) {
    throw statementError(what, error);
  }
}

/**
 * A conditional `update … returning` and the e-mails it decides, in one transaction: both or neither. The update
 * returns a row only for the call that made the change, so however many workers race for it, the e-mails are queued
 * once. Resolves whether this call did it.
 */
export function markOnceQueuing(
  database: SqlDatabase,
  mark: { readonly what: string; readonly sql: string; readonly params: readonly Param[] },
  emails: readonly QueuedEmail[],
  dedupKey: (email: QueuedEmail['email']) => string,
): Promise<boolean> {
  return database.orm.em.fork().transactional(async (em) => {
    if ((await executeIn(em, mark.what, mark.sql, mark.params)).length === 0) return false;
    for (const { email, at } of emails) await insertPendingTask(em, database.dialect, EmailOutboxSchema.meta.tableName, email, at, dedupKey(email));
    return true;
  });
}
