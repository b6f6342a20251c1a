import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { ExpireBasicPlans } from '../../../application/housekeeping/expire-basic-plans.js';
import { FollowPageLifecycle } from '../../../application/housekeeping/follow-page-lifecycle.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { EMAIL_REASON_LABEL } from '../../../texts/renewal.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, table, when } from '../format.js';
import { parseInstant } from '../parse-options.js';

export const registerExpire: RegisterCommand = (program, context) => {
  program
    .command('expire')
    .summary(`encerra as páginas do ${PLAN_TITLE.basic} cujo ano terminou`)
    .description(
      `Registra o fim das páginas do ${PLAN_TITLE.basic} cujo ano terminou, envia os avisos devidos (30 e 7 dias antes, no dia, 7 dias ` +
        'antes da remoção) e remove as páginas encerradas há 90 dias; lista o que mudou (ou mudaria, com --dry-run).',
    )
    .option('--dry-run', 'só mostra o que expiraria, sem mudar nada')
    .option('--as-of <data>', 'julga nesta data em vez de agora (AAAA-MM-DD, meia-noite de São Paulo, ou data ISO completa)')
    .option('--json', 'saída em JSON')
    .action(async (options: { dryRun?: boolean; asOf?: string; json?: boolean }) => {
      const asOf = options.asOf === undefined ? undefined : parseInstant(options.asOf, '--as-of');
      await withRuntime(context, async (runtime) => {
        const input = { ...(asOf ? { asOf } : {}), dryRun: options.dryRun === true };
        const expired = await runtime.useCase(ExpireBasicPlans).execute(input);
        const lifecycle = await runtime.useCase(FollowPageLifecycle).execute(input);
        // Reminders go out now, even with the server stopped (as `resend` does).
        if (!input.dryRun && lifecycle.notices.length > 0) await runtime.useCase(DeliverQueuedEmails).execute();
        if (options.json) {
          context.io.out(json({ dryRun: input.dryRun, expired, notices: lifecycle.notices, removed: lifecycle.removed }));
          return;
        }
        const verb = options.dryRun ? 'Expirariam' : 'Expiradas';
        context.io.out(`${verb}: ${expired.length} página(s)${options.dryRun ? ' (nada foi alterado)' : ''}.`);
        if (expired.length > 0)
          table(
            ['ID', 'FIM DO PLANO'],
            expired.map((page) => [page.id, when(page.endsAt)]),
          ).forEach((line) => context.io.out(line));
        const would = options.dryRun ? ' (seriam)' : '';
        context.io.out(`Avisos por e-mail${would}: ${lifecycle.notices.length}.`);
        if (lifecycle.notices.length > 0)
          table(
            ['ID', 'AVISO'],
            lifecycle.notices.map((sent) => [sent.id, EMAIL_REASON_LABEL[sent.notice] ?? sent.notice]),
          ).forEach((line) => context.io.out(line));
        context.io.out(
          `Removidas após 90 dias${would}: ${lifecycle.removed.length} página(s)${lifecycle.removed.length > 0 ? `: ${lifecycle.removed.join(', ')}` : ''}.`,
        );
      });
    });
};
