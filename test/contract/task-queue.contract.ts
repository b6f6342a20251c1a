import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QueuedTask, TaskQueue } from '../../src/application/ports/task-queue.js';

/** A payload with the shapes a real one may carry: text in any script and quoting, lists, nesting, null. */
export interface SamplePayload {
  readonly label: string;
  readonly items: readonly string[];
  readonly nested: { readonly n: number; readonly flag: boolean | null };
}

export interface TaskQueueUnderTest {
  readonly queue: TaskQueue<SamplePayload>;
  cleanup(): Promise<void>;
}

const T0 = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;
const sample = (label: string): SamplePayload => ({ label, items: [label], nested: { n: 1, flag: null } });
const labels = (tasks: QueuedTask<SamplePayload>[]) => tasks.map((task) => task.payload.label);

/** One specification of `TaskQueue`, run against the fake and the SQLite adapter. */
export function describeTaskQueueContract(name: string, factory: () => Promise<TaskQueueUnderTest>): void {
  describe(`TaskQueue contract: ${name}`, () => {
    let subject: TaskQueueUnderTest;
    let queue: TaskQueue<SamplePayload>;

    beforeEach(async () => {
      subject = await factory();
      queue = subject.queue;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    async function task(id: number): Promise<QueuedTask<SamplePayload>> {
      const found = await queue.findById(id);
      if (!found) throw new Error(`expected task ${id}`);
      return found;
    }

    describe('enqueue and findById', () => {
      it('records a pending task due at the given instant, with increasing ids', async () => {
        const first = await queue.enqueue(sample('first'), at(0));
        const second = await queue.enqueue(sample('second'), at(5));

        expect(second).toBeGreaterThan(first);
        expect(await task(first)).toStrictEqual({
          id: first,
          payload: sample('first'),
          status: 'pending',
          attempts: 0,
          createdAt: at(0),
          nextAttemptAt: at(0),
          finishedAt: null,
          lastError: null,
        });
        expect((await task(second)).nextAttemptAt).toStrictEqual(at(5));
      });

      it('round-trips a payload with quotes, backslashes, placeholders, line breaks and any script', async () => {
        const payload: SamplePayload = {
          label: `'aspas' "duplas" \\barra\\ ? ?? $1 :name ; drop table x; -- João 💖\nlinha\t2`,
          items: ['', ' ', 'ção', '\u0000?', '`crase`'],
          nested: { n: -12.5, flag: true },
        };

        const id = await queue.enqueue(payload, at(0));

        expect((await task(id)).payload).toStrictEqual(payload);
      });

      it('returns null for an unknown id', async () => {
        await queue.enqueue(sample('known'), at(0));

        await expect(queue.findById(987654)).resolves.toBeNull();
      });

      it('hands out copies: changing a found task does not change the stored one', async () => {
        const id = await queue.enqueue(sample('copy'), at(0));
        const found = (await task(id)) as unknown as { payload: { items: string[] } };

        found.payload.items.push('changed');

        expect((await task(id)).payload.items).toEqual(['copy']);
      });
    });

    describe('claimDue', () => {
      it('claims due tasks in the order they were queued, up to the limit, including one due exactly now', async () => {
        await queue.enqueue(sample('a'), at(0));
        await queue.enqueue(sample('b'), at(10));
        await queue.enqueue(sample('c'), at(20));
        await queue.enqueue(sample('not yet'), at(21));

        expect(labels(await queue.claimDue(at(20), 2, LEASE))).toEqual(['a', 'b']);
        expect(labels(await queue.claimDue(at(20), 10, LEASE))).toEqual(['c']);
        await expect(queue.claimDue(at(20), 10, LEASE)).resolves.toEqual([]);
        expect(labels(await queue.claimDue(at(21), 10, LEASE))).toEqual(['not yet']);
      });

      it('claims nothing with a limit of zero', async () => {
        await queue.enqueue(sample('a'), at(0));

        await expect(queue.claimDue(at(0), 0, LEASE)).resolves.toEqual([]);
        expect((await queue.claimDue(at(0), 1, LEASE)).length).toBe(1);
      });

      it('counts the attempt and leases the task: hidden from other claims until the lease ends', async () => {
        const id = await queue.enqueue(sample('leased'), at(0));

        const [claimed] = await queue.claimDue(at(100), 5, LEASE);

        expect(claimed).toMatchObject({ id, status: 'pending', attempts: 1, nextAttemptAt: at(100 + LEASE), payload: sample('leased') });
        expect(await task(id)).toStrictEqual(claimed);
        await expect(queue.claimDue(at(100 + LEASE - 1), 5, LEASE)).resolves.toEqual([]);

        const [again] = await queue.claimDue(at(100 + LEASE), 5, LEASE);
        expect(again).toMatchObject({ id, attempts: 2, nextAttemptAt: at(100 + 2 * LEASE) });
      });

      it('never claims a task that is done, cancelled or failed', async () => {
        const done = await queue.enqueue(sample('done'), at(0));
        const cancelled = await queue.enqueue(sample('cancelled'), at(0));
        const failed = await queue.enqueue(sample('failed'), at(0));
        await queue.finish(done, at(1), 'done');
        await queue.finish(cancelled, at(1), 'cancelled', 'its page is gone');
        await queue.fail(failed, 'refused', at(1));

        await expect(queue.claimDue(at(10 * LEASE), 10, LEASE)).resolves.toEqual([]);
      });
    });

    describe('releaseAbandonedLeases', () => {
      it('keeps the lease of a worker that is alive (this process): the task stays hidden until its lease ends', async () => {
        const id = await queue.enqueue(sample('leased'), at(0));
        await queue.enqueue(sample('not claimed'), at(10 * LEASE));
        await queue.claimDue(at(0), 1, LEASE);

        await expect(queue.releaseAbandonedLeases(at(1))).resolves.toBe(0);

        expect(await task(id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(LEASE) });
        await expect(queue.claimDue(at(1), 5, LEASE)).resolves.toEqual([]);
      });
    });

    describe('finish, retryLater and fail', () => {
      it('finishes a claimed task as done: no longer due, the last failure kept', async () => {
        const id = await queue.enqueue(sample('x'), at(0));
        await queue.claimDue(at(0), 1, LEASE);
        await queue.retryLater(id, 'timeout', at(1000));
        await queue.claimDue(at(1000), 1, LEASE);

        await queue.finish(id, at(1500), 'done');

        expect(await task(id)).toMatchObject({ status: 'done', attempts: 2, finishedAt: at(1500), nextAttemptAt: null, lastError: 'timeout' });
      });

      it('cancels a task with the reason as its last error', async () => {
        const id = await queue.enqueue(sample('x'), at(0));

        await queue.finish(id, at(10), 'cancelled', 'its pages were removed');

        expect(await task(id)).toMatchObject({ status: 'cancelled', finishedAt: at(10), nextAttemptAt: null, lastError: 'its pages were removed' });
      });

      it('keeps a task to retry pending, due again at the given instant and not before', async () => {
        const id = await queue.enqueue(sample('x'), at(0));
        await queue.claimDue(at(0), 1, LEASE);

        await queue.retryLater(id, 'connection refused', at(30_000));

        expect(await task(id)).toMatchObject({
          status: 'pending',
          attempts: 1,
          nextAttemptAt: at(30_000),
          finishedAt: null,
          lastError: 'connection refused',
        });
        await expect(queue.claimDue(at(29_999), 1, LEASE)).resolves.toEqual([]);
        expect(await queue.claimDue(at(30_000), 1, LEASE)).toMatchObject([{ id, attempts: 2 }]);
      });

      it('gives a task up as failed, with the error, until someone requeues it', async () => {
        const id = await queue.enqueue(sample('x'), at(0));
        await queue.claimDue(at(0), 1, LEASE);

        await queue.fail(id, 'mailbox unknown', at(20));

        expect(await task(id)).toMatchObject({
          status: 'failed',
          attempts: 1,
          finishedAt: at(20),
          nextAttemptAt: null,
          lastError: 'mailbox unknown',
        });
      });

      it('stores an error as one line of at most 500 characters', async () => {
        const id = await queue.enqueue(sample('x'), at(0));
        const long = `550 5.1.1 first line\r\n  second\tline\n${'x'.repeat(2000)}`;

        await queue.retryLater(id, long, at(1));
        const retried = (await task(id)).lastError!;
        await queue.fail(id, 'a\nb', at(2));

        expect(retried.startsWith('550 5.1.1 first line second line xxx')).toBe(true);
        expect(retried).not.toMatch(/[\r\n\t]/);
        expect(retried.length).toBeLessThanOrEqual(500);
        expect(retried.length).toBeGreaterThan(400);
        expect((await task(id)).lastError).toBe('a b');
      });

      it('leaves a task that is no longer pending as it is: another worker ended it', async () => {
        const id = await queue.enqueue(sample('x'), at(0));
        await queue.finish(id, at(10), 'done');

        await queue.fail(id, 'late failure', at(20));
        await queue.retryLater(id, 'late retry', at(30));
        await queue.finish(id, at(40), 'cancelled', 'late cancel');

        expect(await task(id)).toMatchObject({ status: 'done', finishedAt: at(10), nextAttemptAt: null, lastError: null });
      });

      it('rejects an id that was never queued', async () => {
        await expect(queue.finish(424242, at(0), 'done')).rejects.toThrow('no task 424242');
        await expect(queue.retryLater(424242, 'e', at(0))).rejects.toThrow('no task 424242');
        await expect(queue.fail(424242, 'e', at(0))).rejects.toThrow('no task 424242');
      });
    });

    describe('requeueFailed', () => {
      async function failed(label: string): Promise<number> {
        const id = await queue.enqueue(sample(label), at(0));
        await queue.claimDue(at(0), 10, 0);
        await queue.fail(id, `${label} failed`, at(5));
        return id;
      }

      it('puts every failed task back, due now, keeping its attempts and last error, and says how many', async () => {
        const one = await failed('one');
        const two = await failed('two');
        const done = await queue.enqueue(sample('done'), at(0));
        await queue.finish(done, at(1), 'done');
        const cancelled = await queue.enqueue(sample('cancelled'), at(0));
        await queue.finish(cancelled, at(1), 'cancelled', 'gone');

        await expect(queue.requeueFailed(at(1000))).resolves.toBe(2);

        expect(await task(one)).toMatchObject({ status: 'pending', nextAttemptAt: at(1000), finishedAt: null, attempts: 1, lastError: 'one failed' });
        expect((await task(two)).status).toBe('pending');
        expect((await task(done)).status).toBe('done');
        expect((await task(cancelled)).status).toBe('cancelled');
        expect(labels(await queue.claimDue(at(1000), 10, LEASE))).toEqual(['one', 'two']);
      });

      it('puts back only the failed tasks among the ids given', async () => {
        const one = await failed('one');
        const two = await failed('two');
        const pending = await queue.enqueue(sample('pending'), at(0));

        await expect(queue.requeueFailed(at(1000), [two, pending, 999999])).resolves.toBe(1);

        expect((await task(one)).status).toBe('failed');
        expect((await task(two)).status).toBe('pending');
        await expect(queue.requeueFailed(at(1000), [])).resolves.toBe(0);
        expect((await task(one)).status).toBe('failed');
      });

      it('leaves a failed task failed while a pending task holds its dedup key, and puts back the newest of one key', async () => {
        const held = await queue.enqueue(sample('held-1'), at(0), { dedupKey: 'held' });
        await queue.fail(held, 'e', at(1));
        await queue.enqueue(sample('held-2'), at(2), { dedupKey: 'held' });
        const older = await queue.enqueue(sample('free-1'), at(3), { dedupKey: 'free' });
        await queue.fail(older, 'e', at(4));
        const newer = await queue.enqueue(sample('free-2'), at(5), { dedupKey: 'free' });
        await queue.fail(newer, 'e', at(6));

        await expect(queue.requeueFailed(at(100))).resolves.toBe(1);

        expect((await task(held)).status).toBe('failed');
        expect((await task(older)).status).toBe('failed');
        expect((await task(newer)).status).toBe('pending');
        await expect(queue.enqueue(sample('free-3'), at(7), { dedupKey: 'free' })).resolves.toBe(newer);
      });
    });

    describe('dedup keys', () => {
      it('keeps the pending task under a key, claimed or not, and returns its id', async () => {
        const first = await queue.enqueue(sample('first'), at(0), { dedupKey: 'payment-1' });
        const again = await queue.enqueue(sample('again'), at(1), { dedupKey: 'payment-1' });
        await queue.claimDue(at(2), 10, LEASE);
        const whileClaimed = await queue.enqueue(sample('while claimed'), at(3), { dedupKey: 'payment-1' });
        const other = await queue.enqueue(sample('other'), at(4), { dedupKey: 'payment-2' });

        expect(again).toBe(first);
        expect(whileClaimed).toBe(first);
        expect(other).not.toBe(first);
        expect(labels(await queue.list())).toEqual(['first', 'other']);
      });

      it('records a new task under a key once the task holding it is done, failed or cancelled', async () => {
        const first = await queue.enqueue(sample('first'), at(0), { dedupKey: 'k' });
        await queue.finish(first, at(1), 'done');
        const second = await queue.enqueue(sample('second'), at(2), { dedupKey: 'k' });
        await queue.fail(second, 'e', at(3));
        const third = await queue.enqueue(sample('third'), at(4), { dedupKey: 'k' });
        await queue.finish(third, at(5), 'cancelled');
        const fourth = await queue.enqueue(sample('fourth'), at(6), { dedupKey: 'k' });

        expect(new Set([first, second, third, fourth]).size).toBe(4);
        expect(await queue.enqueue(sample('fifth'), at(7), { dedupKey: 'k' })).toBe(fourth);
      });

      it('never merges tasks queued without a key', async () => {
        const one = await queue.enqueue(sample('same'), at(0));
        const two = await queue.enqueue(sample('same'), at(0));

        expect(two).not.toBe(one);
        expect((await queue.list()).length).toBe(2);
      });
    });

    describe('list and countByStatus', () => {
      beforeEach(async () => {
        await queue.enqueue(sample('pending-1'), at(0));
        await queue.finish(await queue.enqueue(sample('done-1'), at(1)), at(2), 'done');
        await queue.fail(await queue.enqueue(sample('failed-1'), at(3)), 'e', at(4));
        await queue.enqueue(sample('pending-2'), at(5));
        await queue.fail(await queue.enqueue(sample('failed-2'), at(6)), 'e', at(7));
      });

      it('lists every task oldest first, or those of some statuses, at most limit', async () => {
        expect(labels(await queue.list())).toEqual(['pending-1', 'done-1', 'failed-1', 'pending-2', 'failed-2']);
        expect(labels(await queue.list({ statuses: ['failed'] }))).toEqual(['failed-1', 'failed-2']);
        expect(labels(await queue.list({ statuses: ['pending', 'done'], limit: 2 }))).toEqual(['pending-1', 'done-1']);
        expect(labels(await queue.list({ limit: 1 }))).toEqual(['pending-1']);
        await expect(queue.list({ statuses: ['cancelled'] })).resolves.toEqual([]);
        await expect(queue.list({ statuses: [] })).resolves.toEqual([]);
      });

      it('counts the tasks of every status, zero included', async () => {
        await expect(queue.countByStatus()).resolves.toStrictEqual({ pending: 2, done: 1, failed: 2, cancelled: 0 });
      });
    });

    describe('list containing', () => {
      beforeEach(async () => {
        await queue.enqueue(sample('to ana@example.com about mem-1'), at(0));
        await queue.fail(await queue.enqueue(sample('to ana@example.com about mem-2'), at(1)), 'e', at(2));
        await queue.enqueue(sample('to bruno@example.com about mem-1'), at(3));
        await queue.enqueue(sample('to ana@example.com.br'), at(4));
        await queue.enqueue(sample("it's 100%_off? ?? \\o/"), at(5));
        await queue.enqueue(sample('100xxoff'), at(6));
      });

      it('lists the tasks whose payload contains the text anywhere, oldest first', async () => {
        expect(labels(await queue.list({ containing: 'ana@example.com' }))).toEqual([
          'to ana@example.com about mem-1',
          'to ana@example.com about mem-2',
          'to ana@example.com.br',
        ]);
        expect(labels(await queue.list({ containing: 'mem-1' }))).toEqual(['to ana@example.com about mem-1', 'to bruno@example.com about mem-1']);
        await expect(queue.list({ containing: 'carla@example.com' })).resolves.toEqual([]);
      });

      it('matches the text as it is: case counts and % or _ are no wildcards', async () => {
        await expect(queue.list({ containing: 'ANA@example.com' })).resolves.toEqual([]);
        expect(labels(await queue.list({ containing: '%_' }))).toEqual(["it's 100%_off? ?? \\o/"]);
        await expect(queue.list({ containing: 'ana%' })).resolves.toEqual([]);
      });

      it('matches quotes, placeholders and backslashes, the latter as the JSON text escapes them', async () => {
        expect(labels(await queue.list({ containing: "it's 100%_off? ??" }))).toEqual(["it's 100%_off? ?? \\o/"]);
        expect(labels(await queue.list({ containing: '\\\\o/' }))).toEqual(["it's 100%_off? ?? \\o/"]);
        await expect(queue.list({ containing: "?' or 1=1 --" })).resolves.toEqual([]);
      });

      it('searches the payload as JSON text, keys and quoting included', async () => {
        expect(labels(await queue.list({ containing: '"label":"to bruno' }))).toEqual(['to bruno@example.com about mem-1']);
        expect(await queue.list({ containing: '"nested":{"n":1,"flag":null}' })).toHaveLength(6);
      });

      it('applies statuses and limit as well', async () => {
        expect(labels(await queue.list({ containing: 'ana@example.com', statuses: ['pending'] }))).toEqual([
          'to ana@example.com about mem-1',
          'to ana@example.com.br',
        ]);
        expect(labels(await queue.list({ containing: 'ana@example.com', statuses: ['failed'] }))).toEqual(['to ana@example.com about mem-2']);
        expect(labels(await queue.list({ containing: 'ana@example.com', limit: 2 }))).toEqual([
          'to ana@example.com about mem-1',
          'to ana@example.com about mem-2',
        ]);
        expect(labels(await queue.list({ containing: 'mem-', statuses: ['pending'], limit: 1 }))).toEqual(['to ana@example.com about mem-1']);
        await expect(queue.list({ containing: 'ana@example.com', statuses: [] })).resolves.toEqual([]);
      });
    });

    describe('remove', () => {
      it('deletes the given tasks whatever their status and resolves how many of them were there', async () => {
        const pending = await queue.enqueue(sample('pending'), at(0));
        const done = await queue.enqueue(sample('done'), at(1));
        await queue.finish(done, at(2), 'done');
        const failed = await queue.enqueue(sample('failed'), at(3));
        await queue.fail(failed, 'e', at(4));
        const claimed = await queue.enqueue(sample('claimed'), at(5));
        await queue.claimDue(at(5), 10, LEASE);
        const kept = await queue.enqueue(sample('kept'), at(6));

        await expect(queue.remove([pending, 987654, done, failed, claimed, pending])).resolves.toBe(4);

        for (const id of [pending, done, failed, claimed]) await expect(queue.findById(id)).resolves.toBeNull();
        expect(labels(await queue.list())).toEqual(['kept']);
        expect((await task(kept)).status).toBe('pending');
        await expect(queue.countByStatus()).resolves.toStrictEqual({ pending: 1, done: 0, failed: 0, cancelled: 0 });
      });

      it('resolves zero for no ids, for ids never queued and for ids already removed', async () => {
        const id = await queue.enqueue(sample('x'), at(0));

        await expect(queue.remove([])).resolves.toBe(0);
        await expect(queue.remove([987654, 987655])).resolves.toBe(0);
        await expect(queue.remove([id])).resolves.toBe(1);
        await expect(queue.remove([id])).resolves.toBe(0);
      });

      it('frees the dedup key of a removed pending task, and never hands its id out again', async () => {
        const first = await queue.enqueue(sample('first'), at(0), { dedupKey: 'k' });
        await queue.remove([first]);

        const second = await queue.enqueue(sample('second'), at(1), { dedupKey: 'k' });

        expect(second).toBeGreaterThan(first);
        expect(labels(await queue.list())).toEqual(['second']);
      });
    });

    it('counts zero of everything when empty', async () => {
      await expect(queue.countByStatus()).resolves.toStrictEqual({ pending: 0, done: 0, failed: 0, cancelled: 0 });
      await expect(queue.list()).resolves.toEqual([]);
    });
  });
}
