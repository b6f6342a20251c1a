import { SweepOrphanedPhotos } from '../../../application/housekeeping/sweep-orphaned-photos.js';
import { SAFEKEEPING_CLI_TEXT } from '../../../texts/safekeeping-cli.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json } from '../format.js';

const TEXT = SAFEKEEPING_CLI_TEXT.sweep;

export const registerSweepPhotos: RegisterCommand = (program, context) => {
  program
    .command('sweep-photos')
    .summary(TEXT.summary)
    .description(TEXT.description)
    .option('--dry-run', TEXT.dryRun)
    .option('--beyond-limit', TEXT.beyondLimit)
    .option('--json', 'saída em JSON')
    .action(async (options: { dryRun?: boolean; beyondLimit?: boolean; json?: boolean }) => {
      const dryRun = options.dryRun === true;
      await withRuntime(context, async (runtime) => {
        // As at the server's start: photos are never swept against a database that is not theirs.
        await runtime.safekeeping.ensureSameShop();
        const report = await runtime.useCase(SweepOrphanedPhotos).execute({ dryRun, beyondLimit: options.beyondLimit === true });
        if (options.json) context.io.out(json({ dryRun, ...report }));
        else for (const line of TEXT.report(report, dryRun)) context.io.out(line);
      });
    });
};
