import { ListMemories } from '../../../application/support/list-memories.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, STATUS_LABEL, table, when } from '../format.js';
import { parseEmail, parsePlans, parsePositiveInt, parseStatuses } from '../parse-options.js';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export const registerList: RegisterCommand = (program, context) => {
  program
    .command('list')
    .summary('lista as páginas, das mais novas para as mais antigas')
    .description('Lista as páginas com situação, plano, comprador e datas, das mais novas para as mais antigas.')
    .option('--status <status>', 'pending_payment, active, expired, payment_failed ou suspended (vírgulas ou repetido)', collect)
    .option('--plan <plano>', 'basic ou premium', collect)
    .option('--email <email>', 'só as páginas deste comprador')
    .option('--limit <n>', 'no máximo n páginas', '100')
    .option('--json', 'saída em JSON')
    .action(async (options: { status?: string[]; plan?: string[]; email?: string; limit: string; json?: boolean }) => {
      const filter = {
        ...(options.status ? { statuses: parseStatuses(options.status) } : {}),
        ...(options.plan ? { plans: parsePlans(options.plan) } : {}),
        ...(options.email ? { email: parseEmail(options.email, '--email') } : {}),
        limit: parsePositiveInt(options.limit, '--limit'),
      };
      await withRuntime(context, async (runtime) => {
        const pages = await runtime.useCase(ListMemories).execute(filter);
        if (options.json) {
          context.io.out(json(pages));
          return;
        }
        if (pages.length === 0) {
          context.io.out('Nenhuma página encontrada.');
          return;
        }
        const rows = pages.map((page) => [
          page.id,
          STATUS_LABEL[page.status] ?? page.status,
          PLAN_SHORT_NAME[page.plan],
          page.email,
          `${page.yourName} & ${page.lovedName}`,
          when(page.createdAt),
          when(page.paidAt),
          when(page.endsAt),
        ]);
        table(['ID', 'SITUAÇÃO', 'PLANO', 'E-MAIL', 'CASAL', 'CRIADA', 'PAGA', 'FIM'], rows).forEach((line) => context.io.out(line));
        context.io.out(`${pages.length} página(s).`);
      });
    });
};
