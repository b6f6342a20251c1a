import type { Command } from 'commander';
import type { CliIo } from './cli-io.js';
import type { BackupRuntime } from './backup-runtime.js';
import type { Clock } from '../../application/ports/clock.js';
import type { EmailOutbox } from '../../application/ports/email-outbox.js';
import type { CopyShopData } from '../../application/support/copy-shop-data.js';
import type { ShopIdentityVerdict } from '../../application/safekeeping/shop-identity-check.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { GoLiveFinding } from '../../domain/shop/go-live-findings.js';

/**
 * What one command runs, built by the composition root (composition/cli-runtime.ts): any use case by its class
 * (`runtime.useCase(ListMemories)`), so a new command needs no change here, and the few things that are not one.
 */
export interface CliRuntime {
  readonly useCase: ResolveUseCase;
  readonly clock: Clock;
  readonly emailOutbox: EmailOutbox;
  /** The shop's identity, for `shop`, `sweep-photos`, `quarantine` and `stats`. */
  readonly safekeeping: CliSafekeeping;
  /** DATA_DIR's free space against what a few orders need (what `/healthz` calls `"storage": "low"`), for `stats`. */
  dataFolderSpace(): Promise<DataFolderSpaceFigures>;
  /**
   * The copy of the shop kept in `dataDir` (its SQLite file and photo folder) into this runtime's stores (DATABASE_URL,
   * STORAGE_URL); `close` releases the source.
   */
  openShopCopy(dataDir: string): Promise<{ readonly copy: CopyShopData; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface DataFolderSpaceFigures {
  /** DATA_DIR, as a full path. */
  readonly place: string;
  readonly freeBytes: number;
  readonly reserveBytes: number;
  readonly low: boolean;
}

export interface CliSafekeeping {
  /** Where the data is: the database (never its password) and the photos. */
  readonly places: { readonly database: string; readonly photos: string };
  /** The verdict a start would reach, changing nothing, and the sentence of its refusal if refused. */
  inspectShop(): Promise<{ readonly verdict: ShopIdentityVerdict; readonly refusal: string | null }>;
  /** The server's start-up check: passes (writing the id where it is missing) or rejects with its refusal sentence. */
  ensureSameShop(): Promise<void>;
}

/** What every command gets: its streams, and a way to open the product's runtime (database, adapters, use cases). */
export interface CliContext {
  readonly io: CliIo;
  openRuntime(): Promise<CliRuntime>;
  /** The backup commands' runtime: opens only what each command needs (a backup's destination alone opens no database). */
  openBackups(): BackupRuntime;
  /** What keeps the running configuration from taking real money, read without opening the database (`go-live`). */
  goLiveFindings(): Promise<GoLiveFinding[]>;
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
