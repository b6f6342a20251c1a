import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEVER_OPENED, openingWindowStart, OPENING_WINDOW_MS } from '../../src/domain/openings/page-openings.js';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { PageOpenings } from '../../src/application/ports/page-openings.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';

export interface PageOpeningsUnderTest {
  readonly openings: PageOpenings;
  /** The e-mail outbox the first opening's e-mail goes to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

const T0 = new Date('2026-12-31T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const email = (id: string, when: Date = T0): QueuedEmail => ({ email: { to: 'ana@example.com', reason: 'opened', memoryIds: [id] }, at: when });
const record = (openings: PageOpenings, id: string, when: Date) => openings.record(id, when, openingWindowStart(when), email(id, when));

/** One specification of `PageOpenings`, run against the fake and the SQL adapter on both engines. */
export function describePageOpeningsContract(name: string, factory: () => Promise<PageOpeningsUnderTest>): void {
  describe(`PageOpenings contract: ${name}`, () => {
    let subject: PageOpeningsUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('knows nothing of a page never opened', async () => {
      await expect(subject.openings.find('p1')).resolves.toEqual(NEVER_OPENED);
      await expect(subject.openings.totals()).resolves.toEqual({ pagesOpened: 0, openings: 0, emailsOff: 0 });
    });

    it('counts the first opening and queues its e-mail with it, once', async () => {
      await expect(record(subject.openings, 'p1', T0)).resolves.toEqual({ counted: true, first: true, emailQueued: true });
      await expect(subject.openings.find('p1')).resolves.toEqual({ count: 1, firstAt: T0, lastAt: T0, emailsOff: false });
      const queued = await subject.outbox.list();
      expect(queued.map((task) => [task.payload, task.status])).toEqual([[email('p1').email, 'pending']]);
    });

    it('counts one opening per window, keeps the first and moves the last, and never queues a second e-mail', async () => {
      await record(subject.openings, 'p1', T0);
      await expect(record(subject.openings, 'p1', at(OPENING_WINDOW_MS - 1))).resolves.toEqual({ counted: false, first: false, emailQueued: false });
      await expect(record(subject.openings, 'p1', at(OPENING_WINDOW_MS))).resolves.toEqual({ counted: true, first: false, emailQueued: false });
      await record(subject.openings, 'p1', at(OPENING_WINDOW_MS + 1000));
      await expect(subject.openings.find('p1')).resolves.toEqual({ count: 2, firstAt: T0, lastAt: at(OPENING_WINDOW_MS), emailsOff: false });
      expect(await subject.outbox.list()).toHaveLength(1);
      // Even once the first e-mail was sent, a later opening queues nothing.
      const [task] = await subject.outbox.claimDue(at(OPENING_WINDOW_MS * 3), 1, 60_000);
      await subject.outbox.finish(task!.id, at(OPENING_WINDOW_MS * 3), 'done');
      await record(subject.openings, 'p1', at(OPENING_WINDOW_MS * 4));
      expect(await subject.outbox.list()).toHaveLength(1);
    });

    it('counts one of many requests at the same instant, and queues one e-mail', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => record(subject.openings, 'p1', T0)));
      expect(results.filter((result) => result.counted)).toHaveLength(1);
      expect(results.filter((result) => result.emailQueued)).toHaveLength(1);
      expect((await subject.openings.find('p1')).count).toBe(1);
      expect(await subject.outbox.list()).toHaveLength(1);
    });

    it('counts but queues no e-mail once the buyer turned them off, and tells pages apart', async () => {
      await expect(subject.openings.turnEmailsOff('p1')).resolves.toBe(true);
      await expect(subject.openings.turnEmailsOff('p1')).resolves.toBe(false);
      await expect(subject.openings.find('p1')).resolves.toEqual({ ...NEVER_OPENED, emailsOff: true });
      await expect(record(subject.openings, 'p1', T0)).resolves.toEqual({ counted: true, first: true, emailQueued: false });
      await expect(record(subject.openings, 'p2', T0)).resolves.toEqual({ counted: true, first: true, emailQueued: true });
      await expect(subject.openings.find('p1')).resolves.toEqual({ count: 1, firstAt: T0, lastAt: T0, emailsOff: true });
      expect((await subject.outbox.list()).map((task) => task.payload.memoryIds)).toEqual([['p2']]);
      await expect(subject.openings.totals()).resolves.toEqual({ pagesOpened: 2, openings: 2, emailsOff: 1 });
    });

    it('queues nothing when given no e-mail', async () => {
      await expect(subject.openings.record('p1', T0, openingWindowStart(T0), null)).resolves.toEqual({
        counted: true,
        first: true,
        emailQueued: false,
      });
      expect(await subject.outbox.list()).toHaveLength(0);
    });

    it('imports the counts another store kept, with no e-mail, and never over counts of its own', async () => {
      const kept = { count: 7, firstAt: at(-5 * OPENING_WINDOW_MS), lastAt: T0, emailsOff: true };
      await expect(subject.openings.importTally('p1', kept)).resolves.toBe(true);
      await expect(subject.openings.find('p1')).resolves.toEqual(kept);
      await expect(subject.openings.importTally('p1', { ...kept, count: 1 })).resolves.toBe(false);
      await record(subject.openings, 'p2', T0);
      await expect(subject.openings.importTally('p2', kept)).resolves.toBe(false);
      await expect(subject.openings.find('p2')).resolves.toMatchObject({ count: 1, emailsOff: false });
      await expect(subject.openings.importTally('p3', { count: 0, firstAt: null, lastAt: null, emailsOff: true })).resolves.toBe(true);
      await expect(subject.openings.find('p3')).resolves.toEqual({ count: 0, firstAt: null, lastAt: null, emailsOff: true });
      expect((await subject.outbox.list()).map((task) => task.payload.memoryIds)).toEqual([['p2']]);
    });
  });
}
