import { DeliverQueuedEmails } from '../../../application/housekeeping/deliver-queued-emails.js';
import { ResendQrCodeEmail, type ResendQrCodeEmailOutput } from '../../../application/buyer/resend-qr-code-email.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { CliUsageError } from '../cli-usage-error.js';
import { EMAIL_STATUS_LABEL, json } from '../format.js';
import { parseEmail } from '../parse-options.js';

export const registerResend: RegisterCommand = (program, context) => {
  program
    .command('resend')
    .summary('coloca de novo na fila o e-mail com o link e o QR Code')
    .description(
      'Coloca na fila o e-mail com o link, o QR Code e o link de edição, como o botão "Reenviar QR Code" (sem o limite de ' +
        'pedidos), e tenta enviá-lo na hora. Com um e-mail, lista todas as páginas no ar desse endereço; com --id, só aquela página.',
    )
    .argument('[email]', 'e-mail do comprador')
    .option('--id <id>', 'reenviar uma página pelo id')
    .option('--json', 'saída em JSON')
    .action(async (email: string | undefined, options: { id?: string; json?: boolean }) => {
      if ((email === undefined) === (options.id === undefined)) throw new CliUsageError('informe um e-mail ou --id <id> (um dos dois).');
      await withRuntime(context, async (runtime) => {
        const resend = runtime.useCase(ResendQrCodeEmail);
        const result: ResendQrCodeEmailOutput = options.id
          ? await resend.executeForPage({ id: options.id })
          : await resend.execute({ email: parseEmail(email!, 'email') });
        if (!result.queued) {
          const what = options.id ? `a página ${options.id} não está no ar` : `nenhuma página no ar para ${email}`;
          context.io.out(options.json ? json({ queued: null }) : `Nada foi colocado na fila: ${what}.`);
          return;
        }
        // The server's worker would send it within a second; sending now also works when the server is stopped.
        await runtime.useCase(DeliverQueuedEmails).execute();
        const task = await runtime.emailOutbox.findById(result.queued.emailId);
        const status = task?.status ?? 'pending';
        if (options.json) {
          context.io.out(json({ queued: { ...result.queued, status, lastError: task?.lastError ?? null } }));
          return;
        }
        const { to, memoryIds, emailId } = result.queued;
        context.io.out(`E-mail nº ${emailId} para ${to} com ${memoryIds.length} página(s): ${memoryIds.join(', ')}.`);
        context.io.out(`Situação: ${EMAIL_STATUS_LABEL[status] ?? status}${task?.lastError ? ` (última falha: ${task.lastError})` : ''}.`);
      });
    });
};
