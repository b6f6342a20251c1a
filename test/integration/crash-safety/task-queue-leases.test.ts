import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaseOwnerIsGone, leaseOwnerOf, PROCESS_LEASE_OWNER } from '../../../src/adapters/persistence/lease-owner.js';
import { MikroOrmTaskQueue } from '../../../src/adapters/persistence/mikro-orm/mikro-orm-task-queue.js';
import { openDatabase, type Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { EmailOutboxSchema, PaymentNotificationSchema } from '../../../src/adapters/persistence/mikro-orm/task-queue.schema.js';
import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';

const T0 = new Date('2026-12-01T10:00:00.000Z');
const LEASE = 5 * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const email = (to: string): OutboxEmail => ({ to, reason: 'activated', memoryIds: ['m1'] });

/** The pid of a process that ran on this host and has ended (and been reaped). */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid!;
}

describe('lease owners', () => {
  it('names this host and this process', () => {
    expect(PROCESS_LEASE_OWNER.startsWith(`${hostname()}/${process.pid}/`)).toBe(true);
  });

  it('takes an owner for gone only when it certainly is', async () => {
    const self = leaseOwnerOf(hostname(), process.pid);
    const ended = await pidOfEndedProcess();

    expect(leaseOwnerIsGone(self, self)).toBe(false);
    // Alive: this process's parent, the test runner.
    expect(leaseOwnerIsGone(leaseOwnerOf(hostname(), process.ppid), self)).toBe(false);
    expect(leaseOwnerIsGone(leaseOwnerOf(hostname(), ended), self)).toBe(true);
    // The same pid in an earlier life (a restarted container keeps its pid): gone.
    expect(leaseOwnerIsGone(leaseOwnerOf(hostname(), process.pid), self)).toBe(true);
    // Another host, or an owner of an unknown shape: cannot be judged, so not gone.
    expect(leaseOwnerIsGone(leaseOwnerOf(`not-${hostname()}`, ended), self)).toBe(false);
    for (const odd of ['', 'cli', `${hostname()}/abc/00`, `${hostname()}/${ended}`]) expect(leaseOwnerIsGone(odd, self)).toBe(false);
  });
});

describe('MikroOrmTaskQueue: leases of a process that died', () => {
  let dir: string;
  const opened: Database[] = [];

  async function queue(leaseOwner?: string): Promise<MikroOrmTaskQueue<OutboxEmail>> {
    const database = await openDatabase({ dbPath: join(dir, 'memories.sqlite') });
    opened.push(database);
    return new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema, leaseOwner === undefined ? {} : { leaseOwner });
  }

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'memories-leases-'));
  });

  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes due at once the tasks a dead process leased, and only those', async () => {
    const dead = await queue(leaseOwnerOf(hostname(), await pidOfEndedProcess()));
    const live = await queue(leaseOwnerOf(hostname(), process.ppid));
    const elsewhere = await queue(leaseOwnerOf(`not-${hostname()}`, 1));
    const restarted = await queue();
    for (const to of ['dead@x.com', 'live@x.com', 'elsewhere@x.com', 'done@x.com', 'due@x.com']) await restarted.enqueue(email(to), T0);
    const [byDead] = await dead.claimDue(T0, 1, LEASE);
    const [byLive] = await live.claimDue(T0, 1, LEASE);
    await elsewhere.claimDue(T0, 1, LEASE);
    const [finished] = await dead.claimDue(T0, 1, LEASE);
    await dead.finish(finished!.id, at(1), 'done');

    await expect(restarted.releaseAbandonedLeases(at(1000))).resolves.toBe(1);

    expect(await restarted.findById(byDead!.id)).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(1000) });
    expect(await restarted.findById(byLive!.id)).toMatchObject({ nextAttemptAt: at(LEASE) });
    expect(await restarted.findById(finished!.id)).toMatchObject({ status: 'done', nextAttemptAt: null });
    const claimed = await restarted.claimDue(at(1000), 10, LEASE);
    expect(claimed.map((task) => [task.payload.to, task.attempts])).toEqual([
      ['dead@x.com', 2],
      ['due@x.com', 1],
    ]);
    // Released once: the restarted process holds the lease now.
    await expect(restarted.releaseAbandonedLeases(at(2000))).resolves.toBe(0);
  });

  it('keeps the lease of a live process beside it: the CLI starting next to a working server takes nothing from it', async () => {
    const server = await queue();
    await server.enqueue(email('ana@x.com'), T0);
    const [leased] = await server.claimDue(T0, 1, LEASE);
    const cli = await queue(leaseOwnerOf(hostname(), process.ppid));

    await expect(cli.releaseAbandonedLeases(at(1))).resolves.toBe(0);
    await expect(cli.claimDue(at(1), 10, LEASE)).resolves.toEqual([]);
    expect(await cli.findById(leased!.id)).toMatchObject({ attempts: 1, nextAttemptAt: at(LEASE) });
  });

  it('leaves a task whose lease has already run out, or one put off for a retry, as it is', async () => {
    const dead = await queue(leaseOwnerOf(hostname(), await pidOfEndedProcess()));
    const restarted = await queue();
    const expired = await restarted.enqueue(email('expired@x.com'), T0);
    const retried = await restarted.enqueue(email('retried@x.com'), T0);
    await dead.claimDue(T0, 2, LEASE);
    await dead.retryLater(retried, 'timeout', at(LEASE * 3));

    await expect(restarted.releaseAbandonedLeases(at(LEASE + 1))).resolves.toBe(0);

    expect(await restarted.findById(expired)).toMatchObject({ nextAttemptAt: at(LEASE) });
    expect(await restarted.findById(retried)).toMatchObject({ nextAttemptAt: at(LEASE * 3) });
  });

  it('releases in each queue of the file on its own', async () => {
    const database = await openDatabase({ dbPath: join(dir, 'memories.sqlite') });
    opened.push(database);
    const deadOwner = { leaseOwner: leaseOwnerOf(hostname(), await pidOfEndedProcess()) };
    const deadInbox = new MikroOrmTaskQueue<{ paymentId: string }>(database, PaymentNotificationSchema, deadOwner);
    const deadOutbox = new MikroOrmTaskQueue<OutboxEmail>(database, EmailOutboxSchema, deadOwner);
    await deadInbox.enqueue({ paymentId: 'pay-1' }, T0);
    await deadOutbox.enqueue(email('ana@x.com'), T0);
    await deadInbox.claimDue(T0, 1, LEASE);
    await deadOutbox.claimDue(T0, 1, LEASE);

    await expect(new MikroOrmTaskQueue(database, PaymentNotificationSchema).releaseAbandonedLeases(at(1))).resolves.toBe(1);
    expect(await (await queue()).claimDue(at(1), 1, LEASE)).toEqual([]);
  });
});
