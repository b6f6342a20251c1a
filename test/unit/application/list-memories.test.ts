import { describe, expect, it } from 'vitest';
import { ListMemories } from '../../../src/application/support/list-memories.js';
import { MemoryLinks } from '../../../src/application/shared/memory-links.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const ORIGIN = 'https://memories.example';
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

async function setup(...memories: Memory[]) {
  const repository = new InMemoryMemoryRepository();
  for (const memory of memories) await repository.add(memory);
  const list = new ListMemories(repository, new MemoryLinks(ORIGIN), new FixedClock(NOW));
  const ids = async (...args: Parameters<ListMemories['execute']>) => (await list.execute(...args)).map((view) => view.id);
  return { repository, list, ids };
}

/** A shop with pages of two buyers, in every status and plan, created on different days. */
const shop = () =>
  setup(
    aMemory({ id: 'ana-prem-active', status: 'active', createdAt: daysAgo(9) }),
    aMemory({ id: 'ana-basic-expired', details: { plan: 'basic' }, status: 'expired', createdAt: daysAgo(8) }),
    aMemory({ id: 'bia-basic-active', details: { plan: 'basic', email: 'bia@example.com' }, status: 'active', createdAt: daysAgo(7) }),
    aMemory({ id: 'ana-basic-pending', details: { plan: 'basic' }, status: 'pending_payment', createdAt: daysAgo(6) }),
    aMemory({ id: 'bia-prem-suspended', details: { email: 'bia@example.com' }, status: 'suspended', createdAt: daysAgo(5) }),
    aMemory({ id: 'ana-prem-failed', status: 'payment_failed', createdAt: daysAgo(4) }),
    aMemory({ id: 'ana-basic-active', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(3) }),
  );

describe('ListMemories (support CLI: list pages)', () => {
  it('lists every page newest first when nothing narrows it', async () => {
    const ctx = await shop();
    expect(await ctx.ids()).toEqual([
      'ana-basic-active',
      'ana-prem-failed',
      'bia-prem-suspended',
      'ana-basic-pending',
      'bia-basic-active',
      'ana-basic-expired',
      'ana-prem-active',
    ]);
  });

  it('breaks a tie of creation time by id, newest (highest) first', async () => {
    const ctx = await setup(aMemory({ id: 'a1' }), aMemory({ id: 'c3' }), aMemory({ id: 'b2' }));
    expect(await ctx.ids()).toEqual(['c3', 'b2', 'a1']);
  });

  it('filters by status', async () => {
    const ctx = await shop();
    expect(await ctx.ids({ statuses: ['active'] })).toEqual(['ana-basic-active', 'bia-basic-active', 'ana-prem-active']);
    expect(await ctx.ids({ statuses: ['suspended', 'payment_failed'] })).toEqual(['ana-prem-failed', 'bia-prem-suspended']);
  });

  it('filters by plan', async () => {
    const ctx = await shop();
    expect(await ctx.ids({ plans: ['premium'] })).toEqual(['ana-prem-failed', 'bia-prem-suspended', 'ana-prem-active']);
  });

  it('combines status, plan, address and limit: every one narrows', async () => {
    const ctx = await shop();
    expect(await ctx.ids({ statuses: ['active', 'expired'], plans: ['basic'] })).toEqual([
      'ana-basic-active',
      'bia-basic-active',
      'ana-basic-expired',
    ]);
    expect(await ctx.ids({ statuses: ['active', 'expired'], plans: ['basic'], email: 'ana@example.com' })).toEqual([
      'ana-basic-active',
      'ana-basic-expired',
    ]);
    expect(await ctx.ids({ statuses: ['active', 'expired'], plans: ['basic'], email: 'ana@example.com', limit: 1 })).toEqual(['ana-basic-active']);
    expect(await ctx.ids({ statuses: ['suspended'], plans: ['basic'] })).toEqual([]);
  });

  it('finds a buyer by address whatever its case and surrounding spaces', async () => {
    const ctx = await shop();
    expect(await ctx.ids({ email: '  BIA@Example.COM ' })).toEqual(['bia-prem-suspended', 'bia-basic-active']);
    expect(await ctx.ids({ email: 'nobody@example.com' })).toEqual([]);
  });

  it('returns at most `limit` pages, the newest', async () => {
    const ctx = await shop();
    expect(await ctx.ids({ limit: 2 })).toEqual(['ana-basic-active', 'ana-prem-failed']);
    expect(await ctx.ids({ limit: 100 })).toHaveLength(7);
    expect(await ctx.ids({ limit: 0 })).toEqual([]);
  });

  it('shows what support needs of a page', async () => {
    const paidAt = daysAgo(2);
    const ctx = await setup(aMemory({ id: 'm1', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(3), paidAt }));
    const [view] = await ctx.list.execute();
    const stored = (await ctx.repository.findById('m1'))!.snapshot();
    expect(view).toEqual({
      id: 'm1',
      yourName: 'Ana Júlia',
      lovedName: 'João',
      email: 'ana@example.com',
      plan: 'basic',
      status: 'active',
      availability: 'public',
      publicUrl: `${ORIGIN}/ana-julia-e-joao/m1`,
      createdAt: daysAgo(3),
      updatedAt: paidAt,
      paidAt,
      endsAt: stored.endsAt,
      paymentId: 'pay-m1',
      paymentOutcome: 'approved',
      photoCount: 1,
      editLinkVersion: 1,
    });
    expect(stored.endsAt).not.toBeNull();
  });

  it('says a basic page past its end is expired before the expiry job has run', async () => {
    const ctx = await setup(aMemory({ id: 'pastend', details: { plan: 'basic' }, status: 'active', createdAt: daysAgo(400) }));
    expect(await ctx.list.execute()).toEqual([expect.objectContaining({ status: 'active', availability: 'expired' })]);
  });

  it('counts revoked edit links and never shows anything token-like', async () => {
    const memory = aMemory({ id: 'm1', status: 'active' });
    memory.revokeEditLinks(NOW);
    const ctx = await setup(memory);
    const views = await ctx.list.execute();
    expect(views[0]?.editLinkVersion).toBe(2);
    expect(JSON.stringify(views)).not.toMatch(/token/i);
  });

  it('changes nothing', async () => {
    const ctx = await shop();
    const before = ctx.repository.all();
    await ctx.list.execute({ statuses: ['active'] });
    expect(ctx.repository.all()).toEqual(before);
  });
});
