import { ManagePhotoQuarantine } from '../../../application/safekeeping/manage-photo-quarantine.js';
import { SAFEKEEPING_CLI_TEXT, formatBytes } from '../../../texts/safekeeping-cli.pt-br.js';
import { PHOTO_QUARANTINE_MS } from '../../../application/safekeeping/photo-sweep-limit.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { CliUsageError } from '../cli-usage-error.js';
import { json, table, when } from '../format.js';

const TEXT = SAFEKEEPING_CLI_TEXT.quarantine;

export const registerQuarantine: RegisterCommand = (program, context) => {
  const quarantine = program.command('quarantine').summary(TEXT.summary).description(TEXT.description);
  quarantine
    .command('list')
    .summary(TEXT.listSummary)
    .option('--json', 'saída em JSON')
    .action(async (options: { json?: boolean }) => {
      await withRuntime(context, async (runtime) => {
        const entries = await runtime.useCase(ManagePhotoQuarantine).list();
        if (options.json) {
          context.io.out(json(entries));
          return;
        }
        if (entries.length === 0) {
          context.io.out(TEXT.empty);
          return;
        }
        const rows = entries.map((entry) => [
          entry.memoryId,
          when(entry.quarantinedAt),
          when(new Date(entry.quarantinedAt.getTime() + PHOTO_QUARANTINE_MS)),
          String(entry.files),
          formatBytes(entry.bytes),
        ]);
        for (const line of table(TEXT.header, rows)) context.io.out(line);
      });
    });
  quarantine
    .command('restore')
    .summary(TEXT.restoreSummary)
    .argument('[memoryId]', 'o id da página')
    .option('--all', TEXT.all)
    .option('--json', 'saída em JSON')
    .action(async (memoryId: string | undefined, options: { all?: boolean; json?: boolean }) => {
      if ((memoryId === undefined) === (options.all !== true)) throw new CliUsageError(TEXT.restoreUsage);
      await withRuntime(context, async (runtime) => {
        // Brought back only into the storage of this database's shop, as a sweep is.
        await runtime.safekeeping.ensureSameShop();
        const restored = await runtime.useCase(ManagePhotoQuarantine).restore(memoryId === undefined ? undefined : [memoryId]);
        if (options.json) context.io.out(json(restored));
        else for (const line of TEXT.restored(restored)) context.io.out(line);
      });
    });
};
