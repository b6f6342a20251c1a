import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../config/config.js';
import { EXIT_FAILURE, runCli } from '../src/adapters/cli/program.js';
import type { CliIo } from '../src/adapters/cli/cli-io.js';
import { openBackupRuntime } from '../src/adapters/composition/backups.js';
import { openCliRuntime } from '../src/adapters/composition/cli-runtime.js';

/**
 * memories-cli: one command per run, on the same composition root as the server. The read cache is off (a support
 * tool must see the database as it is), and logs go to stderr so stdout stays the command's output.
 */
const io: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  ask: async (question) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
    try {
      const closed = new Promise<null>((resolve) => prompt.once('close', () => resolve(null)));
      const answer = await Promise.race([prompt.question(question), closed]);
      // Typed on a terminal, the answer ended its line; piped in, it did not.
      if (!process.stdin.isTTY) process.stdout.write('\n');
      return answer;
    } finally {
      prompt.close();
    }
  },
};

// `memories-cli list | head`: the reader went away; that is not a failure of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

async function main(): Promise<number> {
  let config;
  try {
    config = { ...loadConfig(), readCacheTtlMs: 0 };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`memories-cli: configuração inválida: ${error.problems.join('; ')}`);
    return EXIT_FAILURE;
  }
  return runCli(process.argv.slice(2), { io, openRuntime: () => openCliRuntime(config), openBackups: () => openBackupRuntime(config) });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`memories-cli: falha interna: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT_FAILURE;
  },
);
