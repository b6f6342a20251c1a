import { DeleteBuyerData } from '../../../application/support/delete-buyer-data.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json, STATUS_LABEL } from '../format.js';
import { parseEmail } from '../parse-options.js';

export const registerDelete: RegisterCommand = (program, context) => {
  program
    .command('delete')
    .summary('apaga todos os dados de um comprador (direito de exclusão)')
    .description(
      'Apaga tudo o que guardamos de um comprador, como promete a política de privacidade: as páginas em qualquer situação ' +
        '(uma página no ar sai do ar), as fotos e os e-mails enviados a ele. Pede confirmação, a menos que use --yes.',
    )
    .requiredOption('--email <email>', 'e-mail do comprador')
    .option('--yes', 'não pede confirmação')
    .option('--json', 'saída em JSON')
    .action(async (options: { email: string; yes?: boolean; json?: boolean }) => {
      const email = parseEmail(options.email, '--email');
      await withRuntime(context, async (runtime) => {
        const deleteBuyer = runtime.useCase(DeleteBuyerData);
        const plan = await deleteBuyer.execute({ email, dryRun: true });
        if (plan.memories.length === 0 && plan.emails === 0) {
          context.io.out(options.json ? json({ ...plan, deleted: false }) : `Nenhum dado encontrado para ${plan.email}.`);
          return;
        }
        if (!options.yes) {
          context.io.out(`Serão apagados para ${plan.email}:`);
          for (const page of plan.memories)
            context.io.out(`  página ${page.id} (${STATUS_LABEL[page.status] ?? page.status}, ${page.photos} foto(s))`);
          context.io.out(`  ${plan.emails} e-mail(s) enviados a este endereço`);
          if (plan.deliveryEmails > 0) context.io.out(`  ${plan.deliveryEmails} e-mail(s) de entrega no dia enviados a quem recebeu as páginas`);
          const answer = await context.io.ask('Apagar definitivamente? Digite "sim" para confirmar: ');
          if (answer?.trim().toLowerCase() !== 'sim') {
            context.io.out('Nada foi apagado.');
            return;
          }
        }
        const deleted = await deleteBuyer.execute({ email });
        if (options.json) {
          context.io.out(json({ ...deleted, deleted: true }));
          return;
        }
        const photos = deleted.memories.reduce((sum, page) => sum + page.photos, 0);
        context.io.out(`Apagados para ${deleted.email}: ${deleted.memories.length} página(s), ${photos} foto(s) e ${deleted.emails} e-mail(s).`);
      });
    });
};
