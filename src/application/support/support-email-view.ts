import { maskEmail } from '../../domain/memory/email-mask.js';
import type { OutboxEmail } from '../ports/email-outbox.js';
import type { QueuedTask } from '../ports/task-queue.js';

/** An e-mail of the outbox as support sees it: to whom, why, about which pages, and how its delivery went. */
export type SupportEmailView = Omit<QueuedTask<OutboxEmail>, 'payload'> & OutboxEmail;

/** The recipient's e-mail of a delivery on the day names the recipient's address, which support sees masked only. */
export function supportEmailView({ payload, ...delivery }: QueuedTask<OutboxEmail>): SupportEmailView {
  const to = payload.reason === 'delivery' ? maskEmail(payload.to) : payload.to;
  return { ...delivery, to, reason: payload.reason, memoryIds: payload.memoryIds };
}
