import { AdoptPhotoStorage } from '../../../application/safekeeping/adopt-photo-storage.js';
import { SAFEKEEPING_CLI_TEXT } from '../../../texts/safekeeping-cli.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json } from '../format.js';

const TEXT = SAFEKEEPING_CLI_TEXT.shop;

export const registerShop: RegisterCommand = (program, context) => {
  const shop = program
    .command('shop')
    .summary(TEXT.summary)
    .description(TEXT.description)
    .option('--json', 'saída em JSON')
    .action(async (options: { json?: boolean }) => {
      await withRuntime(context, async (runtime) => {
        const { places } = runtime.safekeeping;
        const { verdict, refusal } = await runtime.safekeeping.inspectShop();
        if (options.json) {
          context.io.out(json({ places, verdict, refusal }));
          return;
        }
        const { facts } = verdict;
        for (const line of TEXT.status(places, { database: facts.databaseId, marker: facts.markerId })) context.io.out(line);
        context.io.out(TEXT.counts(facts));
        context.io.out(TEXT.verdict(verdict.kind, refusal));
      });
    });
  shop
    .command('adopt')
    .summary(TEXT.adoptSummary)
    .description(TEXT.adoptDescription)
    .option('--dry-run', 'só mostra o que seria feito')
    .option('--json', 'saída em JSON')
    .action(async (options: { dryRun?: boolean; json?: boolean }) => {
      const dryRun = options.dryRun === true;
      await withRuntime(context, async (runtime) => {
        const report = await runtime.useCase(AdoptPhotoStorage).execute({ dryRun });
        if (options.json) context.io.out(json({ dryRun, ...report }));
        else for (const line of TEXT.adopted(report, dryRun)) context.io.out(line);
      });
    });
};
