import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, table, when } from '../format.js';
import { parseInstant } from '../parse-options.js';

export const registerExpire: RegisterCommand = (program, context) => {
  program
    .command('expire')
    .summary(`encerra as páginas do ${PLAN_TITLE.basic} cujo ano terminou`)
    .description(`Registra o fim das páginas do ${PLAN_TITLE.basic} cujo ano terminou e lista o que mudou (ou mudaria, com --dry-run).`)
    .option('--dry-run', 'só mostra o que expiraria, sem mudar nada')
    .option('--as-of <data>', 'julga nesta data em vez de agora (AAAA-MM-DD, meia-noite de São Paulo, ou data ISO completa)')
    .option('--json', 'saída em JSON')
    .action(async (options: { dryRun?: boolean; asOf?: string; json?: boolean }) => {
      const asOf = options.asOf === undefined ? undefined : parseInstant(options.asOf, '--as-of');
      await withRuntime(context, async (runtime) => {
        const expired = await runtime.expireBasicPlans.execute({ ...(asOf ? { asOf } : {}), dryRun: options.dryRun === true });
        if (options.json) {
          context.io.out(json({ dryRun: options.dryRun === true, expired }));
          return;
        }
        const verb = options.dryRun ? 'Expirariam' : 'Expiradas';
        context.io.out(`${verb}: ${expired.length} página(s)${options.dryRun ? ' (nada foi alterado)' : ''}.`);
        if (expired.length > 0)
          table(
            ['ID', 'FIM DO PLANO'],
            expired.map((page) => [page.id, when(page.endsAt)]),
          ).forEach((line) => context.io.out(line));
      });
    });
};
