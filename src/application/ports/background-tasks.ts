import type { TaskQueue } from './task-queue.js';

/**
 * Work an outcome leaves for later, off the request path: a paid page's AVIF copies (`MakeAvifCopies`), and those of
 * its chapters' photos (`MakeChapterAvifCopies`).
 */
export interface BackgroundTask {
  readonly kind: 'avif-copies' | 'chapter-avif-copies';
  readonly memoryId: string;
}

/** The durable queue of background work: a restart does not lose it, and an attempt that fails is tried again later. */
export type BackgroundTaskQueue = TaskQueue<BackgroundTask>;
