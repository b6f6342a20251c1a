import type { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import type { ExpireBasicPlans } from '../../../application/housekeeping/expire-basic-plans.js';
import type { RemoveAbandonedMemories } from '../../../application/housekeeping/remove-abandoned-memories.js';
import type { ResumeInterruptedTasks } from '../../../application/housekeeping/resume-interrupted-tasks.js';
import type { SweepOrphanedPhotos } from '../../../application/housekeeping/sweep-orphaned-photos.js';
import { token } from './token.js';

/** What the server's own timers and queue workers ask for. */
export const HOUSEKEEPING_TOKENS = {
  DeliverQueuedEmails: token<DeliverQueuedEmails>('DeliverQueuedEmails'),
  ExpireBasicPlans: token<ExpireBasicPlans>('ExpireBasicPlans'),
  RemoveAbandonedMemories: token<RemoveAbandonedMemories>('RemoveAbandonedMemories'),
  SweepOrphanedPhotos: token<SweepOrphanedPhotos>('SweepOrphanedPhotos'),
  ResumeInterruptedTasks: token<ResumeInterruptedTasks>('ResumeInterruptedTasks'),
} as const;
