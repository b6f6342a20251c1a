import { RemoveAbandonedMemories, ABANDONED_AFTER_DAYS } from '../../../application/housekeeping/remove-abandoned-memories.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json } from '../format.js';
import { parseDays } from '../parse-options.js';

export const registerPurgePending: RegisterCommand = (program, context) => {
  program
    .command('purge-pending')
    .summary('apaga pedidos não pagos abandonados, com as fotos')
    .description('Apaga as páginas não pagas (aguardando ou recusadas) criadas antes do prazo, com as fotos.')
    .option('--older-than <prazo>', 'criadas há mais que este prazo (ex.: 7d, 48h)', `${ABANDONED_AFTER_DAYS}d`)
    .option('--dry-run', 'só mostra o que seria apagado')
    .option('--json', 'saída em JSON')
    .action(async (options: { olderThan: string; dryRun?: boolean; json?: boolean }) => {
      const olderThanDays = parseDays(options.olderThan, '--older-than');
      await withRuntime(context, async (runtime) => {
        const removed = await runtime.useCase(RemoveAbandonedMemories).execute({ olderThanDays, dryRun: options.dryRun === true });
        if (options.json) {
          context.io.out(json({ dryRun: options.dryRun === true, removed }));
          return;
        }
        const verb = options.dryRun ? 'Seriam apagados' : 'Apagados';
        context.io.out(`${verb}: ${removed.length} pedido(s) não pago(s)${options.dryRun ? ' (nada foi alterado)' : ''}.`);
        for (const id of removed) context.io.out(`  ${id}`);
      });
    });
};
