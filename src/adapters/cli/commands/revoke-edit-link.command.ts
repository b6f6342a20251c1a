import { RevokeEditLink } from '../../../application/support/revoke-edit-link.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { json } from '../format.js';

export const registerRevokeEditLink: RegisterCommand = (program, context) => {
  program
    .command('revoke-edit-link')
    .summary('invalida o link de edição atual de uma página')
    .description('Invalida o link de edição atual de uma página (vazou, por exemplo). O próximo reenvio leva um link novo.')
    .argument('<id>', 'id da página')
    .option('--json', 'saída em JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withRuntime(context, async (runtime) => {
        const { editLinkVersion } = await runtime.useCase(RevokeEditLink).execute({ id });
        if (options.json) {
          context.io.out(json({ id, editLinkVersion }));
          return;
        }
        context.io.out(`Link de edição de ${id} revogado: os links enviados até agora não abrem mais o editor.`);
        context.io.out(`Para mandar o novo link: memories-cli resend --id ${id}`);
      });
    });
};
