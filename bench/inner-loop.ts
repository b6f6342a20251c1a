import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from './support/paths.js';
import { readChildrenCpuMs } from './support/proc.js';
import { progress } from './support/progress.js';
import { median } from './support/stats.js';

export interface InnerLoopOptions {
  readonly rounds: number;
}

export interface InnerLoopRun {
  readonly wallMs: number;
  readonly cpuMs: number;
}

export interface InnerLoopFigures {
  readonly rounds: number;
  readonly testFast: readonly InnerLoopRun[];
  readonly fixedWork: readonly InnerLoopRun[];
  /** Per round: test:fast over the fixed work of the same round, then the median of those. */
  readonly medianCpuRatio: number;
  readonly medianWallRatio: number;
  readonly worstCpuRatio: number;
  readonly worstWallRatio: number;
}

/** Runs a command to its end with its output discarded; its wall time, and the CPU of it and everything it started. */
function timed(command: string, args: readonly string[]): Promise<InnerLoopRun> {
  const cpuBefore = readChildrenCpuMs(process.pid);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ wallMs: performance.now() - started, cpuMs: readChildrenCpuMs(process.pid) - cpuBefore });
    });
  });
}

/**
 * `npm run test:fast` against a fixed piece of JavaScript work run in the same round (the order alternating), as a
 * ratio: the same work's CPU time moves by a quarter or more on a shared machine from one minute to the next.
 */
export async function benchInnerLoop({ rounds }: InnerLoopOptions): Promise<InnerLoopFigures> {
  const testFast: InnerLoopRun[] = [];
  const fixedWork: InnerLoopRun[] = [];
  const runFixedWork = async () => fixedWork.push(await timed(process.execPath, [join(PROJECT_ROOT, 'bench/support/fixed-work.mjs')]));
  const runTestFast = async () => testFast.push(await timed('npm', ['run', 'test:fast']));
  // Once unmeasured: the transforms a source change left to make again are not the loop's usual cost.
  progress('innerloop: npm run test:fast once to warm the transform cache');
  await timed('npm', ['run', 'test:fast']);
  for (let round = 0; round < rounds; round++) {
    progress(`innerloop: round ${round + 1} of ${rounds}`);
    if (round % 2 === 0) {
      await runFixedWork();
      await runTestFast();
    } else {
      await runTestFast();
      await runFixedWork();
    }
  }
  const cpuRatios = testFast.map((run, i) => run.cpuMs / fixedWork[i]!.cpuMs);
  const wallRatios = testFast.map((run, i) => run.wallMs / fixedWork[i]!.wallMs);
  return {
    rounds,
    testFast,
    fixedWork,
    medianCpuRatio: median(cpuRatios),
    medianWallRatio: median(wallRatios),
    worstCpuRatio: Math.max(...cpuRatios),
    worstWallRatio: Math.max(...wallRatios),
  };
}
