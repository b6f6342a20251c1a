import type { Memory } from '../../domain/memory/memory.js';
import type { OutboxEmail, QueuedEmail } from '../ports/email-outbox.js';

/** An e-mail for the outbox: to an address, for a reason, about pages (named by id; rendered when it is sent). */
export function queuedEmail(to: string, reason: OutboxEmail['reason'], pages: readonly Pick<Memory, 'id'>[], at: Date): QueuedEmail {
  return { email: { to, reason, memoryIds: pages.map((page) => page.id) }, at };
}

/** A visitor's reply to the page, e-mailed to its buyer: recorded with the reply itself. */
export function replyEmail(memory: Memory, replyId: string, at: Date): QueuedEmail {
  return { email: { to: memory.email, reason: 'reply', memoryIds: [memory.id], replyId }, at };
}

/** A letter for the future opened for the first time, e-mailed to the page's buyer: recorded with the opening. */
export function letterOpenedEmail(memory: Memory, letterId: string, at: Date): QueuedEmail {
  return { email: { to: memory.email, reason: 'letter-opened', memoryIds: [memory.id], letterId }, at };
}

/** The e-mail about one page to its buyer, recorded with the page's change. */
export function pageEmail(memory: Memory, reason: OutboxEmail['reason'], at: Date): QueuedEmail {
  return queuedEmail(memory.email, reason, [memory], at);
}
