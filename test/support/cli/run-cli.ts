import { join } from 'node:path';
import { nodeArgsFor } from '../compiled/product-entries.js';
import { runNode, type ProcessRun } from './run-process.js';

const ROOT = join(import.meta.dirname, '../../..');
/** The package's bin: starts bin/memories-cli.ts through tsx in a checkout, or its build where tsx is not installed. */
export const PACKAGE_BIN = join(ROOT, 'bin/memories-cli.js');
const CLI_SOURCE = join(ROOT, 'bin/memories-cli.ts');

export type CliRun = ProcessRun;

export interface CliOptions {
  readonly env: Record<string, string>;
  readonly input?: string;
  readonly timeoutMs?: number;
}

/**
 * Runs `memories-cli` as a separate process with only the given environment: the run's compiled CLI, the very code the
 * package's bin starts, without compiling it again in every process.
 */
export function runCli(args: readonly string[], options: CliOptions): Promise<CliRun> {
  return runNode([...nodeArgsFor(CLI_SOURCE), ...args], { ...options, env: { LOG_LEVEL: 'warn', ...options.env } });
}

/** Runs the package's bin itself, as support types `memories-cli`. */
export function runPackageBin(args: readonly string[], options: CliOptions): Promise<CliRun> {
  return runNode([PACKAGE_BIN, ...args], { ...options, env: { LOG_LEVEL: 'warn', ...options.env } });
}
