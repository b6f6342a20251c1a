import { RestoreRefusedError, SnapshotChangedError } from '../../../application/backup/restore-backup.js';
import { BACKUP_CLI_TEXT as TEXT } from '../../../texts/backup.pt-br.js';
import { withBackups, type RegisterCommand } from '../cli-context.js';
import { CommandIncompleteError } from '../cli-usage-error.js';
import { problemSentence, refusalSentence, snapshotNamed } from '../backup-sentences.js';
import { json } from '../format.js';
import { checkedDestination } from './backup.command.js';

interface RestoreOptions {
  snapshot?: string;
  force?: boolean;
  allowEmptyShop?: boolean;
  allowOtherShop?: boolean;
  createDatabase?: boolean;
  json?: boolean;
}

export const registerRestore: RegisterCommand = (program, context) => {
  program
    .command('restore')
    .summary(TEXT.restoreSummary)
    .description(TEXT.restoreDescription)
    .argument('<origem>', TEXT.destination)
    .option('--snapshot <id>', TEXT.snapshotOption)
    .option('--force', TEXT.force)
    .option('--allow-empty-shop', TEXT.allowEmptyShopRestore)
    .option('--allow-other-shop', TEXT.allowOtherShopRestore)
    .option('--create-database', TEXT.createDatabase)
    .option('--json', TEXT.json)
    .action(async (src: string, options: RestoreOptions) => {
      await withBackups(context, async (backups) => {
        let report;
        try {
          report = await backups.restore(checkedDestination(src), {
            ...(options.snapshot ? { snapshotId: options.snapshot } : {}),
            force: options.force === true,
            allowEmptyShop: options.allowEmptyShop === true,
            allowOtherShop: options.allowOtherShop === true,
            createDatabase: options.createDatabase === true,
            // Which snapshot, of when and with what, said before anything is replaced.
            onStart: (snapshot) => {
              if (!options.json) context.io.out(TEXT.restoring(snapshotNamed(snapshot), snapshot.photos));
            },
          });
        } catch (error) {
          if (error instanceof RestoreRefusedError) {
            if (error.refusal.reason === 'not-whole')
              for (const problem of error.refusal.verify.problems) context.io.err(`  ${problemSentence(problem)}`);
            throw new CommandIncompleteError(refusalSentence(error.refusal));
          }
          if (error instanceof SnapshotChangedError) throw new CommandIncompleteError(TEXT.changed(error.path));
          throw error;
        }
        if (options.json) context.io.out(json(report));
        else {
          const pages = Object.values(report.pages).reduce((sum, count) => sum + count, 0);
          context.io.out(TEXT.restored(report.snapshot, pages, report.photos.written, report.durationMs));
          context.io.out(TEXT.rows(report.rows));
        }
      });
    });
};
