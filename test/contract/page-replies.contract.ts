import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPLIES_PER_CLIENT_PER_PAGE, REPLIES_PER_PAGE, REPLY_LIMIT_WINDOW_MS, replyWindowStart } from '../../src/domain/replies/page-reply.js';
import type { OutboxEmail, QueuedEmail } from '../../src/application/ports/email-outbox.js';
import type { NewPageReply, PageReplies } from '../../src/application/ports/page-replies.js';
import type { TaskQueue } from '../../src/application/ports/task-queue.js';

export interface PageRepliesUnderTest {
  readonly replies: PageReplies;
  /** The e-mail outbox each reply's e-mail goes to. */
  readonly outbox: TaskQueue<OutboxEmail>;
  cleanup(): Promise<void>;
}

const T0 = new Date('2027-01-25T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
let serial = 0;
const reply = (memoryId: string, clientKey: string, createdAt: Date, note: string | null = null): NewPageReply => ({
  id: `reply${String(++serial).padStart(8, '0')}`,
  memoryId,
  note,
  clientKey,
  createdAt,
});
const email = (r: NewPageReply): QueuedEmail => ({
  email: { to: 'ana@example.com', reason: 'reply', memoryIds: [r.memoryId], replyId: r.id },
  at: r.createdAt,
});
const add = (replies: PageReplies, r: NewPageReply) => replies.add(r, replyWindowStart(r.createdAt), email(r));

/** One specification of `PageReplies`, run against the fake and the SQL adapter on both engines. */
export function describePageRepliesContract(name: string, factory: () => Promise<PageRepliesUnderTest>): void {
  describe(`PageReplies contract: ${name}`, () => {
    let subject: PageRepliesUnderTest;

    beforeEach(async () => {
      subject = await factory();
    });
    afterEach(() => subject.cleanup());

    it('stores a heart and a note, queues one e-mail with each, and lists them newest first', async () => {
      const heart = reply('p1', 'k1', T0);
      const note = reply('p1', 'k1', at(1000), 'Te amo! <3 “pra sempre”\nsua Bia');
      await expect(add(subject.replies, heart)).resolves.toBeNull();
      await expect(add(subject.replies, note)).resolves.toBeNull();

      await expect(subject.replies.find(note.id)).resolves.toEqual({ id: note.id, memoryId: 'p1', note: note.note, createdAt: at(1000) });
      await expect(subject.replies.find('nothing-here')).resolves.toBeNull();
      const latest = await subject.replies.latest('p1', 10);
      expect(latest.map((r) => [r.id, r.note, r.createdAt])).toEqual([
        [note.id, note.note, at(1000)],
        [heart.id, null, T0],
      ]);
      await expect(subject.replies.latest('p1', 1)).resolves.toHaveLength(1);
      await expect(subject.replies.count('p1')).resolves.toBe(2);
      await expect(subject.replies.count('p2')).resolves.toBe(0);
      const queued = await subject.outbox.list();
      expect(queued.map((task) => [task.payload, task.status])).toEqual([
        [email(heart).email, 'pending'],
        [email(note).email, 'pending'],
      ]);
    });

    it('refuses a client past its limit on a page, storing and queueing nothing, and lets other clients and pages be', async () => {
      for (let i = 0; i < REPLIES_PER_CLIENT_PER_PAGE; i++) await expect(add(subject.replies, reply('p1', 'k1', at(i)))).resolves.toBeNull();
      await expect(add(subject.replies, reply('p1', 'k1', at(100), 'mais um'))).resolves.toBe('client');
      await expect(subject.replies.count('p1')).resolves.toBe(REPLIES_PER_CLIENT_PER_PAGE);
      expect(await subject.outbox.list()).toHaveLength(REPLIES_PER_CLIENT_PER_PAGE);

      await expect(add(subject.replies, reply('p1', 'k2', at(200)))).resolves.toBeNull();
      await expect(add(subject.replies, reply('p2', 'k1', at(200)))).resolves.toBeNull();
      // A day after its first reply, that one no longer counts: room for one more, not two.
      await expect(add(subject.replies, reply('p1', 'k1', at(REPLY_LIMIT_WINDOW_MS)))).resolves.toBeNull();
      await expect(add(subject.replies, reply('p1', 'k1', at(REPLY_LIMIT_WINDOW_MS)))).resolves.toBe('client');
    });

    it('refuses a page past its limit from every client together', async () => {
      for (let i = 0; i < REPLIES_PER_PAGE; i++) await expect(add(subject.replies, reply('p1', `k${i}`, at(i)))).resolves.toBeNull();
      await expect(add(subject.replies, reply('p1', 'someone-new', at(100)))).resolves.toBe('page');
      await expect(subject.replies.count('p1')).resolves.toBe(REPLIES_PER_PAGE);
      expect(await subject.outbox.list()).toHaveLength(REPLIES_PER_PAGE);
    });

    it('lets no more than the limit through when many replies arrive at once', async () => {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => add(subject.replies, reply('p1', 'k1', at(i)))));
      expect(results.filter((result) => result === null)).toHaveLength(REPLIES_PER_CLIENT_PER_PAGE);
      expect(results.filter((result) => result === 'client')).toHaveLength(8 - REPLIES_PER_CLIENT_PER_PAGE);
      await expect(subject.replies.count('p1')).resolves.toBe(REPLIES_PER_CLIENT_PER_PAGE);
      expect(await subject.outbox.list()).toHaveLength(REPLIES_PER_CLIENT_PER_PAGE);
    });

    it('gives every reply of a page oldest first with its client key, and takes copied replies once, without e-mails or limits', async () => {
      const sent = reply('p1', 'k1', at(5000), 'Já estava aqui');
      await add(subject.replies, sent);
      // More than the page's daily limit, from one client: a copy brings what was sent over time, and is not counted.
      const copied = Array.from({ length: REPLIES_PER_PAGE + 2 }, (_, i) => reply('p1', 'k2', at(i), i % 2 === 0 ? null : `recado ${i}`));

      await expect(subject.replies.importReplies([...copied, sent])).resolves.toBe(copied.length);
      await expect(subject.replies.importReplies(copied)).resolves.toBe(0);

      const every = await subject.replies.everyReplyOf('p1');
      expect(every).toEqual([...copied, sent].map((r) => ({ ...r })));
      await expect(subject.replies.everyReplyOf('p2')).resolves.toEqual([]);
      await expect(subject.replies.count('p1')).resolves.toBe(copied.length + 1);
      expect(await subject.outbox.list()).toHaveLength(1);
    });
  });
}
