import { expect, it } from 'vitest';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlPageReplies } from '../../../src/adapters/persistence/mikro-orm/sql-page-replies.js';
import { EmailOutboxSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { REPLIES_PER_CLIENT_PER_PAGE, replyWindowStart } from '../../../src/domain/replies/page-reply.js';
import { describePageRepliesContract } from '../../contract/page-replies.contract.js';
import { describeOnPostgres, sharedPostgresDatabase } from '../../support/postgres/postgres-suite.js';

describeOnPostgres('SqlPageReplies', (cluster) => {
  const emptied = sharedPostgresDatabase(cluster);

  describePageRepliesContract('SqlPageReplies on PostgreSQL', async () => {
    const database = await emptied();
    return {
      replies: new SqlPageReplies(database),
      outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
      cleanup: async () => {},
    };
  });

  it('counts the replies another transaction is still writing to the page: it waits for them instead of passing the limit', async () => {
    const database = await emptied();
    const replies = new SqlPageReplies(database);
    const now = new Date('2027-01-25T12:00:00.000Z');
    const insert = 'insert into "page_replies" ("id", "memory_id", "note", "client_key", "created_at") values (?, \'p1\', null, \'k1\', ?)';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));

    // Another instance's transaction: it holds the page's lock and writes the client's whole allowance, not yet committed.
    const other = database.orm.em.fork().transactional(async (em) => {
      const context = em.getTransactionContext();
      const connection = em.getConnection();
      await connection.execute("select pg_advisory_xact_lock(hashtextextended('page_replies:' || cast(? as text), 0))", ['p1'], 'all', context);
      for (let i = 0; i < REPLIES_PER_CLIENT_PER_PAGE; i++) await connection.execute(insert, [`other${i}`, now], 'run', context);
      locked();
      await released;
    });
    await lockTaken;
    const mine = replies.add({ id: 'mine', memoryId: 'p1', note: null, clientKey: 'k1', createdAt: now }, replyWindowStart(now), {
      email: { to: 'ana@example.com', reason: 'reply', memoryIds: ['p1'], replyId: 'mine' },
      at: now,
    });
    // Give it every chance to go ahead without waiting.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await other;
    await expect(mine).resolves.toBe('client');
    await expect(replies.count('p1')).resolves.toBe(REPLIES_PER_CLIENT_PER_PAGE);
  });
});
