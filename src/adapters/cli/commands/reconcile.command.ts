import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import {
  ReconcilePendingPayments,
  type ReconciledOrder,
  type ReconcilePendingPaymentsOutput,
} from '../../../application/payments/reconcile-pending-payments.js';
import type { SupportNote } from '../../../domain/shared/support-note.js';
import { supportNoteSentence } from '../../../texts/support-notes.pt-br.js';
import { CommandIncompleteError } from '../cli-usage-error.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, STATUS_LABEL, table } from '../format.js';
import { parseDays } from '../parse-options.js';

/** The renewals and upgrades asked about: those applied now or with a problem, one line each. */
function printOrders(out: (line: string) => void, orders: readonly ReconciledOrder[]): void {
  const applied = orders.filter((order) => order.applied);
  out(`Renovações e upgrades verificados: ${orders.length}; aplicados agora: ${applied.length}.`);
  const rows = orders
    .filter((order) => order.applied || order.problems.length > 0)
    .map((order) => [order.orderId, order.applied ? 'aplicado' : 'não aplicado', String(order.payments), problemsLine(order.problems)]);
  if (rows.length > 0) table(['PEDIDO', 'RESULTADO', 'PAGAMENTOS', 'PROBLEMAS'], rows).forEach((line) => out(line));
}

function problemsLine(problems: readonly SupportNote[]): string {
  return problems.map(supportNoteSentence).join('; ');
}

/** The report with each problem as the sentence support reads. */
function worded(report: ReconcilePendingPaymentsOutput): unknown {
  const word = <T extends { problems: readonly SupportNote[] }>(item: T) => ({ ...item, problems: item.problems.map(supportNoteSentence) });
  return { ...report, checked: report.checked.map(word), orders: report.orders.map(word) };
}

/** Thrown after the report is printed: the provider could not be reached, an internal failure (exit 2). */
export const registerReconcile: RegisterCommand = (program, context) => {
  program
    .command('reconcile')
    .summary('pergunta ao Mercado Pago pelos pedidos não pagos e aplica o que ele disser')
    .description(
      'Para notificações que nunca chegaram: pergunta ao Mercado Pago por cada pedido não pago recente, e por cada ' +
        'renovação ou upgrade iniciado e ainda não aplicado, e aplica o que ele informar, com as mesmas verificações de uma ' +
        'notificação (referência, valor e moeda do plano ou do pedido).',
    )
    .option('--within <prazo>', 'pedidos criados (renovações e upgrades iniciados) neste prazo (ex.: 30d)', '30d')
    .option('--json', 'saída em JSON')
    .action(async (options: { within: string; json?: boolean }) => {
      const withinDays = parseDays(options.within, '--within');
      await withRuntime(context, async (runtime) => {
        const report = await runtime.useCase(ReconcilePendingPayments).execute({ withinDays, ordersWithinDays: withinDays });
        const changed = report.checked.filter((page) => page.statusAfter !== page.statusBefore);
        if (options.json) {
          context.io.out(json(worded(report)));
        } else {
          context.io.out(`Pedidos verificados: ${report.checked.length}; alterados: ${changed.length}.`);
          const rows = report.checked
            .filter((page) => page.statusAfter !== page.statusBefore || page.problems.length > 0)
            .map((page) => [
              page.memoryId,
              STATUS_LABEL[page.statusBefore] ?? page.statusBefore,
              STATUS_LABEL[page.statusAfter] ?? page.statusAfter,
              String(page.payments),
              problemsLine(page.problems),
            ]);
          if (rows.length > 0) table(['ID', 'ANTES', 'DEPOIS', 'PAGAMENTOS', 'PROBLEMAS'], rows).forEach((line) => context.io.out(line));
          printOrders(context.io.out, report.orders);
        }
        if (report.error) throw new CommandIncompleteError(`o provedor de pagamento não respondeu; verificação interrompida (${report.error})`);
        // E-mails of pages just published go out now, even with the server stopped.
        await runtime.useCase(DeliverQueuedEmails).execute();
      });
    });
};
