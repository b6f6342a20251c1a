import { MakePhotoWidths } from '../../../application/support/make-photo-widths.js';
import { PHOTO_WIDTHS_CLI_TEXT as TEXT } from '../../../texts/photo-widths-cli.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json } from '../format.js';

export const registerPhotoVariants: RegisterCommand = (program, context) => {
  program
    .command('photo-variants')
    .summary(TEXT.summary)
    .description(TEXT.description)
    .option('--dry-run', TEXT.dryRun)
    .option('--json', TEXT.json)
    .action(async (options: { dryRun?: boolean; json?: boolean }) => {
      const dryRun = options.dryRun === true;
      await withRuntime(context, async (runtime) => {
        const report = await runtime.useCase(MakePhotoWidths).execute({ dryRun }, (done, total) => {
          if (!options.json && (done % 100 === 0 || done === total)) context.io.err(TEXT.progress(done, total));
        });
        if (options.json) context.io.out(json({ dryRun, ...report }));
        else for (const line of TEXT.report(report, dryRun)) context.io.out(line);
      });
    });
};
