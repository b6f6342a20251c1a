import { describe, expect, it } from 'vitest';
import type { BackgroundTasksReport } from '../../../src/application/housekeeping/run-background-tasks.js';
import { startBackgroundTaskRunner } from '../../../src/adapters/scheduling/background-task-runner.js';
import type { TaskLog } from '../../../src/adapters/scheduling/task-log.js';

const NONE: BackgroundTasksReport = { done: 0, cancelled: 0, retried: 0, failed: 0, failures: [] };

/** A queue of page ids worked one per call; `hold` keeps the next call waiting until `release`. */
function fakeQueue(...pages: string[]) {
  const due = [...pages];
  const worked: string[] = [];
  let held: (() => void) | null = null;
  let holding = false;
  const runOne = async (): Promise<BackgroundTasksReport> => {
    if (holding) await new Promise<void>((resolve) => (held = resolve));
    const page = due.shift();
    if (page === undefined) return NONE;
    if (page.startsWith('failing')) {
      return { ...NONE, retried: 1, failures: [{ task: { kind: 'avif-copies', memoryId: page }, error: 'Error: no worker' }] };
    }
    worked.push(page);
    return { ...NONE, done: 1 };
  };
  return {
    due,
    worked,
    runOne,
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      held?.();
    },
  };
}

function recordingLog(): TaskLog & { readonly lines: string[] } {
  const lines: string[] = [];
  const line = (message: string) => void lines.push(message);
  return { lines, debug: line, info: line, warn: line, error: line };
}

describe('the worker of the background tasks', () => {
  it('works every due task, one call at a time, and a call during a run has that run go on to what was queued meanwhile', async () => {
    const queue = fakeQueue('page1');
    const runner = startBackgroundTaskRunner(queue.runOne, recordingLog());
    queue.hold();
    const run = runner.runNow();
    queue.due.push('page2');
    const during = runner.runNow();
    queue.release();

    await Promise.all([run, during]);
    expect(queue.worked).toEqual(['page1', 'page2']);
  });

  it('warns of a failed attempt by its kind of task', async () => {
    const queue = fakeQueue('failing1');
    const log = recordingLog();

    await startBackgroundTaskRunner(queue.runOne, log).runNow();

    expect(log.lines).toEqual(['AVIF copies failed; the page serves WebP', 'background tasks round']);
  });

  it('stops taking tasks once stopped, interrupting the one under way, and works none after', async () => {
    const queue = fakeQueue('page1', 'page2', 'page3');
    const runner = startBackgroundTaskRunner(queue.runOne, recordingLog());
    queue.hold();
    const run = runner.runNow();

    await runner.stop(async () => queue.release());
    await run;
    await runner.runNow();

    expect(queue.worked).toEqual(['page1']);
    expect(queue.due).toEqual(['page2', 'page3']);
  });
});
