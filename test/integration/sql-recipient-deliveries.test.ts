import { MikroOrmMemoryRepository } from '../../src/adapters/persistence/mikro-orm/mikro-orm-memory-repository.js';
import { MikroOrmTaskQueue } from '../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { SqlRecipientDeliveries } from '../../src/adapters/persistence/mikro-orm/sql-recipient-deliveries.js';
import { EmailOutboxSchema } from '../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../src/application/ports/email-outbox.js';
import { scheduledDelivery } from '../../src/domain/delivery/recipient-delivery.js';
import { aMemory, NOW } from '../support/mothers/memory.mother.js';
import { describe, expect, it } from 'vitest';
import { describeRecipientDeliveriesContract } from '../contract/recipient-deliveries.contract.js';
import { temporaryDatabase } from '../support/sqlite/migrated-database.js';

describeRecipientDeliveriesContract('SqlRecipientDeliveries on SQLite', async () => {
  const { database, remove } = await temporaryDatabase();
  return {
    deliveries: new SqlRecipientDeliveries(database),
    pages: new MikroOrmMemoryRepository(database),
    outbox: new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema),
    cleanup: remove,
  };
});

describe('SqlRecipientDeliveries on SQLite, beside the pages', () => {
  it('forgets a page’s delivery, the recipient’s address with it, when the page is removed', async () => {
    const { database, remove } = await temporaryDatabase();
    try {
      const pages = new MikroOrmMemoryRepository(database);
      const deliveries = new SqlRecipientDeliveries(database);
      const page = aMemory({ id: 'page000000000001', status: 'active', details: { revealAt: '2026-06-12T00:00' } });
      await pages.add(page);
      await deliveries.save(scheduledDelivery({ memoryId: page.id, to: 'bia@example.com', revealAt: page.revealAt, now: NOW }));

      await expect(pages.remove(page.id)).resolves.toBe(true);

      await expect(deliveries.find(page.id)).resolves.toBeNull();
      await expect(database.orm.em.getConnection().execute('select count(*) as n from page_deliveries')).resolves.toEqual([{ n: 0 }]);
    } finally {
      await remove();
    }
  });
});
