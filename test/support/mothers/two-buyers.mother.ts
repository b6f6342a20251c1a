import type { OutboxEmail } from '../../../src/application/ports/email-outbox.js';
import { InMemoryMemoryRepository } from '../fakes/in-memory-memory-repository.js';
import { InMemoryPhotoStorage } from '../fakes/in-memory-photo-storage.js';
import { InMemoryTaskQueue } from '../fakes/in-memory-task-queue.js';
import { aMemory, NOW } from './memory.mother.js';

const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
export const photoBytesOf = (path: string) => new TextEncoder().encode(`photo at ${path}`);

/**
 * A shop with two buyers, for the buyer's-rights use cases: Ana has a page in every status (a1 active … a5 pending)
 * and e-mails in several states (a1's activation sent, a resend of a1 and a2 failed); Bia has one page, a10, whose id
 * starts like Ana's a1; and an e-mail went to xana@example.com, whose address contains Ana's.
 */
export async function twoBuyersShop() {
  const outbox = new InMemoryTaskQueue<OutboxEmail>();
  const repository = new InMemoryMemoryRepository(outbox);
  const photos = new InMemoryPhotoStorage();
  const pages = [
    aMemory({ id: 'a1', status: 'active', createdAt: daysAgo(9) }),
    aMemory({ id: 'a2', details: { plan: 'basic' }, status: 'expired', createdAt: daysAgo(8) }),
    aMemory({ id: 'a3', status: 'suspended', createdAt: daysAgo(7) }),
    aMemory({ id: 'a4', details: { plan: 'basic' }, status: 'payment_failed', createdAt: daysAgo(6) }),
    aMemory({ id: 'a5', status: 'pending_payment', createdAt: daysAgo(5) }),
    aMemory({ id: 'a10', details: { email: 'bia@example.com', yourName: 'Bia' }, status: 'active', createdAt: daysAgo(4) }),
  ];
  for (const page of pages) {
    await repository.add(page);
    for (const path of page.photos) photos.files.set(path, photoBytesOf(path));
  }
  const sent = await outbox.enqueue({ to: 'ana@example.com', reason: 'activated', memoryIds: ['a1'] }, daysAgo(9));
  await outbox.finish(sent, daysAgo(9), 'done');
  await outbox.enqueue({ to: 'bia@example.com', reason: 'activated', memoryIds: ['a10'] }, daysAgo(4));
  await outbox.enqueue({ to: 'xana@example.com', reason: 'resend', memoryIds: ['x1'] }, daysAgo(3));
  const failed = await outbox.enqueue({ to: 'ana@example.com', reason: 'resend', memoryIds: ['a1', 'a2'] }, daysAgo(2));
  await outbox.fail(failed, '550 mailbox unavailable', daysAgo(2));
  return { outbox, repository, photos };
}
