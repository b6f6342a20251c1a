import { questionGateFor } from '../../support/fakes/in-memory-page-questions.js';
import { describe, expect, it } from 'vitest';
import { CheckPhotoAccess } from '../../../src/application/buyer/check-photo-access.js';
import { Memory, type MemoryState } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const ID = 'mem0000000000001';

async function accessTo(status: MemoryState['status'] | null, now: Date = NOW, plan: 'basic' | 'premium' = 'premium') {
  const repository = new InMemoryMemoryRepository();
  if (status) await repository.add(aMemory({ id: ID, status, details: { plan } }));
  return new CheckPhotoAccess(repository, new FakeEditTokens(), new FixedClock(now), questionGateFor()).execute({ memoryId: ID });
}

describe('CheckPhotoAccess: a photo is shown exactly while its page is', () => {
  it('allows the photos of an active page', async () => {
    await expect(accessTo('active')).resolves.toBe('public');
  });

  it('refuses a photo the page keeps beyond its plan, in every width, and allows the one it shows', async () => {
    const repository = new InMemoryMemoryRepository();
    const photos = [`/uploads/${ID}/a.webp`, `/uploads/${ID}/b.webp`];
    // Bought on the premium plan, back on the basic one (a refunded upgrade's state): the second photo is kept, hidden.
    const premium = aMemory({ id: ID, status: 'active', details: { plan: 'premium' }, photos });
    await repository.add(Memory.restore({ ...premium.snapshot(), plan: 'basic' }));
    const check = new CheckPhotoAccess(repository, new FakeEditTokens(), new FixedClock(NOW), questionGateFor());
    await expect(check.execute({ memoryId: ID, storedPath: photos[0] })).resolves.toBe('public');
    await expect(check.execute({ memoryId: ID, storedPath: `/uploads/${ID}/a-480.webp` })).resolves.toBe('public');
    await expect(check.execute({ memoryId: ID, storedPath: photos[1] })).resolves.toBe('hidden');
    await expect(check.execute({ memoryId: ID, storedPath: `/uploads/${ID}/b-720.webp` })).resolves.toBe('hidden');
  });

  it.each([null, 'pending_payment', 'payment_failed'] as const)('answers %s as not found', async (status) => {
    await expect(accessTo(status)).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it.each(['expired', 'suspended'] as const)('answers %s as gone', async (status) => {
    await expect(accessTo(status, NOW, status === 'expired' ? 'basic' : 'premium')).rejects.toMatchObject({ code: 'memory.no-longer-available' });
  });

  it('answers a basic page past its end date as gone before any expiry job ran', async () => {
    await expect(accessTo('active', new Date('2028-03-10T15:00:00.000Z'), 'basic')).rejects.toMatchObject({ code: 'memory.no-longer-available' });
  });
});
