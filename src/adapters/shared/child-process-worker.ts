import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface ChildProcessWorkerOptions {
  /** Named in errors: 'the photo worker exited (SIGKILL) before answering'. */
  readonly name: string;
  /** The worker's compiled file (`new URL('./x-worker.js', import.meta.url)`); its `.ts` twin runs from source. */
  readonly script: URL;
  readonly args?: readonly string[];
  /** Whether jobs may also go to the worker on its stdin (bytes, no serialisation); else its stdin is closed. */
  readonly stdin?: boolean;
  /** How long the worker waits for another job before it exits. */
  readonly idleMs: number;
  /** The worker's whole environment: settings for its libraries only, never the server's (none when absent). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * After this many jobs a worker exits as soon as it has answered every job it was given, instead of after `idleMs`
   * without work; the next job starts a new one. Under a steady trickle of jobs, whose gaps are shorter than `idleMs`,
   * what its libraries kept is still given back every so many jobs.
   */
  readonly recycleAfterJobs?: number;
}

/** What the worker answers: the id of the job it answers, and what the owner of the worker makes of it. */
export interface WorkerAnswer {
  readonly id: number;
}

interface PendingJob<Answer> {
  readonly worker: ChildProcess;
  settle(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * A Node process that does one kind of work for this one, started by the first job and stopped once no job came for
 * `idleMs`: what its libraries allocate goes back to the system when it exits, and a crash stays in it. Each job has an
 * id; the worker answers on the IPC channel with `{ id, … }`. When the worker dies, the jobs under way fail and the
 * next job starts a new one. While jobs are under way the worker keeps this process alive; idle, it does not.
 *
 * The worker gets no environment at all, so none of the server's settings (APP_SECRET above all); Node, sharp and
 * libvips need none (libvips' temporary files go to /tmp). It exits when its channel (or stdin) closes: see
 * `worker-channel.ts`.
 */
export class ChildProcessWorker<Answer extends WorkerAnswer> {
  private worker: ChildProcess | null = null;
  private readonly jobs = new Map<number, PendingJob<Answer>>();
  private nextJobId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Jobs sent to the running worker since it started. */
  private jobsOfWorker = 0;

  constructor(private readonly options: ChildProcessWorkerOptions) {
    if (!(options.idleMs > 0)) throw new RangeError(`${options.name}: idleMs must be positive`);
  }

  /**
   * Sends one job with `send` (to the running worker, or a new one) and resolves with what `settle` makes of its
   * answer; rejects when `settle` throws or the worker dies first.
   */
  request<T>(send: (worker: ChildProcess, id: number) => void, settle: (answer: Answer) => T): Promise<T> {
    const worker = this.running();
    const id = this.nextJobId++;
    this.jobsOfWorker++;
    return new Promise<T>((resolve, reject) => {
      this.jobs.set(id, { worker, settle: (answer) => resolve(settle(answer)), reject });
      this.busy(worker);
      send(worker, id);
    });
  }

  /** Stops the worker now (server shutdown); jobs under way fail. */
  async close(): Promise<void> {
    this.clearIdleTimer();
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.kill();
    await exited;
  }

  /** Jobs sent and not answered yet. */
  get pendingJobs(): number {
    return this.jobs.size;
  }

  /** The process id of the worker taking jobs now, or null (for tests and diagnostics). */
  get pid(): number | null {
    return this.worker?.pid ?? null;
  }

  private running(): ChildProcess {
    if (this.worker) return this.worker;
    const { name, args = [], stdin = false } = this.options;
    const { script, execArgv } = workerCommand(this.options.script);
    const worker = fork(script, [...args], {
      execArgv,
      env: { ...this.options.env },
      serialization: 'advanced',
      stdio: [stdin ? 'pipe' : 'ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A broken pipe means the worker is gone: 'exit' (or 'error' when it never started) fails its jobs.
    worker.stdin?.on('error', () => {});
    worker.on('message', (answer: Answer) => this.answer(answer));
    worker.once('exit', (code, signal) => this.lost(worker, new Error(`the ${name} exited (${signal ?? `code ${code}`}) before answering`)));
    worker.on('error', (error) => this.lost(worker, new Error(`the ${name} failed: ${error.message}`)));
    this.worker = worker;
    this.jobsOfWorker = 0;
    return worker;
  }

  private answer(answer: Answer): void {
    const job = this.jobs.get(answer.id);
    if (!job) return;
    this.jobs.delete(answer.id);
    try {
      job.settle(answer);
    } catch (error) {
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (job.worker !== this.worker || [...this.jobs.values()].some((pending) => pending.worker === job.worker)) return;
    if (this.jobsOfWorker >= (this.options.recycleAfterJobs ?? Infinity)) this.stop(job.worker);
    else this.idle(job.worker);
  }

  private lost(worker: ChildProcess, error: Error): void {
    if (this.worker === worker) {
      this.worker = null;
      this.clearIdleTimer();
    }
    for (const [id, job] of [...this.jobs]) {
      if (job.worker !== worker) continue;
      this.jobs.delete(id);
      job.reject(error);
    }
  }

  private busy(worker: ChildProcess): void {
    this.clearIdleTimer();
    worker.ref();
    worker.channel?.ref();
    (worker.stdin as Socket | null)?.ref();
  }

  /** Idle, the worker no longer keeps this process alive, and exits after `idleMs` without work. */
  private idle(worker: ChildProcess): void {
    worker.unref();
    worker.channel?.unref();
    (worker.stdin as Socket | null)?.unref();
    this.clearIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      // A job sent meanwhile would have cleared this timer. The next job starts a new worker; this one exits as soon
      // as its channel closes.
      if (this.worker !== worker || this.jobs.size > 0) return;
      this.stop(worker);
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  /** The worker, with no job under way, exits as soon as its channel closes; the next job starts a new one. */
  private stop(worker: ChildProcess): void {
    this.clearIdleTimer();
    this.worker = null;
    worker.unref();
    worker.stdin?.end();
    if (worker.connected) worker.disconnect();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

let compiledCopy: string | null = null;

/**
 * For a process that runs the product from source (the test runner): start the workers from `folder`, a compiled copy of
 * the project laid out like it, instead of through tsx, which costs about 0.2 s more CPU at every start (a test run
 * starts a few hundred). The copy must be compiled from the same source.
 */
export function startWorkersFromCompiledCopy(folder: string): void {
  compiledCopy = folder;
}

/**
 * Compiled JavaScript in production; TypeScript under the test runner or `tsx` (this file is then TypeScript too),
 * which needs tsx's loader (a development dependency) in the child, unless a compiled copy was named.
 */
function workerCommand(compiled: URL): { script: string; execArgv: string[] } {
  const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');
  const script = fileURLToPath(compiled);
  if (!fromSource) return { script, execArgv: [] };
  if (compiledCopy !== null) {
    // The project's root is three folders above this file (src/adapters/shared).
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    return { script: join(compiledCopy, relative(root, script)), execArgv: [] };
  }
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { script: script.replace(/\.js$/, '.ts'), execArgv: ['--import', tsxLoader] };
}
