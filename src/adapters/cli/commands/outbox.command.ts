import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { ManageOutbox } from '../../../application/support/manage-outbox.js';
import type { SupportEmailView } from '../../../application/support/support-email-view.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { EMAIL_STATUS_LABEL, json, table, when } from '../format.js';
import { EMAIL_REASON_LABEL } from '../../../texts/renewal.pt-br.js';
import { parsePositiveInt } from '../parse-options.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

function print(lines: (line: string) => void, emails: readonly SupportEmailView[]): void {
  if (emails.length === 0) {
    lines('Nenhum e-mail na fila ou com falha.');
    return;
  }
  const rows = emails.map((email) => [
    String(email.id),
    EMAIL_STATUS_LABEL[email.status] ?? email.status,
    email.to,
    EMAIL_REASON_LABEL[email.reason] ?? email.reason,
    String(email.attempts),
    email.status === 'pending' ? when(email.nextAttemptAt) : '—',
    email.lastError ?? '',
  ]);
  table(['Nº', 'SITUAÇÃO', 'PARA', 'MOTIVO', 'TENTATIVAS', 'PRÓXIMA TENTATIVA', 'ÚLTIMA FALHA'], rows).forEach((line) => lines(line));
}

export const registerOutbox: RegisterCommand = (program, context) => {
  program
    .command('outbox')
    .summary('e-mails na fila ou com falha; --retry tenta de novo')
    .description('Lista os e-mails que esperam envio ou falharam. Com --retry, devolve os que falharam à fila e tenta enviá-los agora.')
    .option('--retry', 'devolve à fila os e-mails que falharam e tenta enviar')
    .option('--id <n>', 'com --retry: só este e-mail (pode repetir)', collect)
    .option('--json', 'saída em JSON')
    .action(async (options: { retry?: boolean; id?: string[]; json?: boolean }) => {
      const ids = options.id?.map((id) => parsePositiveInt(id, '--id'));
      await withRuntime(context, async (runtime) => {
        const outbox = runtime.useCase(ManageOutbox);
        if (!options.retry) {
          const emails = await outbox.listUnsent();
          if (options.json) context.io.out(json(emails));
          else print((line) => context.io.out(line), emails);
          return;
        }
        const requeued = await outbox.retryFailed(ids);
        const delivery = await runtime.useCase(DeliverQueuedEmails).execute();
        const remaining = await outbox.listUnsent();
        if (options.json) {
          context.io.out(json({ requeued, delivery, remaining }));
          return;
        }
        context.io.out(
          `Devolvidos à fila: ${requeued}. Enviados agora: ${delivery.done}; ainda na fila: ${delivery.retried}; falharam: ${delivery.failed}.`,
        );
        if (remaining.length > 0) print((line) => context.io.out(line), remaining);
      });
    });
};
