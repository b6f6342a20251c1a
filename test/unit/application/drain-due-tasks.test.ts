import { describe, expect, it } from 'vitest';
import { drainDueTasks, retryDelayMs, type RetryPolicy, type TaskAttempt } from '../../../src/application/shared/drain-due-tasks.js';
import { FixedClock } from '../../support/fakes/fixed-clock.js';
import { InMemoryTaskQueue } from '../../support/fakes/in-memory-task-queue.js';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 8000, maxAttempts: 4, leaseMs: 60_000, batchSize: 10 };

async function setup(...payloads: string[]) {
  const queue = new InMemoryTaskQueue<string>();
  const clock = new FixedClock(T0);
  for (const payload of payloads) await queue.enqueue(payload, T0);
  const drain = (handle: (payload: string) => Promise<TaskAttempt>) => drainDueTasks(queue, clock, policy, (task) => handle(task.payload));
  return { queue, clock, drain };
}

describe('drainDueTasks: one worker round over a durable queue', () => {
  it('doubles the wait after each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(policy, attempts))).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('records each outcome: done, cancelled with its note, failed for good', async () => {
    const ctx = await setup('a', 'b', 'c');
    const outcomes: Record<string, TaskAttempt> = {
      a: { result: 'done' },
      b: { result: 'cancelled', note: { kind: 'no-page-online' } },
      c: { result: 'failed', error: '550 no such mailbox' },
    };
    await expect(ctx.drain(async (payload) => outcomes[payload]!)).resolves.toEqual({ done: 1, cancelled: 1, retried: 0, failed: 1 });
    const tasks = await ctx.queue.list();
    expect(tasks.map((t) => [t.payload, t.status, t.lastError])).toEqual([
      ['a', 'done', null],
      ['b', 'cancelled', 'nenhuma página no ar para enviar'],
      ['c', 'failed', '550 no such mailbox'],
    ]);
  });

  it('retries with back-off, then gives up after the last attempt and keeps the task visible as failed', async () => {
    const ctx = await setup('a');
    const down = async (): Promise<TaskAttempt> => ({ result: 'retry', error: 'ECONNREFUSED' });
    const waits: number[] = [];
    for (let round = 1; round <= policy.maxAttempts; round++) {
      const report = await ctx.drain(down);
      const [task] = await ctx.queue.list();
      if (round < policy.maxAttempts) {
        expect(report.retried).toBe(1);
        waits.push(task!.nextAttemptAt!.getTime() - ctx.clock.now().getTime());
        // Not due again before its time.
        expect(await ctx.drain(down)).toEqual({ done: 0, cancelled: 0, retried: 0, failed: 0 });
        ctx.clock.advance(task!.nextAttemptAt!.getTime() - ctx.clock.now().getTime());
      } else {
        expect(report.failed).toBe(1);
        expect(task).toMatchObject({ status: 'failed', attempts: policy.maxAttempts });
        expect(task!.lastError).toContain('ECONNREFUSED');
      }
    }
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('keeps a task whose handler throws, to be tried again', async () => {
    const ctx = await setup('a');
    await ctx.drain(async () => {
      throw new Error('unexpected');
    });
    const [task] = await ctx.queue.list();
    expect(task).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: unexpected' });
    ctx.clock.advance(1000);
    await expect(ctx.drain(async () => ({ result: 'done' }))).resolves.toMatchObject({ done: 1 });
  });
});
