import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_ANNIVERSARY_EMAILS, type AnniversaryEmails } from '../../src/application/ports/anniversary-emails.js';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';

export interface AnniversaryEmailsUnderTest {
  readonly anniversaries: AnniversaryEmails;
  /** The e-mail outbox the anniversary's e-mail goes to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

const T0 = new Date('2027-06-12T03:10:00.000Z');
const T1 = new Date('2028-06-12T03:10:00.000Z');
const email = (id: string, at: Date = T0): QueuedEmail => ({ email: { to: 'ana@example.com', reason: 'anniversary', memoryIds: [id] }, at });

/** One specification of `AnniversaryEmails`, run against the fake and the SQL adapter on both engines. */
export function describeAnniversaryEmailsContract(name: string, factory: () => Promise<AnniversaryEmailsUnderTest>): void {
  describe(`AnniversaryEmails contract: ${name}`, () => {
    let subject: AnniversaryEmailsUnderTest;
    const queued = async () => (await subject.outbox.list()).map((task) => [task.payload, task.createdAt]);

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('knows nothing of a page never e-mailed', async () => {
      await expect(subject.anniversaries.find('p1')).resolves.toEqual(NO_ANNIVERSARY_EMAILS);
    });

    it('records an anniversary and queues its e-mail with it, once per anniversary', async () => {
      await expect(subject.anniversaries.record('p1', 2, email('p1'))).resolves.toBe(true);
      await expect(subject.anniversaries.record('p1', 2, email('p1', T1))).resolves.toBe(false);
      await expect(subject.anniversaries.find('p1')).resolves.toEqual({ sent: [{ years: 2, sentAt: T0 }], emailsOff: false });
      expect(await queued()).toEqual([[email('p1').email, T0]]);
    });

    it('records each year and each page on its own', async () => {
      await expect(subject.anniversaries.record('p1', 3, email('p1', T1))).resolves.toBe(true);
      await expect(subject.anniversaries.record('p1', 2, email('p1'))).resolves.toBe(true);
      await expect(subject.anniversaries.record('p2', 2, email('p2'))).resolves.toBe(true);
      await expect(subject.anniversaries.find('p1')).resolves.toEqual({
        sent: [
          { years: 2, sentAt: T0 },
          { years: 3, sentAt: T1 },
        ],
        emailsOff: false,
      });
      expect(await queued()).toHaveLength(3);
    });

    it('queues one e-mail when the same anniversary is recorded many times at once', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, () => subject.anniversaries.record('p1', 2, email('p1'))));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await queued()).toHaveLength(1);
    });

    it('records nothing and queues nothing once the buyer turned these e-mails off', async () => {
      await expect(subject.anniversaries.record('p1', 1, email('p1'))).resolves.toBe(true);
      await expect(subject.anniversaries.turnEmailsOff('p1', T0)).resolves.toBe(true);
      await expect(subject.anniversaries.turnEmailsOff('p1', T1)).resolves.toBe(false);
      await expect(subject.anniversaries.record('p1', 2, email('p1', T1))).resolves.toBe(false);
      await expect(subject.anniversaries.find('p1')).resolves.toEqual({ sent: [{ years: 1, sentAt: T0 }], emailsOff: true });
      expect(await queued()).toHaveLength(1);
      // Another page is not concerned.
      await expect(subject.anniversaries.record('p2', 2, email('p2'))).resolves.toBe(true);
    });

    it('imports what another store kept, with no e-mail, and keeps what it already holds', async () => {
      await expect(subject.anniversaries.record('p1', 1, email('p1'))).resolves.toBe(true);
      const kept = {
        sent: [
          { years: 1, sentAt: T1 },
          { years: 2, sentAt: T1 },
        ],
        emailsOff: true,
      };
      await expect(subject.anniversaries.importEmails('p1', kept)).resolves.toBe(true);
      await expect(subject.anniversaries.importEmails('p1', kept)).resolves.toBe(false);
      await expect(subject.anniversaries.find('p1')).resolves.toEqual({
        sent: [
          { years: 1, sentAt: T0 },
          { years: 2, sentAt: T1 },
        ],
        emailsOff: true,
      });
      await expect(subject.anniversaries.importEmails('p2', { sent: [], emailsOff: false })).resolves.toBe(false);
      await expect(subject.anniversaries.find('p2')).resolves.toEqual(NO_ANNIVERSARY_EMAILS);
      expect(await queued()).toHaveLength(1);
    });

    it('turns the e-mails off for a page never e-mailed', async () => {
      await expect(subject.anniversaries.turnEmailsOff('p3', T0)).resolves.toBe(true);
      await expect(subject.anniversaries.find('p3')).resolves.toEqual({ sent: [], emailsOff: true });
    });
  });
}
