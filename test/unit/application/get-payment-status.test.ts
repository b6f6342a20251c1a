import { describe, expect, it } from 'vitest';
import { GetPaymentStatus, type PaymentStatusView } from '../../../src/application/buyer/get-payment-status.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import type { MemoryState } from '../../../src/domain/memory/memory.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

const ID = 'mem0000000000001';

async function setup(status: MemoryState['status'] | null) {
  const repository = new InMemoryMemoryRepository();
  if (status) await repository.add(aMemory({ id: ID, details: { plan: 'basic' }, status }));
  return new GetPaymentStatus(repository, new MemoryLinks('https://memories.example/'));
}

describe('GetPaymentStatus (decisions: Payment — the buyer returns to a status page)', () => {
  it.each<[MemoryState['status'], PaymentStatusView]>([
    ['pending_payment', { status: 'pending' }],
    ['active', { status: 'approved', path: `/ana-julia-e-joao/${ID}` }],
    ['expired', { status: 'approved', path: `/ana-julia-e-joao/${ID}` }],
    ['payment_failed', { status: 'failed' }],
    ['suspended', { status: 'failed' }],
  ])('%s → %j', async (status, view) => {
    const getPaymentStatus = await setup(status);
    await expect(getPaymentStatus.execute({ id: ID })).resolves.toEqual(view);
  });

  it('answers memory.not-found for an unknown id', async () => {
    const getPaymentStatus = await setup(null);
    await expect(getPaymentStatus.execute({ id: ID })).rejects.toMatchObject({ code: 'memory.not-found' });
  });
});
