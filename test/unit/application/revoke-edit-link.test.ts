import { describe, expect, it } from 'vitest';
import { CONCURRENT_UPDATE_ATTEMPTS } from '../../../src/application/shared/retry-on-concurrent-update.js';
import type { OutboxEmail, QueuedEmail } from '../../../src/application/ports/email-outbox.js';
import { RevokeEditLink } from '../../../src/application/support/revoke-edit-link.js';
import type { Memory } from '../../../src/domain/memory/memory.js';
import { FakeEditTokens } from '../../support/fakes/fake-edit-tokens.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryMemoryRepository } from '../../support/fakes/in-memory-memory-repository.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';
import { aMemory, NOW } from '../../support/mothers/memory.mother.js';

const HOUR = 60 * 60 * 1000;

/** A repository where, `races` times, the owner saves an edit of the page just before support's change is stored. */
class RacingRepository extends InMemoryMemoryRepository {
  races = 0;
  updates = 0;

  override async update(memory: Memory, queued?: QueuedEmail): Promise<void> {
    this.updates++;
    if (this.races > 0) {
      this.races--;
      const owners = (await this.findById(memory.id))!;
      const edit = owners.prepareEdit(
        { message: `Editado ${this.races}`, datingSince: owners.datingSince, youtube: owners.youtube, removedPhotos: [], addedCount: 0 },
        NOW,
      );
      owners.applyEdit(edit, [], NOW);
      await super.update(owners);
    }
    return super.update(memory, queued);
  }
}

async function setup(...memories: Memory[]) {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new RacingRepository(outbox);
  for (const memory of memories) await repository.add(memory);
  const clock = new FixedClock(new Date(NOW.getTime() + HOUR));
  const tokens = new FakeEditTokens();
  const revoke = new RevokeEditLink(repository, clock);
  const stored = async (id: string) => (await repository.findById(id))!;
  /** Whether the edit token matches what the stored page accepts now. */
  const accepts = async (id: string, token: string) => tokens.matches(id, (await stored(id)).editTokenVersion, token);
  return { outbox, repository, clock, tokens, revoke, stored, accepts };
}

describe('RevokeEditLink (support CLI: revoke a leaked edit link)', () => {
  it('invalidates the edit link sent so far and a new one takes its place', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const leaked = ctx.tokens.issue('m1', 1);
    expect(await ctx.accepts('m1', leaked)).toBe(true);

    await expect(ctx.revoke.execute({ id: 'm1' })).resolves.toEqual({ editLinkVersion: 2 });

    expect(await ctx.accepts('m1', leaked)).toBe(false);
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 2))).toBe(true);
    expect((await ctx.stored('m1')).snapshot()).toMatchObject({ editTokenVersion: 2, updatedAt: ctx.clock.now() });
  });

  it('invalidates every earlier link on each revocation', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    await ctx.revoke.execute({ id: 'm1' });
    await expect(ctx.revoke.execute({ id: 'm1' })).resolves.toEqual({ editLinkVersion: 3 });
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 1))).toBe(false);
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 2))).toBe(false);
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 3))).toBe(true);
  });

  it('changes nothing else: not the page content or status, not other pages, and queues no e-mail', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'suspended' }), aMemory({ id: 'm2', status: 'active' }));
    const [m1, m2] = ctx.repository.all();
    await ctx.revoke.execute({ id: 'm1' });
    const [after1, after2] = ctx.repository.all();
    expect(after1).toEqual({ ...m1, editTokenVersion: 2, updatedAt: ctx.clock.now(), version: m1!.version + 1 });
    expect(after2).toEqual(m2);
    expect(await ctx.accepts('m2', ctx.tokens.issue('m2', 1))).toBe(true);
    expect(ctx.outbox.all()).toEqual([]);
  });

  it('rejects an unknown id with memory.not-found', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    const before = ctx.repository.all();
    await expect(ctx.revoke.execute({ id: 'nope' })).rejects.toMatchObject({ code: 'memory.not-found' });
    expect(ctx.repository.all()).toEqual(before);
  });

  it('revokes on top of an owner edit saved meanwhile, keeping the edit', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    ctx.repository.races = 1;

    await expect(ctx.revoke.execute({ id: 'm1' })).resolves.toEqual({ editLinkVersion: 2 });

    expect(ctx.repository.updates).toBe(2);
    const stored = await ctx.stored('m1');
    expect(stored.message).toBe('Editado 0');
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 1))).toBe(false);
  });

  it('gives up with memory.concurrent-update when the page keeps changing', async () => {
    const ctx = await setup(aMemory({ id: 'm1', status: 'active' }));
    ctx.repository.races = CONCURRENT_UPDATE_ATTEMPTS + 5;

    await expect(ctx.revoke.execute({ id: 'm1' })).rejects.toMatchObject({ code: 'memory.concurrent-update' });

    expect(ctx.repository.updates).toBe(CONCURRENT_UPDATE_ATTEMPTS);
    expect(await ctx.accepts('m1', ctx.tokens.issue('m1', 1))).toBe(true);
  });
});
