import type { Command } from 'commander';
import type { CliIo } from './cli-io.js';
import type { BackupRuntime } from './backup-runtime.js';
import type { CliRuntime } from './cli-runtime.js';

/** What every command gets: its streams, and a way to open the product's runtime (database, adapters, use cases). */
export interface CliContext {
  readonly io: CliIo;
  openRuntime(): Promise<CliRuntime>;
  /** The backup commands' runtime: opens only what each command needs (a backup's destination alone opens no database). */
  openBackups(): BackupRuntime;
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

/** Runs one backup command and always closes what it opened. */
export async function withBackups<T>(context: CliContext, work: (backups: BackupRuntime) => Promise<T>): Promise<T> {
  const backups = context.openBackups();
  try {
    return await work(backups);
  } finally {
    await backups.close();
  }
}

export type RegisterCommand = (program: Command, context: CliContext) => void;
