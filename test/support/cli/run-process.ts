import { spawn } from 'node:child_process';

export interface ProcessRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunProcessOptions {
  /** The whole environment of the child, besides PATH and HOME. */
  readonly env: Record<string, string>;
  /** Written to its standard input, which is then closed. */
  readonly input?: string;
  /** Killed (SIGKILL) when still running after this long. Default 30 s. */
  readonly timeoutMs?: number;
  /** Sent SIGTERM once its standard output matches, as an operator stopping a server that is up. */
  readonly stopWhen?: RegExp;
  /** The folder it runs in (a relative DATA_DIR is read from there); this process's when absent. */
  readonly cwd?: string;
}

/** Runs `node <args>` as a separate process; resolves with its exit code and everything it printed, once it is gone. */
export function runNode(args: readonly string[], options: RunProcessOptions): Promise<ProcessRun> {
  return runCommand(process.execPath, args, options);
}

/** Runs `command <args>` (found on PATH) as `runNode` runs node. */
export function runCommand(command: string, args: readonly string[], options: RunProcessOptions): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!stopping && options.stopWhen?.test(stdout)) {
        stopping = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    // 'close', not 'exit': only then has all of the child's output been read.
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}
