import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeArgsFor } from '../compiled/product-entries.js';
import { MAIN } from '../crash/server-processes.js';

export interface ProductServer {
  /** Resolves once the server wrote its ready line; fails with its output if it exits or stays silent too long. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * `src/main.ts` (through tsx) as a process of its own, with only the given environment. Like startServer of
 * crash/server-processes.ts, but it may live as long as a drill on a loaded machine takes (killed after 15 minutes at
 * the latest, never outliving the run).
 */
export function startProductServer(env: Record<string, string>): ProductServer {
  const child = spawn(process.execPath, nodeArgsFor(MAIN), {
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let exited = false;
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  void closed.then(() => (exited = true));
  const guard = setTimeout(() => child.kill('SIGKILL'), 15 * 60_000);
  void closed.then(() => clearTimeout(guard));
  return {
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!/"msg":"ready"/.test(output)) {
        if (exited || Date.now() > deadline) throw new Error(`the server is not ready (${exited ? 'exited' : 'timed out'}):\n${output.slice(-4000)}`);
        await sleep(25);
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!exited) child.kill(signal);
      await closed;
    },
  };
}
