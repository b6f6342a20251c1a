import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { CliUsageError, CommandIncompleteError } from '../cli-usage-error.js';
import { json } from '../format.js';
import { ANNIVERSARY_SUPPORT } from '../../../texts/anniversaries.pt-br.js';
import { REPLY_SUPPORT } from '../../../texts/page-replies.pt-br.js';
import { DELIVERY_SUPPORT } from '../../../texts/delivery-support.pt-br.js';
import { LETTERS_SUPPORT } from '../../../texts/letters-support.pt-br.js';
import { SKY_SUPPORT } from '../../../texts/sky-support.pt-br.js';
import { CHAPTERS_SUPPORT } from '../../../texts/chapters-support.pt-br.js';
import { QUESTION_SUPPORT } from '../../../texts/question-support.pt-br.js';

export const registerMigrateData: RegisterCommand = (program, context) => {
  program
    .command('migrate-data')
    .summary('copia uma loja (SQLite e fotos locais) para o PostgreSQL e/ou o armazenamento S3')
    .description(
      'Copia as páginas e as fotos da pasta de dados indicada (memories.sqlite e uploads/) para o banco de DATABASE_URL e o ' +
        'armazenamento de STORAGE_URL desta configuração. Pode ser rodado de novo: páginas já copiadas ficam como estão. ' +
        'No fim, conta as páginas e as fotos dos dois lados. Rode com o mesmo APP_SECRET da loja antiga: os links de edição e ' +
        'as respostas das perguntas de vocês dependem dele.',
    )
    .requiredOption('--from <pasta>', 'a pasta de dados da loja a copiar (o DATA_DIR antigo)')
    .option('--json', 'saída em JSON')
    .action(async (options: { from: string; json?: boolean }) => {
      const from = resolve(options.from);
      if (!existsSync(join(from, 'memories.sqlite'))) throw new CliUsageError(`--from: não há memories.sqlite em ${from}`);
      await withRuntime(context, async (runtime) => {
        const { copy, close } = await runtime.openShopCopy(from);
        try {
          const report = await copy.execute(({ done, total }) => {
            if (!options.json && (done % 100 === 0 || done === total)) context.io.err(`copiadas ${done} de ${total} páginas`);
          });
          if (options.json) context.io.out(json(report));
          else {
            context.io.out(
              `Páginas: ${report.pages.source} na origem, ${report.pages.copied} copiadas agora, ${report.pages.alreadyThere} já estavam no destino, ${report.pages.inTarget} no destino.`,
            );
            context.io.out(
              `Fotos: ${report.photos.source} na origem (${report.photos.missingInSource} faltando nela), ${report.photos.inTarget} no destino, ${report.photos.missingInTarget} faltando no destino.`,
            );
            context.io.out(`Aberturas: ${report.openings.source} página(s) com aberturas na origem, ${report.openings.copied} copiadas agora.`);
            context.io.out(ANNIVERSARY_SUPPORT.copied(report.anniversaries.source, report.anniversaries.copied));
            context.io.out(REPLY_SUPPORT.copied(report.replies.source, report.replies.copied));
            context.io.out(DELIVERY_SUPPORT.copied(report.deliveries.source, report.deliveries.copied));
            context.io.out(LETTERS_SUPPORT.copied(report.letters.source, report.letters.copied));
            context.io.out(QUESTION_SUPPORT.copied(report.questions.source, report.questions.copied));
            context.io.out(SKY_SUPPORT.copied(report.skies.source, report.skies.copied));
            context.io.out(CHAPTERS_SUPPORT.copied(report.chapters.source, report.chapters.copied));
            context.io.out(report.complete ? 'Cópia completa.' : 'Cópia incompleta.');
          }
          if (!report.complete) {
            throw new CommandIncompleteError('a cópia terminou incompleta: rode o comando de novo; as páginas já copiadas ficam como estão');
          }
        } finally {
          await close();
        }
      });
    });
};
