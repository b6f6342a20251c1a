import { spawn } from 'node:child_process';
import { readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeArgsFor } from '../compiled/product-entries.js';

const ROOT = join(import.meta.dirname, '../../..');
/** The product's own entry: what an operator restarts. */
export const MAIN = join(ROOT, 'src/main.ts');
/** The same server, killing itself at the step named by CRASH_AT (see the file). */
export const CRASHING_SERVER = join(import.meta.dirname, 'crashing-server.ts');
export const CLI = join(ROOT, 'bin/memories-cli.ts');

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  /** Every line written to stdout so far. */
  readonly lines: string[];
  readonly exited: Promise<Exit>;
  /** Resolves the first stdout line that parses as JSON and matches, waiting up to `timeoutMs`. */
  waitForLog(matches: (entry: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** The port from the `ready` line. */
  ready(): Promise<number>;
  kill(signal?: NodeJS.Signals): Promise<Exit>;
}

/**
 * Starts `entry` with only the given environment (and PATH, HOME): the run's compiled product from the project's root, or
 * with `compiled`, a built .js file as node runs it in production (with those flags), from that folder.
 */
export function startServer(
  entry: string,
  env: Record<string, string>,
  compiled?: { readonly cwd: string; readonly nodeFlags: readonly string[] },
  /** Killed after this long if still running, so that no process outlives a test run (default two minutes). */
  lifetimeMs = 120_000,
): ServerProcess {
  const child = spawn(process.execPath, compiled ? [...compiled.nodeFlags, entry] : nodeArgsFor(entry), {
    cwd: compiled?.cwd ?? ROOT,
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME ?? '/tmp',
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'test',
      // Every buyer of a test comes from 127.0.0.1: the per-client order limit would count them as one.
      ORDER_LIMIT_PER_CLIENT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  // Never outlives the test run.
  const guard = setTimeout(() => child.kill('SIGKILL'), lifetimeMs);
  void exited.then(() => clearTimeout(guard));
  let done = false;
  void exited.then(() => (done = true));

  const parsed = () =>
    lines.flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });

  return {
    pid: child.pid!,
    lines,
    exited,
    async waitForLog(matches, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = parsed().find(matches);
        if (found) return found;
        if (done || Date.now() > deadline) {
          throw new Error(`no such log line (${done ? 'process exited' : 'timed out'}); stdout:\n${lines.join('\n')}\nstderr:\n${stderr}`);
        }
        await sleep(25);
      }
    },
    async ready() {
      return Number((await this.waitForLog((entry) => entry.msg === 'ready')).port);
    },
    async kill(signal = 'SIGKILL') {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

/** Runs memories-cli to its end. */
export function runCli(args: readonly string[], env: Record<string, string>): Promise<Exit & { stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgsFor(CLI), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Polls `check` until it returns something other than undefined; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** Moves the times of every file and folder under `dir` back by `ms`, as if the restart came that much later. */
export async function ageTree(dir: string, ms: number): Promise<void> {
  const then = new Date(Date.now() - ms);
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  // Files first, folders after: a folder's time is not changed by changing its files' times.
  for (const entry of entries) await utimes(join(entry.parentPath, entry.name), then, then);
  await utimes(dir, then, then).catch(() => {});
}
