import { describe, expect, it } from 'vitest';
import { ExpireBasicPlans } from '../../../src/application/housekeeping/expire-basic-plans.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

// NOW is 2026-03-10T15:00Z. "due" was paid exactly a year before, "next" a millisecond later.
const DUE_END = NOW;
const NEXT_END = new Date(NOW.getTime() + 1);

async function setup() {
  const repository = new InMemoryMemoryRepository();
  const clock = new FixedClock(NOW);
  await repository.add(aMemory({ id: 'due', details: { plan: 'basic' }, status: 'active', createdAt: new Date('2025-03-10T15:00:00.000Z') }));
  await repository.add(aMemory({ id: 'next', details: { plan: 'basic' }, status: 'active', createdAt: new Date('2025-03-10T15:00:00.001Z') }));
  await repository.add(
    aMemory({ id: 'premium', details: { datingSince: '2019-01-01' }, status: 'active', createdAt: new Date('2020-01-01T00:00:00.000Z') }),
  );
  await repository.add(
    aMemory({
      id: 'pending',
      details: { plan: 'basic', datingSince: '2019-01-01' },
      status: 'pending_payment',
      createdAt: new Date('2020-01-01T00:00:00.000Z'),
    }),
  );
  const statuses = () => Object.fromEntries(repository.all().map((row) => [row.id, row.status]));
  return { repository, clock, expire: new ExpireBasicPlans(repository, clock), statuses };
}

describe('ExpireBasicPlans (spec §1/§9 basic lasts 1 year, premium no expiry; decisions: memories-cli expire)', () => {
  it('expires the basic pages whose year is over at the clock now, and only those', async () => {
    const ctx = await setup();
    await expect(ctx.expire.execute()).resolves.toEqual([{ id: 'due', endsAt: DUE_END }]);
    expect(ctx.statuses()).toEqual({ due: 'expired', next: 'active', premium: 'active', pending: 'pending_payment' });
    expect(ctx.repository.all().find((row) => row.id === 'due')).toMatchObject({ updatedAt: NOW, version: 2 });
  });

  it.each([
    ['one millisecond before the first end', new Date(DUE_END.getTime() - 1), []],
    ['exactly at the first end', DUE_END, ['due']],
    ['exactly at the second end', NEXT_END, ['due', 'next']],
    ['a century later: premium is never due', new Date('2126-01-01T00:00:00.000Z'), ['due', 'next']],
  ])('asOf %s', async (_case, asOf, expired) => {
    const ctx = await setup();
    const result = await ctx.expire.execute({ asOf });
    expect(result.map((row) => row.id)).toEqual(expired);
    for (const id of ['due', 'next']) expect(ctx.statuses()[id]).toBe(expired.includes(id) ? 'expired' : 'active');
    expect(ctx.statuses().premium).toBe('active');
  });

  it('lists what would expire without changing anything on a dry run', async () => {
    const ctx = await setup();
    const before = ctx.repository.all();
    await expect(ctx.expire.execute({ asOf: NEXT_END, dryRun: true })).resolves.toEqual([
      { id: 'due', endsAt: DUE_END },
      { id: 'next', endsAt: NEXT_END },
    ]);
    expect(ctx.repository.all()).toEqual(before);
  });

  it('finds nothing left on a second run', async () => {
    const ctx = await setup();
    await ctx.expire.execute();
    await expect(ctx.expire.execute()).resolves.toEqual([]);
  });
});
