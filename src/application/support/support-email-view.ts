import type { OutboxEmail } from '../ports/email-outbox.js';
import type { QueuedTask } from '../ports/task-queue.js';

/** An e-mail of the outbox as support sees it: to whom, why, about which pages, and how its delivery went. */
export type SupportEmailView = Omit<QueuedTask<OutboxEmail>, 'payload'> & OutboxEmail;

export function supportEmailView({ payload, ...delivery }: QueuedTask<OutboxEmail>): SupportEmailView {
  return { ...delivery, to: payload.to, reason: payload.reason, memoryIds: payload.memoryIds };
}
