import { describe, expect, it } from 'vitest';
import { ReopenCheckout } from '../../../src/application/buyer/reopen-checkout.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakePaymentGateway } from '../../support/fakes/fake-payment-gateway.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory } from '../../support/mothers/memory.mother.js';

async function setup(memory: Memory) {
  const repository = new InMemoryMemoryRepository();
  await repository.add(memory);
  const gateway = new FakePaymentGateway();
  return { repository, gateway, reopen: new ReopenCheckout(repository, gateway) };
}

describe('ReopenCheckout ("Tentar novamente" on the payment return page)', () => {
  it.each<Memory['status']>(['pending_payment', 'payment_failed'])(
    'opens the checkout of a %s order again, for its plan and buyer',
    async (status) => {
      const ctx = await setup(aMemory({ id: 'm1', details: { plan: 'basic' }, status }));
      await expect(ctx.reopen.execute({ id: 'm1' })).resolves.toEqual({ initPoint: 'https://pay.example/checkout/m1' });
      expect(ctx.gateway.requests).toEqual([
        expect.objectContaining({ memoryId: 'm1', payerEmail: 'ana@example.com', plan: expect.objectContaining({ id: 'basic' }), amountCents: 1200 }),
      ]);
      expect(ctx.repository.all()[0]?.status).toBe(status);
    },
  );

  it.each<Memory['status']>(['active', 'expired', 'suspended'])(
    'refuses a %s page with memory.invalid-transition, asking the provider nothing',
    async (status) => {
      const ctx = await setup(aMemory({ id: 'm1', details: { plan: 'basic' }, status }));
      await expect(ctx.reopen.execute({ id: 'm1' })).rejects.toMatchObject({ code: 'memory.invalid-transition' });
      expect(ctx.gateway.requests).toEqual([]);
    },
  );

  it('answers memory.not-found for an unknown order', async () => {
    const ctx = await setup(aMemory({ id: 'm1' }));
    await expect(ctx.reopen.execute({ id: 'm2' })).rejects.toMatchObject({ code: 'memory.not-found' });
  });

  it('passes the provider being down on, for the 502 of the HTTP edge', async () => {
    const ctx = await setup(aMemory({ id: 'm1' }));
    ctx.gateway.failWith = new Error('down');
    await expect(ctx.reopen.execute({ id: 'm1' })).rejects.toThrow('down');
  });
});
