import type { Command } from 'commander';
import { BackupRefusedError } from '../../../application/backup/backup-refused-error.js';
import { BackupIncompleteError } from '../../../application/backup/take-backup.js';
import { parseRetentionPolicy } from '../../../domain/backup/retention-policy.js';
import { BACKUP_CLI_TEXT as TEXT } from '../../../texts/backup.pt-br.js';
import { withBackups, type CliContext, type RegisterCommand } from '../cli-context.js';
import { CliUsageError, CommandIncompleteError } from '../cli-usage-error.js';
import { backupRefusalSentence, problemSentence } from '../backup-sentences.js';
import { json, table, when } from '../format.js';

/** A destination as the operator wrote it: a folder, or s3://bucket/prefix (checked when opened). */
export function checkedDestination(dest: string): string {
  if (dest.trim() === '' || (dest.startsWith('s3://') && !/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9!_.*'()-]+)*\/?$/.test(dest))) {
    throw new CliUsageError(TEXT.badUrl(dest));
  }
  return dest;
}

/** A subcommand's options with `backup`'s own: `backup list DEST --json` gives --json to `backup` when parsed. */
function withParents<T>(command: Command): T {
  return command.optsWithGlobals<T & Record<string, unknown>>();
}

function takeAction(context: CliContext) {
  return async (dest: string, options: { json?: boolean; allowOtherShop?: boolean; allowEmptyShop?: boolean }) => {
    await withBackups(context, async (backups) => {
      let report;
      try {
        report = await backups.take(checkedDestination(dest), {
          allowOtherShop: options.allowOtherShop === true,
          allowEmptyShop: options.allowEmptyShop === true,
        });
      } catch (error) {
        if (error instanceof BackupIncompleteError) throw new CommandIncompleteError(TEXT.incomplete(error.missingPhotos.length));
        if (error instanceof BackupRefusedError) throw new CommandIncompleteError(backupRefusalSentence(error.refusal));
        throw error;
      }
      if (options.json) {
        context.io.out(json(report));
        return;
      }
      context.io.out(TEXT.taken(report.snapshot, report.photos.copied, report.photos.reused, report.bytes.copied, report.durationMs));
      context.io.out(TEXT.rows(report.rows));
    });
  };
}

function registerVerify(backup: Command, context: CliContext): void {
  backup
    .command('verify')
    .summary(TEXT.verifySummary)
    .argument('<origem>', TEXT.destination)
    .option('--snapshot <id>', TEXT.snapshotOption)
    .option('--json', TEXT.json)
    .action(async (src: string, _options: unknown, command: Command) => {
      const options = withParents<{ snapshot?: string; json?: boolean }>(command);
      await withBackups(context, async (backups) => {
        const report = await backups.verify(checkedDestination(src), options.snapshot);
        if (options.json) context.io.out(json(report));
        if (report.whole) {
          if (!options.json) context.io.out(TEXT.whole(report.snapshot ?? '', report.files, report.bytes));
          return;
        }
        for (const problem of report.problems) context.io.err(`  ${problemSentence(problem)}`);
        throw new CommandIncompleteError(TEXT.notWhole(report.snapshot));
      });
    });
}

function registerList(backup: Command, context: CliContext): void {
  backup
    .command('list')
    .summary(TEXT.listSummary)
    .argument('<destino>', TEXT.destination)
    .option('--json', TEXT.json)
    .action(async (dest: string, _options: unknown, command: Command) => {
      const options = withParents<{ json?: boolean }>(command);
      await withBackups(context, async (backups) => {
        const snapshots = await backups.list(checkedDestination(dest));
        if (options.json) {
          context.io.out(json(snapshots));
          return;
        }
        if (snapshots.length === 0) {
          context.io.out(TEXT.noSnapshots);
          return;
        }
        const rows = snapshots.map((snapshot) => [
          snapshot.snapshot,
          snapshot.createdAt ? when(new Date(snapshot.createdAt)) : TEXT.unreadable,
          snapshot.engine ?? '—',
          snapshot.shopId ?? '—',
          String(snapshot.pages),
          String(snapshot.files),
          TEXT.megabytes(snapshot.bytes),
        ]);
        for (const line of table([...TEXT.listHeader], rows)) context.io.out(line);
      });
    });
}

function registerPrune(backup: Command, context: CliContext): void {
  backup
    .command('prune')
    .summary(TEXT.pruneSummary)
    .argument('<destino>', TEXT.destination)
    .option('--keep <retenção>', TEXT.keepOption)
    .option('--json', TEXT.json)
    .action(async (dest: string, _options: unknown, command: Command) => {
      const options = withParents<{ keep?: string; json?: boolean }>(command);
      await withBackups(context, async (backups) => {
        const keep = options.keep ?? backups.defaultKeep;
        const policy = parseRetentionPolicy(keep);
        if (!policy) throw new CliUsageError(TEXT.badKeep(keep));
        const report = await backups.prune(checkedDestination(dest), policy);
        if (options.json) context.io.out(json(report));
        else
          context.io.out(TEXT.pruned(report.removed.length, report.kept.length, report.blobsRemoved, report.bytesRemoved, report.collectionPutOff));
      });
    });
}

export const registerBackup: RegisterCommand = (program, context) => {
  const backup = program
    .command('backup')
    .summary(TEXT.backupSummary)
    .description(TEXT.backupDescription)
    .argument('<destino>', TEXT.destination)
    .option('--allow-other-shop', TEXT.allowOtherShopBackup)
    .option('--allow-empty-shop', TEXT.allowEmptyShopBackup)
    .option('--json', TEXT.json)
    .action(takeAction(context));
  registerVerify(backup, context);
  registerList(backup, context);
  registerPrune(backup, context);
  for (const command of backup.commands) {
    command.helpOption('-h, --help', 'mostra esta ajuda').configureOutput(program.configureOutput()).exitOverride();
    command.createHelp = program.createHelp;
  }
};
