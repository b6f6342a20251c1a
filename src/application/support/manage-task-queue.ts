import type { Clock } from '../ports/clock.js';
import type { QueuedTask, TaskQueue } from '../ports/task-queue.js';

/** A durable queue as support sees it: what waits and what failed, and putting failed work back in the queue. */
export class ManageTaskQueue<Payload, View> {
  constructor(
    private readonly queue: TaskQueue<Payload>,
    private readonly clock: Clock,
    private readonly toView: (task: QueuedTask<Payload>) => View,
  ) {}

  /** Tasks waiting or given up, oldest first. */
  async listUnsent(): Promise<View[]> {
    return (await this.queue.list({ statuses: ['pending', 'failed'] })).map(this.toView);
  }

  /** Puts failed tasks (all, or those ids) back in the queue, due now; resolves how many. */
  retryFailed(ids?: readonly number[]): Promise<number> {
    return this.queue.requeueFailed(this.clock.now(), ids);
  }
}
