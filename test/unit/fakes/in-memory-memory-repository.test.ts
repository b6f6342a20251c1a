import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { describeMemoryRepositoryContract } from '../../contract/memory-repository.contract.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

describeMemoryRepositoryContract('InMemoryMemoryRepository', async () => {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const store = new InMemoryMemoryRepository(outbox);
  return { repository: store, support: store, outbox, cleanup: async () => {} };
});

describe('InMemoryMemoryRepository without an outbox', () => {
  it('refuses an update with an e-mail, and stores nothing', async () => {
    const repository = new InMemoryMemoryRepository();
    await repository.add(aMemory({ id: 'nooutbox00000001' }));
    const read = (await repository.findById('nooutbox00000001'))!;
    read.recordPayment('pay-1', 'approved', new Date('2026-03-10T16:00:00.000Z'));

    await expect(
      repository.update(read, {
        email: { to: 'ana@example.com', reason: 'activated', memoryIds: [read.id] },
        at: new Date('2026-03-10T16:00:00.000Z'),
      }),
    ).rejects.toThrow(/needs an outbox/);

    expect((await repository.findById('nooutbox00000001'))?.status).toBe('pending_payment');
  });
});
