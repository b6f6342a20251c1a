import { CheckPaymentNotifications } from '../../../application/payments/check-payment-notifications.js';
import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { ManagePaymentNotifications, type SupportNotificationView } from '../../../application/support/manage-payment-notifications.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, NOTIFICATION_STATUS_LABEL, table, when } from '../format.js';
import { parsePositiveInt } from '../parse-options.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

function print(out: (line: string) => void, notifications: readonly SupportNotificationView[]): void {
  if (notifications.length === 0) {
    out('Nenhuma notificação de pagamento na fila ou com falha.');
    return;
  }
  const rows = notifications.map((notification) => [
    String(notification.id),
    NOTIFICATION_STATUS_LABEL[notification.status] ?? notification.status,
    notification.paymentId,
    String(notification.attempts),
    when(notification.createdAt),
    notification.lastError ?? '',
  ]);
  table(['Nº', 'SITUAÇÃO', 'PAGAMENTO', 'TENTATIVAS', 'RECEBIDA', 'MOTIVO'], rows).forEach((line) => out(line));
}

export const registerNotifications: RegisterCommand = (program, context) => {
  program
    .command('notifications')
    .summary('notificações de pagamento na fila ou com falha; --retry confere de novo')
    .description(
      'Lista as notificações do Mercado Pago que ainda esperam ou falharam: pagamento que não confere com o plano, segundo ' +
        'pagamento de uma página já paga (a devolver), provedor fora do ar. Com --retry, confere de novo as que falharam.',
    )
    .option('--retry', 'devolve à fila as notificações que falharam e confere agora')
    .option('--id <n>', 'com --retry: só esta notificação (pode repetir)', collect)
    .option('--json', 'saída em JSON')
    .action(async (options: { retry?: boolean; id?: string[]; json?: boolean }) => {
      const ids = options.id?.map((id) => parsePositiveInt(id, '--id'));
      await withRuntime(context, async (runtime) => {
        const notifications = runtime.useCase(ManagePaymentNotifications);
        const out = (line: string) => context.io.out(line);
        if (!options.retry) {
          const unsettled = await notifications.listUnsent();
          if (options.json) out(json(unsettled));
          else print(out, unsettled);
          return;
        }
        const requeued = await notifications.retryFailed(ids);
        const checked = await runtime.useCase(CheckPaymentNotifications).execute();
        await runtime.useCase(DeliverQueuedEmails).execute();
        const remaining = await notifications.listUnsent();
        if (options.json) {
          out(json({ requeued, checked, remaining }));
          return;
        }
        out(
          `Devolvidas à fila: ${requeued}. Conferidas agora: ${checked.done + checked.cancelled}; ainda na fila: ${checked.retried}; falharam: ${checked.failed}.`,
        );
        if (remaining.length > 0) print(out, remaining);
      });
    });
};
