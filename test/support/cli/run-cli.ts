import { join } from 'node:path';
import type { CliIo } from '../../../src/adapters/cli/cli-io.js';
import { runMemoriesCli } from '../../../src/adapters/composition/memories-cli.js';
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
  /** The folder the process runs in (`runCli` only). */
  readonly cwd?: string;
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

/**
 * Runs one memories-cli command in this process, through the entry the package's bin calls (runMemoriesCli), with only
 * the given environment: its exit code and what it printed, as `runCli` gives them, without a Node process starting
 * and loading the product for each command (about 0.7 s of CPU each). Its log lines go to this process's stderr, not
 * into `stderr`: a test that looks for what the logs say (a secret left out) runs the command as a process.
 */
export async function runCliHere(args: readonly string[], options: CliOptions): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const answers = (options.input ?? '').split('\n');
  if (answers.at(-1) === '') answers.pop();
  const io: CliIo = {
    out: (line) => void (stdout += `${line}\n`),
    err: (line) => void (stderr += `${line}\n`),
    // As the bin answers on a pipe: the question, then the line it read (null once the input has ended).
    ask: async (question) => {
      stdout += `${question}\n`;
      return answers.shift() ?? null;
    },
  };
  const code = await runMemoriesCli(args, { LOG_LEVEL: 'warn', ...options.env }, io);
  return { code, stdout, stderr };
}
