import { join } from 'node:path';
import { runNode, type ProcessRun } from './run-process.js';

const LAUNCHER = join(import.meta.dirname, '../../../bin/memories-cli.js');

export type CliRun = ProcessRun;

/** Runs `memories-cli` as support would (the package's bin), as a separate process, with only the given environment. */
export function runCli(args: readonly string[], options: { env: Record<string, string>; input?: string; timeoutMs?: number }): Promise<CliRun> {
  return runNode([LAUNCHER, ...args], { ...options, env: { LOG_LEVEL: 'warn', ...options.env } });
}
