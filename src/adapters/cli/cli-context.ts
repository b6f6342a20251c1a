import type { Command } from 'commander';
import type { CliIo } from './cli-io.js';
import type { CliRuntime } from './cli-runtime.js';

/** What every command gets: its streams, and a way to open the product's runtime (database, adapters, use cases). */
export interface CliContext {
  readonly io: CliIo;
  openRuntime(): Promise<CliRuntime>;
}

/** Opens the runtime for one command and always closes it, so the database is released even when the command fails. */
export async function withRuntime<T>(context: CliContext, work: (runtime: CliRuntime) => Promise<T>): Promise<T> {
  const runtime = await context.openRuntime();
  try {
    return await work(runtime);
  } finally {
    await runtime.close();
  }
}

export type RegisterCommand = (program: Command, context: CliContext) => void;
