import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from './paths.js';

export interface ChildOptions {
  /** Added to the current environment; `undefined` removes a variable. */
  readonly env?: Record<string, string | undefined>;
  /** `pipe` hands each stdout line to `onStdoutLine`; a number is a file descriptor to write to. */
  readonly stdout?: 'pipe' | 'ignore' | number;
  readonly onStdoutLine?: (line: string, at: number) => void;
}

/** A process started by the benchmark. Every one is stopped by `stopAllChildren` and, at worst, on exit. */
export class Child {
  readonly pid: number;
  /** performance.now() just before spawn(). */
  readonly spawnedAt: number;
  readonly exited: Promise<void>;
  exitCode: number | null = null;
  exitSignal: string | null = null;
  private hasExited = false;
  private stderr = '';

  constructor(
    readonly name: string,
    private readonly proc: ChildProcess,
    spawnedAt: number,
  ) {
    if (proc.pid === undefined) throw new Error(`${name}: could not be spawned`);
    this.pid = proc.pid;
    this.spawnedAt = spawnedAt;
    this.exited = new Promise((resolve) => {
      proc.once('exit', (code, signal) => {
        this.hasExited = true;
        this.exitCode = code;
        this.exitSignal = signal;
        live.delete(this);
        resolve();
      });
    });
    proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
  }

  get running(): boolean {
    return !this.hasExited;
  }

  /** The end of what the process wrote to stderr, for error messages. */
  stderrTail(): string {
    return this.stderr.trim();
  }

  describeExit(): string {
    const how = this.exitSignal ? `signal ${this.exitSignal}` : `code ${this.exitCode}`;
    const tail = this.stderrTail();
    return `${this.name} exited (${how})${tail ? `:\n${tail}` : ''}`;
  }

  /** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
  async stop(graceMs = 5000): Promise<void> {
    if (this.hasExited) return;
    this.proc.kill('SIGTERM');
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }

  killNow(): void {
    if (!this.hasExited) this.proc.kill('SIGKILL');
  }
}

const live = new Set<Child>();

/** Starts `node <args>` from the project root with a clean, explicit environment on top of the current one. */
export function spawnNode(name: string, args: readonly string[], options: ChildOptions = {}): Child {
  const stdout = options.stdout ?? 'ignore';
  const spawnedAt = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const proc = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', stdout, 'pipe'],
  });
  const child = new Child(name, proc, spawnedAt);
  live.add(child);
  if (stdout === 'pipe' && proc.stdout) {
    const lines = createInterface({ input: proc.stdout });
    lines.on('line', (line) => options.onStdoutLine?.(line, performance.now()));
  }
  return child;
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop(3000)));
}

let guarded = false;
let interrupted = false;

/** True once the benchmark got SIGINT/SIGTERM/SIGHUP: its figures are then incomplete and must not be reported. */
export function wasInterrupted(): boolean {
  return interrupted;
}

/** Makes sure no child outlives the benchmark, whatever way it ends. */
export function guardChildren(cleanup: () => Promise<void>): void {
  if (guarded) return;
  guarded = true;
  process.on('exit', () => {
    for (const child of live) child.killNow();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      interrupted = true;
      process.stderr.write(`\nbench: ${signal}, stopping child processes…\n`);
      void cleanup().finally(() => process.exit(130));
    });
  }
}
