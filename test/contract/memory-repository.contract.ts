import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmailOutbox, OutboxEmail } from '../../src/application/ports/email-outbox.js';
import type { MemoryRepository } from '../../src/application/ports/memory-repository.js';
import type { MemorySupportQueries, MemoryTally } from '../../src/application/ports/memory-support-queries.js';
import type { DatabaseHealth } from '../../src/application/ports/database-health.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { aMemory } from '../support/mothers/memory.mother.js';

export interface MemoryRepositoryUnderTest {
  readonly repository: MemoryRepository;
  /** Support's queries and the health check, over the same pages (the store itself, where `repository` caches). */
  readonly support: MemorySupportQueries & DatabaseHealth;
  /** The outbox `update(memory, queued)` records into, read through its own port. */
  readonly outbox: EmailOutbox;
  cleanup(): Promise<void>;
}

const at = (iso: string) => new Date(iso);
const ids = (memories: Memory[]) => memories.map((m) => m.id);
/** The port promises no order of groups. */
const byGroup = (tallies: MemoryTally[]) =>
  [...tallies].sort((a, b) =>
    JSON.stringify([a.status, a.plan, a.paymentOutcome]).localeCompare(JSON.stringify([b.status, b.plan, b.paymentOutcome])),
  );

/** One specification of `MemoryRepository`, `MemorySupportQueries` and `DatabaseHealth`, run against the fake and every real adapter. */
export function describeMemoryRepositoryContract(name: string, factory: () => Promise<MemoryRepositoryUnderTest>): void {
  describe(`MemoryRepository contract: ${name}`, () => {
    let subject: MemoryRepositoryUnderTest;
    let repository: MemoryRepository;
    let support: MemorySupportQueries & DatabaseHealth;
    let outbox: EmailOutbox;

    beforeEach(async () => {
      subject = await factory();
      repository = subject.repository;
      support = subject.support;
      outbox = subject.outbox;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    async function stored(id: string): Promise<Memory> {
      const memory = await repository.findById(id);
      if (!memory) throw new Error(`expected memory ${id} to be stored`);
      return memory;
    }

    describe('add and findById', () => {
      it('round-trips every field of an active premium memory with music and several photos', async () => {
        const memory = aMemory({
          id: 'premium000000001',
          details: {
            plan: 'premium',
            yourName: 'Ana Júlia',
            lovedName: 'João Ângelo',
            message: 'Linha um,\nlinha dois 💖 — "aspas" e \'apóstrofos\'.',
            youtube: 'https://youtu.be/dQw4w9WgXcQ',
            email: 'ana.julia@example.com',
            palette: 'ocean',
            fallingEmoji: 'stars',
            revealStyle: 'seal',
          },
          photos: ['/uploads/premium000000001/c.webp', '/uploads/premium000000001/a.webp', '/uploads/premium000000001/b.webp'],
          photoPlaceholders: {
            '/uploads/premium000000001/c.webp': 'data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAA==',
            '/uploads/premium000000001/b.webp': 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAv',
          },
          status: 'active',
          createdAt: at('2026-03-10T15:00:00.123Z'),
          paidAt: at('2026-03-10T15:04:05.678Z'),
        });
        memory.revokeEditLinks(at('2026-03-11T08:09:10.011Z'));

        await repository.add(memory);

        const found = await stored(memory.id);
        expect(found.snapshot()).toStrictEqual(memory.snapshot());
        expect(found.snapshot()).toMatchObject({
          photos: ['/uploads/premium000000001/c.webp', '/uploads/premium000000001/a.webp', '/uploads/premium000000001/b.webp'],
          // the short link given on creation is stored in its canonical form
          youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          status: 'active',
          paymentId: 'pay-premium000000001',
          editTokenVersion: 2,
          version: 1,
          endsAt: null,
          palette: 'ocean',
          fallingEmoji: 'stars',
          revealStyle: 'seal',
        });
        expect(found.snapshot().paidAt?.getTime()).toBe(at('2026-03-10T15:04:05.678Z').getTime());
        expect(found.snapshot().updatedAt.getTime()).toBe(at('2026-03-11T08:09:10.011Z').getTime());
      });

      it('round-trips an active basic memory with no music and an end date', async () => {
        const memory = aMemory({
          id: 'basic00000000001',
          details: { plan: 'basic', youtube: null, email: 'bia@example.com' },
          status: 'active',
          createdAt: at('2026-02-28T23:59:59.999Z'),
          paidAt: at('2026-02-28T23:59:59.999Z'),
        });

        await repository.add(memory);

        const found = await stored(memory.id);
        expect(found.snapshot()).toStrictEqual(memory.snapshot());
        expect(found.snapshot().youtube).toBeNull();
        expect(found.snapshot().photos).toEqual(['/uploads/basic00000000001/a.webp']);
        expect(found.endsAt?.toISOString()).toBe('2027-02-28T23:59:59.999Z');
      });

      it('round-trips a pending memory whose payment fields are still empty', async () => {
        const memory = aMemory({ id: 'pending000000001', createdAt: at('2026-03-10T15:00:00.001Z') });

        await repository.add(memory);

        const found = await stored(memory.id);
        expect(found.snapshot()).toStrictEqual(memory.snapshot());
        expect(found.snapshot()).toMatchObject({ status: 'pending_payment', paidAt: null, endsAt: null, paymentId: null });
      });

      it('returns null for an unknown id', async () => {
        await repository.add(aMemory({ id: 'known00000000001' }));

        await expect(repository.findById('unknown000000001')).resolves.toBeNull();
      });

      it('rejects a second memory with the same id and keeps the first', async () => {
        const first = aMemory({ id: 'same000000000001', details: { email: 'first@example.com' } });
        const second = aMemory({ id: 'same000000000001', details: { email: 'second@example.com' } });
        await repository.add(first);

        await expect(repository.add(second)).rejects.toThrow('duplicate memory id same000000000001');

        expect((await stored('same000000000001')).email).toBe('first@example.com');
      });

      it('hands out copies: changing a found memory does not change the stored one', async () => {
        await repository.add(aMemory({ id: 'copy000000000001' }));
        const found = await stored('copy000000000001');

        found.recordPayment('pay-x', 'approved', at('2026-03-12T00:00:00.000Z'));

        expect((await stored('copy000000000001')).status).toBe('pending_payment');
      });
    });

    describe('update', () => {
      it('stores the changes and raises the version by one', async () => {
        await repository.add(aMemory({ id: 'upd0000000000001', details: { plan: 'basic' }, createdAt: at('2026-03-10T15:00:00.000Z') }));
        const read = await stored('upd0000000000001');
        read.recordPayment('pay-777', 'approved', at('2026-03-10T15:30:00.250Z'));

        await repository.update(read);

        const after = await stored('upd0000000000001');
        expect(after.snapshot()).toStrictEqual({ ...read.snapshot(), version: 2 });
        expect(after.snapshot()).toMatchObject({ status: 'active', paymentId: 'pay-777' });
        expect(after.endsAt?.toISOString()).toBe('2027-03-10T15:30:00.250Z');
      });

      it('stores replies turned off and on again, as a change of the page', async () => {
        await repository.add(aMemory({ id: 'replies000000001', status: 'active' }));
        expect((await stored('replies000000001')).repliesEnabled).toBe(true);
        const read = await stored('replies000000001');
        expect(read.setRepliesEnabled(false, at('2026-03-11T00:00:00.000Z'))).toBe(true);
        expect(read.setRepliesEnabled(false, at('2026-03-11T00:00:00.000Z'))).toBe(false);
        await repository.update(read);
        const off = await stored('replies000000001');
        expect(off.snapshot()).toStrictEqual({ ...read.snapshot(), version: 2 });
        expect(off.repliesEnabled).toBe(false);
        off.setRepliesEnabled(true, at('2026-03-12T00:00:00.000Z'));
        await repository.update(off);
        expect((await stored('replies000000001')).repliesEnabled).toBe(true);
      });

      it('round-trips the voice message kept, replaced and removed', async () => {
        await repository.add(aMemory({ id: 'voice00000000001', details: { plan: 'premium' }, status: 'active' }));
        expect((await stored('voice00000000001')).voice).toBeNull();
        const read = await stored('voice00000000001');
        expect(read.keepVoice('/uploads/voice00000000001/0123456789abcdef.m4a', at('2026-03-11T00:00:00.000Z'))).toBeNull();
        await repository.update(read);
        const kept = await stored('voice00000000001');
        expect(kept.snapshot()).toStrictEqual({ ...read.snapshot(), version: 2 });
        expect(kept.voice).toBe('/uploads/voice00000000001/0123456789abcdef.m4a');
        expect(kept.removeVoice(at('2026-03-12T00:00:00.000Z'))).toBe('/uploads/voice00000000001/0123456789abcdef.m4a');
        await repository.update(kept);
        expect((await stored('voice00000000001')).voice).toBeNull();
      });

      it('round-trips "Nossa história" (date order, a time or none, an empty line) and its removal by an edit', async () => {
        const story = [
          { date: '2022-12-24', time: '23:59', title: 'Natal "juntos" 💖', line: '' },
          { date: '2021-06-12', title: 'Primeiro encontro', line: 'Chovia, e a gente nem percebeu.' },
        ];
        await repository.add(aMemory({ id: 'story00000000001', details: { story }, status: 'active' }));
        const read = await stored('story00000000001');
        expect(read.snapshot().story).toEqual([
          { date: '2021-06-12', time: null, title: 'Primeiro encontro', line: 'Chovia, e a gente nem percebeu.' },
          { date: '2022-12-24', time: '23:59', title: 'Natal "juntos" 💖', line: '' },
        ]);
        const now = at('2026-03-11T00:00:00.000Z');
        const edit = read.prepareEdit({ message: 'Oi', datingSince: '2021-06-12', youtube: null, removedPhotos: [], addedCount: 0, story: [] }, now);
        read.applyEdit(edit, [], now);
        await repository.update(read);
        expect((await stored('story00000000001')).snapshot()).toStrictEqual({ ...read.snapshot(), version: 2, story: [] });
      });

      it('stores the AVIF widths of each photo, none recorded as []; an edit drops those of a removed photo', async () => {
        const page = aMemory({ id: 'avifwidths000001', photos: ['/p/1.webp', '/p/2.webp', '/p/3.webp'] });
        await repository.add(page);
        const read = await stored('avifwidths000001');
        expect(read.setPhotoAvifWidths('/p/1.webp', [1600, 720])).toBe(true);
        expect(read.setPhotoAvifWidths('/p/2.webp', [])).toBe(true);
        await repository.update(read);

        const after = await stored('avifwidths000001');
        expect(after.shownPhotoAvifWidths).toEqual([[720, 1600], [], []]);
        expect(after.snapshot().photoAvifWidths).toEqual({ '/p/1.webp': [720, 1600], '/p/2.webp': [] });
        const now = at('2026-03-11T00:00:00.000Z');
        const edit = after.prepareEdit(
          { message: 'Outro', datingSince: '2021-06-12T20:30', youtube: null, removedPhotos: ['/p/1.webp'], addedCount: 0 },
          now,
        );
        after.applyEdit(edit, [], now);
        await repository.update(after);
        expect((await stored('avifwidths000001')).snapshot().photoAvifWidths).toEqual({ '/p/2.webp': [] });
      });

      it('stores a changed photo list in its new order', async () => {
        const placeholders = { '/p/1.webp': 'data:image/webp;base64,MQ==', '/p/2.webp': 'data:image/webp;base64,Mg==' };
        await repository.add(aMemory({ id: 'photos0000000001', photos: ['/p/1.webp', '/p/2.webp', '/p/3.webp'], photoPlaceholders: placeholders }));
        const read = await stored('photos0000000001');
        const now = at('2026-03-11T00:00:00.000Z');
        const edit = read.prepareEdit(
          { message: 'Novo texto', datingSince: '2021-06-12T20:30', youtube: null, removedPhotos: ['/p/1.webp'], addedCount: 1 },
          now,
        );
        read.applyEdit(edit, ['/p/0.webp'], now, { '/p/0.webp': 'data:image/webp;base64,MA==' });

        await repository.update(read);

        const after = await stored('photos0000000001');
        expect(after.photos).toEqual(['/p/2.webp', '/p/3.webp', '/p/0.webp']);
        // The removed photo's placeholder went with it; the one without a placeholder still has none.
        expect(after.shownPhotoPlaceholders).toEqual(['data:image/webp;base64,Mg==', null, 'data:image/webp;base64,MA==']);
        expect(after.snapshot()).toMatchObject({ message: 'Novo texto', youtube: null, version: 2 });
      });

      it('accepts successive updates when the memory is read again in between', async () => {
        await repository.add(aMemory({ id: 'again00000000001' }));
        const first = await stored('again00000000001');
        first.recordPayment('pay-1', 'rejected', at('2026-03-10T16:00:00.000Z'));
        await repository.update(first);

        const second = await stored('again00000000001');
        second.recordPayment('pay-2', 'approved', at('2026-03-10T17:00:00.000Z'));
        await repository.update(second);

        expect((await stored('again00000000001')).snapshot()).toMatchObject({ status: 'active', version: 3 });
      });

      it('rejects a copy read before someone else stored a change', async () => {
        await repository.add(aMemory({ id: 'stale00000000001' }));
        const mine = await stored('stale00000000001');
        const theirs = await stored('stale00000000001');
        theirs.recordPayment('pay-theirs', 'approved', at('2026-03-10T16:00:00.000Z'));
        await repository.update(theirs);
        mine.recordPayment('pay-mine', 'rejected', at('2026-03-10T16:00:01.000Z'));

        await expect(repository.update(mine)).rejects.toMatchObject({ code: 'memory.concurrent-update' });

        expect((await stored('stale00000000001')).snapshot()).toMatchObject({ status: 'active', paymentId: 'pay-theirs', version: 2 });
      });

      it('leaves the version of the object passed in as it was, so updating it twice is rejected', async () => {
        await repository.add(aMemory({ id: 'twice00000000001' }));
        const read = await stored('twice00000000001');
        read.revokeEditLinks(at('2026-03-10T16:00:00.000Z'));
        await repository.update(read);

        expect(read.version).toBe(1);
        await expect(repository.update(read)).rejects.toMatchObject({ code: 'memory.concurrent-update' });
      });

      it('rejects a memory that was removed', async () => {
        await repository.add(aMemory({ id: 'gone000000000001' }));
        const read = await stored('gone000000000001');
        await repository.remove('gone000000000001');
        read.recordPayment('pay-gone', 'rejected', at('2026-03-10T16:00:00.000Z'));

        await expect(repository.update(read)).rejects.toMatchObject({ code: 'memory.not-found' });
        await expect(repository.findById('gone000000000001')).resolves.toBeNull();
      });

      it('rejects a memory that was never added', async () => {
        await expect(repository.update(aMemory({ id: 'never00000000001' }))).rejects.toMatchObject({ code: 'memory.not-found' });
      });
    });

    describe('update with an e-mail to send', () => {
      const email = (memoryId: string): OutboxEmail => ({ to: 'ana@example.com', reason: 'activated', memoryIds: [memoryId] });

      it('stores the change and records the e-mail in the outbox, pending and due at the given instant', async () => {
        await repository.add(aMemory({ id: 'queued0000000001' }));
        const read = await stored('queued0000000001');
        const approvedAt = at('2026-03-10T15:30:00.250Z');
        read.recordPayment('pay-queued', 'approved', approvedAt);

        await repository.update(read, { email: email('queued0000000001'), at: approvedAt });

        expect((await stored('queued0000000001')).snapshot()).toStrictEqual({ ...read.snapshot(), version: 2 });
        const tasks = await outbox.list();
        expect(tasks).toHaveLength(1);
        expect(tasks[0]).toMatchObject({
          payload: email('queued0000000001'),
          status: 'pending',
          attempts: 0,
          createdAt: approvedAt,
          nextAttemptAt: approvedAt,
          finishedAt: null,
          lastError: null,
        });
      });

      it('records no e-mail for an update without one', async () => {
        await repository.add(aMemory({ id: 'noemail000000001' }));
        const read = await stored('noemail000000001');
        read.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z'));

        await repository.update(read);

        await expect(outbox.list()).resolves.toEqual([]);
      });

      it('records no e-mail when the change is rejected as stale', async () => {
        await repository.add(aMemory({ id: 'stalequeued00001' }));
        const mine = await stored('stalequeued00001');
        const theirs = await stored('stalequeued00001');
        theirs.recordPayment('pay-theirs', 'rejected', at('2026-03-10T16:00:00.000Z'));
        await repository.update(theirs);
        mine.recordPayment('pay-mine', 'approved', at('2026-03-10T16:00:01.000Z'));

        await expect(repository.update(mine, { email: email('stalequeued00001'), at: at('2026-03-10T16:00:01.000Z') })).rejects.toMatchObject({
          code: 'memory.concurrent-update',
        });

        await expect(outbox.list()).resolves.toEqual([]);
        expect((await stored('stalequeued00001')).snapshot()).toMatchObject({ status: 'payment_failed', version: 2 });
      });

      it('records no e-mail when the memory is gone', async () => {
        await repository.add(aMemory({ id: 'gonequeued000001' }));
        const read = await stored('gonequeued000001');
        await repository.remove('gonequeued000001');
        read.recordPayment('pay-1', 'approved', at('2026-03-10T16:00:00.000Z'));

        await expect(repository.update(read, { email: email('gonequeued000001'), at: at('2026-03-10T16:00:00.000Z') })).rejects.toMatchObject({
          code: 'memory.not-found',
        });

        await expect(outbox.list()).resolves.toEqual([]);
      });
    });

    describe('payment outcome', () => {
      it('stores the outcome of the payment the page follows through each change', async () => {
        await repository.add(aMemory({ id: 'outcome000000001' }));
        expect((await stored('outcome000000001')).paymentOutcome).toBeNull();

        const steps = [
          { paymentId: 'pay-1', outcome: 'rejected', status: 'payment_failed' },
          { paymentId: 'pay-2', outcome: 'approved', status: 'active' },
          { paymentId: 'pay-2', outcome: 'reversed', status: 'suspended' },
        ] as const;
        for (const [i, step] of steps.entries()) {
          const read = await stored('outcome000000001');
          expect(read.recordPayment(step.paymentId, step.outcome, at(`2026-03-1${i + 1}T00:00:00.000Z`))).toBe(true);
          await repository.update(read);

          const after = await stored('outcome000000001');
          expect(after.snapshot()).toStrictEqual({ ...read.snapshot(), version: read.version + 1 });
          expect(after.snapshot()).toMatchObject({ paymentId: step.paymentId, paymentOutcome: step.outcome, status: step.status });
        }
      });

      it('stores how the approved payment was made, for the receipt', async () => {
        await repository.add(aMemory({ id: 'method0000000001' }));
        expect((await stored('method0000000001')).paymentMethod).toBeNull();
        const read = await stored('method0000000001');
        read.recordPayment('pay-1', 'approved', at('2026-03-11T00:00:00.000Z'), 'card');
        await repository.update(read);

        const after = await stored('method0000000001');
        expect(after.paymentMethod).toBe('card');
        expect(after.snapshot()).toStrictEqual({ ...read.snapshot(), version: read.version + 1 });
      });
    });

    describe('findActiveByEmail', () => {
      it("returns only that buyer's active pages, oldest first, ties broken by id", async () => {
        const email = 'ana@example.com';
        await repository.add(aMemory({ id: 'ana3000000000000', details: { email }, status: 'active', createdAt: at('2026-03-03T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'ana1000000000000', details: { email }, status: 'active', createdAt: at('2026-03-01T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'ana2b00000000000', details: { email }, status: 'active', createdAt: at('2026-03-02T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'ana2a00000000000', details: { email }, status: 'active', createdAt: at('2026-03-02T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'anapending000000', details: { email }, status: 'pending_payment' }));
        await repository.add(aMemory({ id: 'anafailed0000000', details: { email }, status: 'payment_failed' }));
        await repository.add(aMemory({ id: 'anasuspended0000', details: { email }, status: 'suspended' }));
        await repository.add(aMemory({ id: 'anaexpired000000', details: { email, plan: 'basic' }, status: 'expired' }));
        await repository.add(aMemory({ id: 'bruno00000000000', details: { email: 'bruno@example.com' }, status: 'active' }));

        const found = await repository.findActiveByEmail(email);

        expect(ids(found)).toEqual(['ana1000000000000', 'ana2a00000000000', 'ana2b00000000000', 'ana3000000000000']);
        expect(found.every((m) => m.status === 'active' && m.email === email)).toBe(true);
      });

      it('returns an empty list for a buyer with no active page', async () => {
        await repository.add(aMemory({ id: 'pending000000001', details: { email: 'carla@example.com' } }));

        await expect(repository.findActiveByEmail('carla@example.com')).resolves.toEqual([]);
        await expect(repository.findActiveByEmail('nobody@example.com')).resolves.toEqual([]);
      });
    });

    describe('findActiveStartedOn', () => {
      it('finds the active pages started on the given month-days, with or without a time, oldest first', async () => {
        const paid = { status: 'active', paidAt: at('2026-01-01T00:00:00.000Z') } as const;
        await repository.add(
          aMemory({ id: 'startedfeb29time', details: { datingSince: '2024-02-29T21:15' }, ...paid, createdAt: at('2026-01-02T00:00:00.000Z') }),
        );
        await repository.add(
          aMemory({ id: 'startedfeb28day0', details: { datingSince: '2023-02-28' }, ...paid, createdAt: at('2026-01-01T00:00:00.000Z') }),
        );
        await repository.add(aMemory({ id: 'startedmar280000', details: { datingSince: '2023-03-28' }, ...paid }));
        await repository.add(aMemory({ id: 'unpaidfeb2800000', details: { datingSince: '2023-02-28' }, status: 'pending_payment' }));
        await repository.add(
          aMemory({
            id: 'expiredfeb280000',
            details: { datingSince: '2023-02-28', plan: 'basic', youtube: null },
            status: 'expired',
            paidAt: at('2024-01-01T00:00:00.000Z'),
          }),
        );

        expect(ids(await repository.findActiveStartedOn(['02-28', '02-29', '02-30', '02-31']))).toEqual(['startedfeb28day0', 'startedfeb29time']);
        expect(ids(await repository.findActiveStartedOn(['03-28']))).toEqual(['startedmar280000']);
        expect(ids(await repository.findActiveStartedOn(['12-25']))).toEqual([]);
        expect(ids(await repository.findActiveStartedOn([]))).toEqual([]);
      });
    });

    describe('findActiveEndingBy', () => {
      const paidAt = at('2026-03-10T15:00:00.000Z');
      const endsAt = at('2027-03-10T15:00:00.000Z');

      beforeEach(async () => {
        const basic = { plan: 'basic', youtube: null } as const;
        await repository.add(aMemory({ id: 'endsexactly00000', details: basic, status: 'active', paidAt }));
        await repository.add(aMemory({ id: 'endsonemslater00', details: basic, status: 'active', paidAt: new Date(paidAt.getTime() + 1) }));
        await repository.add(
          aMemory({
            id: 'endedearlier0000',
            details: basic,
            status: 'active',
            paidAt: at('2025-01-01T00:00:00.000Z'),
            createdAt: at('2025-01-01T00:00:00.000Z'),
          }),
        );
        await repository.add(
          aMemory({
            id: 'premiumforever00',
            details: { plan: 'premium', datingSince: '2015-02-14' },
            status: 'active',
            paidAt: at('2020-01-01T00:00:00.000Z'),
            createdAt: at('2020-01-01T00:00:00.000Z'),
          }),
        );
        await repository.add(
          aMemory({
            id: 'alreadyexpired00',
            details: basic,
            status: 'expired',
            paidAt: at('2024-01-01T00:00:00.000Z'),
            createdAt: at('2024-01-01T00:00:00.000Z'),
          }),
        );
        await repository.add(aMemory({ id: 'suspended0000000', details: basic, status: 'suspended', paidAt: at('2024-01-01T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'unpaidbasic00000', details: basic, status: 'pending_payment' }));
      });

      it('includes a page ending exactly at the instant and leaves out one ending a millisecond later', async () => {
        const found = await repository.findActiveEndingBy(endsAt);

        expect(ids(found)).toEqual(['endedearlier0000', 'endsexactly00000']);
      });

      it('includes the later page once the instant reaches its end', async () => {
        const found = await repository.findActiveEndingBy(new Date(endsAt.getTime() + 1));

        expect(ids(found)).toEqual(['endedearlier0000', 'endsexactly00000', 'endsonemslater00']);
      });

      it('never returns a premium page, even far in the future', async () => {
        const found = await repository.findActiveEndingBy(at('2999-01-01T00:00:00.000Z'));

        expect(ids(found)).not.toContain('premiumforever00');
        expect(ids(found)).toEqual(['endedearlier0000', 'endsexactly00000', 'endsonemslater00']);
      });

      it('findEndingBy also returns ended pages (kept for a renewal), never premium, suspended or unpaid ones', async () => {
        expect(ids(await repository.findEndingBy(endsAt))).toEqual(['alreadyexpired00', 'endedearlier0000', 'endsexactly00000']);
        expect(ids(await repository.findEndingBy(at('2999-01-01T00:00:00.000Z')))).toEqual([
          'alreadyexpired00',
          'endedearlier0000',
          'endsexactly00000',
          'endsonemslater00',
        ]);
      });

      it('round-trips renewals, upgrades and the last notice, and counts the orders', async () => {
        await expect(support.countOrders()).resolves.toEqual({ renewals: 0, upgrades: 0, refunded: 0 });
        const renewed = (await repository.findById('endsexactly00000'))!;
        renewed.recordNotice('ends-in-7-days', at('2027-03-03T15:00:00.000Z'));
        await repository.update(renewed);
        const noticed = (await repository.findById('endsexactly00000'))!;
        expect(noticed.snapshot()).toMatchObject({ notice: 'ends-in-7-days', noticeAt: at('2027-03-03T15:00:00.000Z') });
        const paidAt = at('2027-03-04T10:00:00.000Z');
        noticed.applyOrder({ orderId: 'renewal.endsexactly00000.e1', kind: 'renewal', paymentId: 'pay-r1', amountCents: 1200 }, paidAt);
        await repository.update(noticed);
        const upgraded = (await repository.findById('endsonemslater00'))!;
        const endBeforeUpgrade = upgraded.endsAt;
        upgraded.applyOrder({ orderId: 'upgrade.endsonemslater00.e1', kind: 'upgrade', paymentId: 'pay-u1', amountCents: 400 }, paidAt);
        await repository.update(upgraded);

        const read = (await repository.findById('endsexactly00000'))!.snapshot();
        expect(read).toMatchObject({ notice: null, noticeAt: null, endsAt: at('2028-03-10T15:00:00.000Z') });
        expect(read.orders).toEqual([
          {
            orderId: 'renewal.endsexactly00000.e1',
            kind: 'renewal',
            paymentId: 'pay-r1',
            amountCents: 1200,
            at: paidAt,
            revertTo: { plan: 'basic', endsAt: at('2027-03-10T15:00:00.000Z') },
          },
        ]);
        expect((await repository.findById('endsonemslater00'))!.snapshot()).toMatchObject({ plan: 'premium', endsAt: null });
        await expect(support.countOrders()).resolves.toEqual({ renewals: 1, upgrades: 1, refunded: 0 });

        // The upgrade refunded: back to the basic plan and its end, the refund recorded on the order, no longer counted.
        const refundedAt = at('2027-03-05T10:00:00.000Z');
        const refunded = (await repository.findById('endsonemslater00'))!;
        expect(refunded.reverseOrder('upgrade.endsonemslater00.e1', 'pay-u1', refundedAt)).toBe('undone');
        await repository.update(refunded);
        const back = (await repository.findById('endsonemslater00'))!.snapshot();
        expect(back).toMatchObject({ plan: 'basic', endsAt: endBeforeUpgrade, status: 'active' });
        expect(back.orders.map((order) => order.reversal)).toEqual([{ at: refundedAt, undone: true }]);
        await expect(support.countOrders()).resolves.toEqual({ renewals: 1, upgrades: 0, refunded: 1 });
      });
    });

    describe('findUnpaidCreatedBefore', () => {
      it('returns pending and failed pages created strictly before the instant, oldest first', async () => {
        const instant = at('2026-03-10T15:00:00.000Z');
        await repository.add(aMemory({ id: 'pendingjustbefor', status: 'pending_payment', createdAt: new Date(instant.getTime() - 1) }));
        await repository.add(aMemory({ id: 'faileddaybefore0', status: 'payment_failed', createdAt: at('2026-03-09T15:00:00.000Z') }));
        await repository.add(aMemory({ id: 'pendingexactly00', status: 'pending_payment', createdAt: instant }));
        await repository.add(aMemory({ id: 'failedafter00000', status: 'payment_failed', createdAt: new Date(instant.getTime() + 1) }));
        await repository.add(aMemory({ id: 'activeolder00000', status: 'active', createdAt: at('2026-01-01T00:00:00.000Z') }));
        await repository.add(aMemory({ id: 'suspendedolder00', status: 'suspended', createdAt: at('2026-01-01T00:00:00.000Z') }));
        await repository.add(
          aMemory({ id: 'expiredolder0000', details: { plan: 'basic' }, status: 'expired', createdAt: at('2024-01-01T00:00:00.000Z') }),
        );

        const found = await repository.findUnpaidCreatedBefore(instant);

        expect(ids(found)).toEqual(['faileddaybefore0', 'pendingjustbefor']);
      });
    });

    describe('findUnpaidCreatedSince', () => {
      it('returns pending and failed pages created at or after the instant, oldest first, ties broken by id', async () => {
        const instant = at('2026-03-10T15:00:00.000Z');
        const later = new Date(instant.getTime() + 1);
        await repository.add(aMemory({ id: 'pendingjustbefor', status: 'pending_payment', createdAt: new Date(instant.getTime() - 1) }));
        await repository.add(aMemory({ id: 'pendingexactly00', status: 'pending_payment', createdAt: instant }));
        await repository.add(aMemory({ id: 'failedafterb0000', status: 'payment_failed', createdAt: later }));
        await repository.add(aMemory({ id: 'failedaftera0000', status: 'payment_failed', createdAt: later }));
        await repository.add(aMemory({ id: 'pendingnextday00', status: 'pending_payment', createdAt: at('2026-03-11T15:00:00.000Z') }));
        await repository.add(aMemory({ id: 'activeafter00000', status: 'active', createdAt: later }));
        await repository.add(aMemory({ id: 'suspendedafter00', status: 'suspended', createdAt: later }));
        await repository.add(aMemory({ id: 'expiredafter0000', details: { plan: 'basic' }, status: 'expired', createdAt: later }));

        const found = await repository.findUnpaidCreatedSince(instant);

        expect(ids(found)).toEqual(['pendingexactly00', 'failedaftera0000', 'failedafterb0000', 'pendingnextday00']);
        await expect(repository.findUnpaidCreatedSince(at('2026-03-12T00:00:00.000Z'))).resolves.toEqual([]);
        await expect(repository.countUnpaidCreatedSince(instant)).resolves.toBe(4);
        await expect(repository.countUnpaidCreatedSince(later)).resolves.toBe(3);
        await expect(repository.countUnpaidCreatedSince(at('2026-03-12T00:00:00.000Z'))).resolves.toBe(0);
      });
    });

    describe('findByEmail, search and tally', () => {
      const ana = 'ana@example.com';
      const bruno = 'bruno@example.com';

      /**
       * Every status, both plans, a tie on created_at, a failed page from before outcomes were stored (no outcome), and one
       * page ordered at a promotion's price (the others from before prices were kept).
       */
      beforeEach(async () => {
        const day = (n: number) => at(`2026-03-0${n}T12:00:00.000Z`);
        await repository.add(
          aMemory({ id: 'ana1', details: { email: ana, plan: 'premium' }, status: 'active', createdAt: day(1), priceCents: 1120 }),
        );
        await repository.add(aMemory({ id: 'ana2', details: { email: ana, plan: 'basic' }, status: 'pending_payment', createdAt: day(2) }));
        await repository.add(aMemory({ id: 'bru1', details: { email: bruno, plan: 'premium' }, status: 'active', createdAt: day(2) }));
        await repository.add(aMemory({ id: 'ana3', details: { email: ana, plan: 'basic' }, status: 'expired', createdAt: day(3) }));
        await repository.add(aMemory({ id: 'ana4', details: { email: ana, plan: 'premium' }, status: 'payment_failed', createdAt: day(4) }));
        await repository.add(aMemory({ id: 'bru3', details: { email: bruno, plan: 'premium' }, status: 'pending_payment', createdAt: day(5) }));
        await repository.add(aMemory({ id: 'bru2', details: { email: bruno, plan: 'basic' }, status: 'suspended', createdAt: day(5) }));
        const failedBeforeOutcomes = aMemory({ id: 'bru4', details: { email: bruno, plan: 'premium' }, status: 'payment_failed', createdAt: day(6) });
        await repository.add(Memory.restore({ ...failedBeforeOutcomes.snapshot(), paymentOutcome: null }));
      });

      describe('findByEmail', () => {
        it('returns every page of that buyer whatever its status, oldest first, ties broken by id', async () => {
          expect(ids(await support.findByEmail(ana))).toEqual(['ana1', 'ana2', 'ana3', 'ana4']);
          expect(ids(await support.findByEmail(bruno))).toEqual(['bru1', 'bru2', 'bru3', 'bru4']);
        });

        it('matches the address exactly: no other case, part or pattern', async () => {
          for (const other of ['ANA@example.com', 'na@example.com', 'ana@example.co', 'ana@example.com ', '%@example.com', '_na@example.com', '']) {
            await expect(support.findByEmail(other)).resolves.toEqual([]);
          }
        });

        it('hands out whole memories, as findById does', async () => {
          const [found] = await support.findByEmail(bruno);

          expect(found?.snapshot()).toStrictEqual((await stored('bru1')).snapshot());
        });
      });

      describe('search', () => {
        it('returns every page newest first, ties broken by id descending, when nothing narrows it', async () => {
          expect(ids(await support.search({}))).toEqual(['bru4', 'bru3', 'bru2', 'ana4', 'ana3', 'bru1', 'ana2', 'ana1']);
        });

        it('narrows by statuses, by plans and by address', async () => {
          expect(ids(await support.search({ statuses: ['active', 'pending_payment'] }))).toEqual(['bru3', 'bru1', 'ana2', 'ana1']);
          expect(ids(await support.search({ statuses: ['expired'] }))).toEqual(['ana3']);
          expect(ids(await support.search({ plans: ['basic'] }))).toEqual(['bru2', 'ana3', 'ana2']);
          expect(ids(await support.search({ plans: ['basic', 'premium'] }))).toHaveLength(8);
          expect(ids(await support.search({ email: ana }))).toEqual(['ana4', 'ana3', 'ana2', 'ana1']);
        });

        it('applies every given field together', async () => {
          expect(ids(await support.search({ email: ana, statuses: ['active', 'payment_failed'], plans: ['premium'] }))).toEqual(['ana4', 'ana1']);
          expect(ids(await support.search({ email: bruno, statuses: ['payment_failed', 'suspended'] }))).toEqual(['bru4', 'bru2']);
          expect(ids(await support.search({ statuses: ['pending_payment'], plans: ['premium'] }))).toEqual(['bru3']);
          await expect(support.search({ email: ana, statuses: ['suspended'] })).resolves.toEqual([]);
        });

        it('returns at most limit pages, the newest of those matching', async () => {
          expect(ids(await support.search({ limit: 3 }))).toEqual(['bru4', 'bru3', 'bru2']);
          expect(ids(await support.search({ statuses: ['pending_payment', 'payment_failed'], plans: ['premium'], limit: 2 }))).toEqual([
            'bru4',
            'bru3',
          ]);
          expect(ids(await support.search({ email: ana, limit: 1 }))).toEqual(['ana4']);
          expect(ids(await support.search({ email: ana, limit: 10 }))).toEqual(['ana4', 'ana3', 'ana2', 'ana1']);
          await expect(support.search({ limit: 0 })).resolves.toEqual([]);
        });

        it('finds nothing with an empty list of statuses or plans', async () => {
          await expect(support.search({ statuses: [] })).resolves.toEqual([]);
          await expect(support.search({ plans: [] })).resolves.toEqual([]);
        });

        it('matches the address exactly', async () => {
          for (const other of ['ANA@example.com', 'na@example.com', 'ana@example.co', '%@example.com', '_na@example.com']) {
            await expect(support.search({ email: other })).resolves.toEqual([]);
          }
        });

        it('hands out whole memories, as findById does', async () => {
          const [found] = await support.search({ email: bruno });

          expect(found?.snapshot()).toStrictEqual((await stored('bru4')).snapshot());
          expect(found?.paymentOutcome).toBeNull();
        });
      });

      describe('tally', () => {
        it('counts pages by status, plan and payment outcome, a missing outcome being a group of its own, with their prices', async () => {
          const unpriced = (count: number) => ({ count, storedPriceCents: 0, unpricedCount: count });
          expect(byGroup(await support.tally())).toStrictEqual(
            byGroup([
              { status: 'active', plan: 'premium', paymentOutcome: 'approved', count: 2, storedPriceCents: 1120, unpricedCount: 1 },
              { status: 'pending_payment', plan: 'basic', paymentOutcome: null, ...unpriced(1) },
              { status: 'pending_payment', plan: 'premium', paymentOutcome: null, ...unpriced(1) },
              { status: 'expired', plan: 'basic', paymentOutcome: 'approved', ...unpriced(1) },
              { status: 'payment_failed', plan: 'premium', paymentOutcome: 'rejected', ...unpriced(1) },
              { status: 'payment_failed', plan: 'premium', paymentOutcome: null, ...unpriced(1) },
              { status: 'suspended', plan: 'basic', paymentOutcome: 'reversed', ...unpriced(1) },
            ]),
          );
        });

        it('follows changes and removals, leaving out a group that is now empty', async () => {
          const read = await stored('bru3');
          read.recordPayment('pay-bru3', 'approved', at('2026-03-07T00:00:00.000Z'));
          await repository.update(read);
          await repository.remove('ana3');

          const tallies = await support.tally();

          expect(tallies).toContainEqual({
            status: 'active',
            plan: 'premium',
            paymentOutcome: 'approved',
            count: 3,
            storedPriceCents: 1120,
            unpricedCount: 2,
          });
          expect(tallies.filter((t) => t.status === 'pending_payment')).toStrictEqual([
            { status: 'pending_payment', plan: 'basic', paymentOutcome: null, count: 1, storedPriceCents: 0, unpricedCount: 1 },
          ]);
          expect(tallies.filter((t) => t.status === 'expired')).toEqual([]);
          expect(tallies.reduce((sum, t) => sum + t.count, 0)).toBe(7);
        });
      });
    });

    it('tallies nothing and finds nothing when empty', async () => {
      await expect(support.tally()).resolves.toEqual([]);
      await expect(support.search({})).resolves.toEqual([]);
      await expect(support.findByEmail('ana@example.com')).resolves.toEqual([]);
    });

    describe('remove', () => {
      it('resolves true when it removed the memory, then false', async () => {
        await repository.add(aMemory({ id: 'remove0000000001' }));
        await repository.add(aMemory({ id: 'keep000000000001' }));

        await expect(repository.remove('remove0000000001')).resolves.toBe(true);
        await expect(repository.remove('remove0000000001')).resolves.toBe(false);

        await expect(repository.findById('remove0000000001')).resolves.toBeNull();
        expect((await stored('keep000000000001')).id).toBe('keep000000000001');
      });

      it('with a version, removes only a row nobody changed since it was read at that version', async () => {
        await repository.add(aMemory({ id: 'removever0000001', status: 'active' }));
        const read = await stored('removever0000001');
        const changed = await stored('removever0000001');
        changed.revokeEditLinks(at('2026-03-11T10:00:00.000Z'));
        await repository.update(changed);

        await expect(repository.remove('removever0000001', read.version)).resolves.toBe(false);
        expect((await stored('removever0000001')).version).toBe(read.version + 1);
        await expect(repository.remove('removever0000001', read.version + 1)).resolves.toBe(true);
        await expect(repository.findById('removever0000001')).resolves.toBeNull();
      });
    });

    describe('ping', () => {
      it('resolves when the store is reachable', async () => {
        await expect(support.ping()).resolves.toBeUndefined();
      });
    });
  });
}
