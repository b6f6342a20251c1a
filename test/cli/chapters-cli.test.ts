import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { openDatabase } from '../../src/adapters/persistence/mikro-orm/open-database.js';
import { SqlPageChapters } from '../../src/adapters/persistence/mikro-orm/sql-page-chapters.js';
import type { PageChapter } from '../../src/domain/chapters/page-chapter.js';
import { runCliHere } from '../support/cli/run-cli.js';
import { SupportData, type PreparedPage } from '../support/cli/support-data.js';
import { dataFolderPerTest } from '../support/cli/data-folder-per-test.js';
import { jpegImage } from '../support/test-images.js';

// A time budget for the commands on a busy machine, not a measurement.
vi.setConfig({ testTimeout: 240_000 });

const folder = dataFolderPerTest('memories-cli-chapters-');
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Ana's page with two chapters (two photos, then one), Bia's with one: written as the edit page sends them. */
async function chaptersOnPages(): Promise<{ ana: PreparedPage; bia: PreparedPage; chapters: { ana: PageChapter[]; bia: PageChapter[] } }> {
  const data = await SupportData.open(folder.env, new Date('2026-03-10T15:00:00.000Z'));
  try {
    const photo = new Uint8Array(await jpegImage(320, 240));
    const ana = await data.page({ email: 'ana@example.com' });
    const bia = await data.page({ email: 'bia@example.com' });
    await data.chapter(ana, 4, [photo, photo]);
    await data.chapter(ana, 2, [photo]);
    await data.chapter(bia, 1, [photo]);
    const store = data.runtime.container.get(PORTS.PageChapters);
    return { ana, bia, chapters: { ana: await store.ofPage(ana.id), bia: await store.ofPage(bia.id) } };
  } finally {
    await data.close();
  }
}

describe('memories-cli: "Um novo capítulo"', () => {
  it('show prints how many chapters, and each one’s year, title, photos and when it was added, never its text', async () => {
    const { ana } = await chaptersOnPages();

    const run = await runCliHere(['show', ana.id], { env: folder.env });

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /Um novo capítulo:\s+2 capítulos\n\s+2º ano {2}“O capítulo do ano 2” — 1 foto\(s\), adicionado em \d\d\/03\/2026 \d\d:\d\d\n\s+4º ano {2}“O capítulo do ano 4” — 2 foto\(s\)/,
    );
    expect(run.stdout).not.toContain('Um ano inteiro.');
    const asJson = JSON.parse((await runCliHere(['show', ana.id, '--json'], { env: folder.env })).stdout);
    expect(asJson.chapters.map((chapter: { year: number; photos: number }) => [chapter.year, chapter.photos])).toEqual([
      [2, 1],
      [4, 2],
    ]);
  });

  it('export gives the buyer every chapter of their pages, every field, and its photos in fotos/', async () => {
    const { ana, chapters } = await chaptersOnPages();
    const out = join(folder.path, 'export');

    const run = await runCliHere(['export', '--email', 'ana@example.com', '--out', out], { env: folder.env });

    expect(run.code).toBe(0);
    const exported = JSON.parse(await readFile(join(out, 'dados.json'), 'utf8'));
    expect(exported.chapters.map((chapter: PageChapter) => [chapter.memoryId, chapter.year, chapter.title, chapter.text])).toEqual(
      chapters.ana.map((chapter) => [ana.id, chapter.year, chapter.title, chapter.text]),
    );
    expect(exported.chapters[0].createdAt).toBe(chapters.ana[0]!.createdAt.toISOString());
    const files = exported.chapters.flatMap((chapter: { photos: { path: string; file: string | null }[] }) => chapter.photos);
    expect(files).toHaveLength(3);
    for (const { path, file } of files) {
      expect(file).toBe(join('fotos', ana.id, path.split('/').pop()!));
      expect(await readFile(join(out, file!))).toEqual(await readFile(join(folder.env.DATA_DIR!, path)));
    }
  });

  it('delete takes the buyer’s chapters and their photos with their pages, and leaves another buyer’s', async () => {
    const { ana, bia, chapters } = await chaptersOnPages();

    const run = await runCliHere(['delete', '--email', 'ana@example.com', '--yes'], { env: folder.env });

    expect(run.code).toBe(0);
    const database = await openDatabase({ dbPath: join(folder.env.DATA_DIR!, 'memories.sqlite') });
    try {
      const store = new SqlPageChapters(database);
      await expect(store.ofPage(ana.id)).resolves.toEqual([]);
      await expect(store.ofPage(bia.id)).resolves.toEqual(chapters.bia);
    } finally {
      await database.close();
    }
    for (const chapter of chapters.ana) for (const { path } of chapter.photos) expect(await exists(join(folder.env.DATA_DIR!, path))).toBe(false);
    for (const { path } of chapters.bia[0]!.photos) expect(await exists(join(folder.env.DATA_DIR!, path))).toBe(true);
  });
});
