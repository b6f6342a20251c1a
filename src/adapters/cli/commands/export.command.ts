import { ExportBuyerData, type BuyerDataExport } from '../../../application/support/export-buyer-data.js';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { CliUsageError } from '../cli-usage-error.js';
import { json } from '../format.js';
import { parseEmail } from '../parse-options.js';
import { DELIVERY_SUPPORT } from '../../../texts/delivery-support.pt-br.js';
import { LETTERS_SUPPORT } from '../../../texts/letters-support.pt-br.js';
import { CHAPTERS_SUPPORT } from '../../../texts/chapters-support.pt-br.js';
import { QUESTION_SUPPORT } from '../../../texts/question-support.pt-br.js';
import { SKY_SUPPORT } from '../../../texts/sky-support.pt-br.js';

/** A folder name from an address: letters, digits, dots and dashes only. */
const folderSafe = (email: string) => email.replace(/[^a-z0-9.-]+/gi, '_');

async function assertEmptyOrMissing(folder: string): Promise<void> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new CliUsageError(`--out: a pasta ${folder} já existe e não está vazia.`);
}

/**
 * `dados.json` with every page, e-mail, reply, delivery on the day, letter for the future and question (with a note that
 * its answer is not kept), each photo under `fotos/{id}/` and each voice message under `audios/{id}/`, as the buyer can open them.
 */
async function writeExport(folder: string, data: BuyerDataExport, exportedAt: Date): Promise<{ photos: number; missing: number }> {
  await mkdir(folder, { recursive: true });
  let photos = 0;
  let missing = 0;
  const files = new Map<string, string | null>();
  for (const photo of data.photos) {
    if (!photo.bytes) {
      missing++;
      files.set(photo.path, null);
      continue;
    }
    const relative = join('fotos', photo.memoryId, basename(photo.path));
    await mkdir(join(folder, 'fotos', photo.memoryId), { recursive: true });
    await writeFile(join(folder, relative), photo.bytes);
    files.set(photo.path, relative);
    photos++;
  }
  for (const voice of data.voices) {
    if (!voice.bytes) continue;
    const relative = join('audios', voice.memoryId, basename(voice.path));
    await mkdir(join(folder, 'audios', voice.memoryId), { recursive: true });
    await writeFile(join(folder, relative), voice.bytes);
    files.set(voice.path, relative);
  }
  const memories = data.memories.map((memory) => ({
    ...memory,
    photos: memory.photos.map((path) => ({ path, file: files.get(path) ?? null })),
    voice: memory.voice ? { path: memory.voice, file: files.get(memory.voice) ?? null } : null,
  }));
  await writeFile(
    join(folder, 'dados.json'),
    `${json({
      exportedAt,
      email: data.email,
      memories,
      emails: data.emails,
      replies: data.replies,
      deliveries: data.deliveries,
      letters: data.letters,
      questions: data.questions,
      ...(data.questions.length > 0 ? { questionsNote: QUESTION_SUPPORT.exportNote } : {}),
      skies: data.skies,
      chapters: data.chapters.map((chapter) => ({ ...chapter, photos: chapter.photos.map(({ path }) => ({ path, file: files.get(path) ?? null })) })),
    })}\n`,
  );
  return { photos, missing };
}

export const registerExport: RegisterCommand = (program, context) => {
  program
    .command('export')
    .summary('exporta todos os dados de um comprador (direito de acesso)')
    .description(
      'Exporta tudo o que guardamos de um comprador, como promete a política de privacidade: cada página em qualquer ' +
        'situação, em dados.json, com as fotos em fotos/{id}/, os e-mails enviados a ele, as respostas às páginas, as entregas no dia, as cartas para o futuro, as perguntas de vocês (sem a resposta, que não guardamos) e o lugar do céu daquela noite.',
    )
    .requiredOption('--email <email>', 'e-mail do comprador')
    .option('--out <pasta>', 'pasta a criar (padrão: ./export-{email}-{data})')
    .option('--json', 'resumo em JSON')
    .action(async (options: { email: string; out?: string; json?: boolean }) => {
      const email = parseEmail(options.email, '--email');
      await withRuntime(context, async (runtime) => {
        const data = await runtime.useCase(ExportBuyerData).execute({ email });
        if (data.memories.length === 0 && data.emails.length === 0) {
          context.io.out(options.json ? json({ email: data.email, folder: null, memories: 0 }) : `Nenhum dado encontrado para ${data.email}.`);
          return;
        }
        const exportedAt = runtime.clock.now();
        const stamp = exportedAt.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
        const folder = resolve(options.out ?? `export-${folderSafe(data.email)}-${stamp}`);
        await assertEmptyOrMissing(folder);
        const written = await writeExport(folder, data, exportedAt);
        if (options.json) {
          context.io.out(
            json({
              email: data.email,
              folder,
              memories: data.memories.length,
              photos: written.photos,
              missingPhotos: written.missing,
              emails: data.emails.length,
              replies: data.replies.length,
              deliveries: data.deliveries.length,
              letters: data.letters.length,
              questions: data.questions.length,
              skies: data.skies.length,
            }),
          );
          return;
        }
        context.io.out(`Exportado para ${folder}:`);
        context.io.out(`  ${data.memories.length} página(s) e ${data.emails.length} e-mail(s) em dados.json; ${written.photos} foto(s) em fotos/.`);
        if (data.replies.length > 0) context.io.out(`  ${data.replies.length} resposta(s) às páginas em dados.json.`);
        if (data.deliveries.length > 0) context.io.out(`  ${DELIVERY_SUPPORT.exported(data.deliveries.length)}`);
        if (data.letters.length > 0) context.io.out(`  ${LETTERS_SUPPORT.exported(data.letters.length)}`);
        if (data.questions.length > 0) context.io.out(`  ${QUESTION_SUPPORT.exported(data.questions.length)}`);
        if (data.skies.length > 0) context.io.out(`  ${SKY_SUPPORT.exported(data.skies.length)}`);
        if (data.chapters.length > 0) context.io.out(`  ${CHAPTERS_SUPPORT.exported(data.chapters.length)}`);
        if (written.missing > 0) context.io.out(`  Atenção: ${written.missing} foto(s) não estavam mais na pasta de fotos.`);
      });
    });
};
