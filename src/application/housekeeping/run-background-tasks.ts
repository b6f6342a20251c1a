import type { BackgroundTask, BackgroundTaskQueue } from '../ports/background-tasks.js';
import type { Clock } from '../ports/clock.js';
import type { QueuedTask } from '../ports/task-queue.js';
import type { MakeChapterAvifCopies } from '../chapters/make-chapter-avif-copies.js';
import type { MakeAvifCopies } from '../payments/make-avif-copies.js';
import { describeError, drainDueTasks, type DrainReport, type RetryPolicy, type TaskAttempt } from '../shared/drain-due-tasks.js';

/** A round of background work: what it came to, and each attempt that failed (tried again later, or given up). */
export interface BackgroundTasksReport extends DrainReport {
  readonly failures: readonly { readonly task: BackgroundTask; readonly error: string }[];
}

/**
 * Works the background tasks that are due (queued by the reactions to the use cases' outcomes), at most `limit` of them
 * (the retry policy's batch when absent). A task whose work fails is retried with back-off, then kept as failed; the
 * page (or chapter) meanwhile serves what it has (WebP without its AVIF copies), and `memories-cli photo-variants` makes the rest.
 */
export class RunBackgroundTasks {
  constructor(
    private readonly queue: BackgroundTaskQueue,
    private readonly avifCopies: MakeAvifCopies,
    private readonly chapterAvifCopies: MakeChapterAvifCopies,
    private readonly clock: Clock,
    private readonly policy: RetryPolicy,
  ) {}

  async execute(input: { readonly limit?: number } = {}): Promise<BackgroundTasksReport> {
    const failures: { task: BackgroundTask; error: string }[] = [];
    const policy = { ...this.policy, batchSize: input.limit ?? this.policy.batchSize };
    const report = await drainDueTasks(this.queue, this.clock, policy, async (task) => {
      const attempt = await this.work(task);
      if (attempt.result === 'retry') failures.push({ task: task.payload, error: attempt.error });
      return attempt;
    });
    return { ...report, failures };
  }

  private async work({ payload }: QueuedTask<BackgroundTask>): Promise<TaskAttempt> {
    try {
      switch (payload.kind) {
        case 'avif-copies':
          await this.avifCopies.execute({ memoryId: payload.memoryId });
          return { result: 'done' };
        case 'chapter-avif-copies':
          await this.chapterAvifCopies.execute({ memoryId: payload.memoryId });
          return { result: 'done' };
      }
    } catch (error) {
      return { result: 'retry', error: describeError(error) };
    }
  }
}
