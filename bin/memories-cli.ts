import { createInterface } from 'node:readline/promises';
import { EXIT_FAILURE } from '../src/adapters/cli/program.js';
import type { CliIo } from '../src/adapters/cli/cli-io.js';
import { runMemoriesCli } from '../src/adapters/composition/memories-cli.js';

/**
 * memories-cli: one command per run (runMemoriesCli) on this process's arguments, environment and streams. Logs go to
 * stderr so stdout stays the command's output.
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

runMemoriesCli(process.argv.slice(2), process.env, io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`memories-cli: falha interna: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT_FAILURE;
  },
);
